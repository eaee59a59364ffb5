import { sql } from 'drizzle-orm';
import type { FinanceDashboard, HrDashboard } from '@wf/shared/contracts/reports/dashboards';
import { now, today } from '@wf/shared/domain/clock';
import { reportPeriod } from '@wf/shared/domain/reports/report-figures';
import { addDays } from '@wf/shared/domain/rosters/roster-rules';
import { PAY_RUN_STATUS } from '@wf/shared/enums/pay-runs';
import type { DbOrTx } from '../../db/client.ts';
import { BILL_SQL, COST_SQL, PAY_SQL, runShares } from './report-service.ts';

/** The hr and finance dashboards (issue #28): small aggregate queries run side by side. */

const WEEKS = 12;
const MONTHS = 6;
const rowsOf = <T>(r: { rows: unknown[] }) => r.rows as T[];
const n = (v: unknown) => Number(v ?? 0);

/** Mondays (YYYY-MM-DD) of the last `weeks` weeks up to today's, oldest first. */
function lastMondays(day: string, weeks: number): string[] {
  const d = new Date(`${day}T00:00:00Z`);
  const monday = addDays(day, -((d.getUTCDay() + 6) % 7));
  return Array.from({ length: weeks }, (_, i) => addDays(monday, -7 * (weeks - 1 - i)));
}

/** 'YYYY-MM' of the last `months` months up to this one, oldest first. */
function lastMonths(day: string, months: number): string[] {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7)) - 1;
  return Array.from({ length: months }, (_, i) => {
    const t = y * 12 + m - (months - 1 - i);
    return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
  });
}

/** The Singapore week (Monday) of a timestamp column, as text. */
const sgWeek = (col: string) => sql.raw(`to_char(date_trunc('week', ${col} at time zone 'Asia/Singapore'), 'YYYY-MM-DD')`);

export async function hrDashboard(db: DbOrTx): Promise<HrDashboard> {
  const day = today();
  const at = now().toISOString();
  const mondays = lastMondays(day, WEEKS);
  const [pending, decisions, certs, statuses, noShow, positions, adjustments] = await Promise.all([
    db.execute(sql`select
        count(*) as total,
        count(*) filter (where ${at}::timestamptz - created_at < interval '1 day') as d0,
        count(*) filter (where ${at}::timestamptz - created_at >= interval '1 day' and ${at}::timestamptz - created_at < interval '3 days') as d1,
        count(*) filter (where ${at}::timestamptz - created_at >= interval '3 days' and ${at}::timestamptz - created_at < interval '7 days') as d3,
        count(*) filter (where ${at}::timestamptz - created_at >= interval '7 days') as d7,
        min(created_at) as oldest
      from workers where status = 'pending'`),
    db.execute(sql`select ${sgWeek('at')} as week, count(*) filter (where action = 'approve') as approved, count(*) filter (where action = 'reject') as rejected
      from worker_history where action in ('approve', 'reject') and at >= (${mondays[0]}::date::timestamp at time zone 'Asia/Singapore')
      group by 1`),
    db.execute(sql`select
        count(*) filter (where c.expiry_date < ${day}::date) as expired,
        count(*) filter (where c.expiry_date between ${day}::date and ${addDays(day, 30)}::date) as in30,
        count(*) filter (where c.expiry_date between ${day}::date and ${addDays(day, 60)}::date) as in60,
        count(*) filter (where c.expiry_date between ${day}::date and ${addDays(day, 90)}::date) as in90
      from worker_certificates c where c.expiry_date is not null and c.expiry_date <= ${addDays(day, 90)}::date`),
    db.execute(sql`select status, count(*) as count from workers group by status order by 2 desc`),
    // The attendance records and no-shows each roster counts (kept by trigger, decision 019): the
    // last 30 days' rosters, not every attendance record of them.
    db.execute(sql`select r.project_id, p.code || ' ' || p.name as name, sum(r.attendance_count) as shifts, sum(r.no_show_count) as no_shows
      from rosters r
      join projects p on p.id = r.project_id
      where r.date between ${addDays(day, -30)}::date and ${day}::date and r.attendance_count > 0
      group by 1, 2 order by sum(r.no_show_count)::numeric / sum(r.attendance_count) desc, 2 limit 10`),
    db.execute(sql`select position_applied as position, count(*) as count from workers where status = 'active' group by 1 order by 2 desc, 1 limit 10`),
    db.execute(sql`select count(*) as count from pay_adjustments where status = 'pending_hr'`),
  ]);
  const p = rowsOf<Record<string, unknown>>(pending)[0]!;
  const byWeek = new Map(rowsOf<{ week: string; approved: unknown; rejected: unknown }>(decisions).map((r) => [r.week, r]));
  const c = rowsOf<Record<string, unknown>>(certs)[0]!;
  const statusRows = rowsOf<{ status: string; count: unknown }>(statuses).map((r) => ({ status: r.status, count: n(r.count) }));
  const statusCount = (s: string) => statusRows.find((r) => r.status === s)?.count ?? 0;
  return {
    pendingApplications: {
      count: n(p.total),
      byAge: (['d0', 'd1', 'd3', 'd7'] as const).map((bucket) => ({ bucket, count: n(p[bucket]) })),
      oldestCreatedAt: p.oldest ? new Date(p.oldest as string).toISOString() : null,
    },
    decisionsPerWeek: mondays.map((weekStart) => ({
      weekStart,
      approved: n(byWeek.get(weekStart)?.approved),
      rejected: n(byWeek.get(weekStart)?.rejected),
    })),
    certificatesExpiring: { in30: n(c.in30), in60: n(c.in60), in90: n(c.in90), expired: n(c.expired) },
    dischargeRequests: { discharge: statusCount('discharge_pending'), rejoin: statusCount('rejoin_pending') },
    noShowByProject: rowsOf<{ project_id: string; name: string; shifts: unknown; no_shows: unknown }>(noShow).map((r) => ({
      projectId: r.project_id,
      name: r.name,
      shifts: n(r.shifts),
      noShows: n(r.no_shows),
    })),
    workersByPosition: rowsOf<{ position: string; count: unknown }>(positions).map((r) => ({ position: r.position, count: n(r.count) })),
    workersByStatus: statusRows,
    adjustmentsAwaitingHr: n(rowsOf<{ count: unknown }>(adjustments)[0]?.count),
  };
}

export async function financeDashboard(db: DbOrTx): Promise<FinanceDashboard> {
  const day = today();
  const months = lastMonths(day, MONTHS);
  const thisMonth = months[months.length - 1]!;
  const lastMonth = months[months.length - 2]!;
  const monthStart = `${thisMonth}-01`;
  const first = `${months[0]}-01`;
  const end = reportPeriod('month', monthStart).end;
  // This month's payments with their stored bill amounts and run shares (decision 019).
  const source = sql`shift_payments sp left join ${runShares(monthStart, end)} rr on rr.id = sp.id`;
  const [payByDay, roundingByDay, byClient, adjustments, runs, cpf] = await Promise.all([
    // Pay and bill by month, as two sums by day added up here (the pay is a payment's stored pay plus its
    // cent of its run's rounding, PAY_SQL): each share carries its payment's date, so the rounding sums by
    // day without joining its payment. Joined, six months of payments took 218 ms on the bench's 150,000;
    // apart, 43-68 ms and 14 ms, side by side (decision 019).
    db.execute(sql`select to_char(sp.date, 'YYYY-MM') as month, sum(sp.total_cents) as pay, sum(${BILL_SQL}) as bill
      from shift_payments sp where sp.date between ${first}::date and ${end}::date group by sp.date`),
    db.execute(sql`select to_char(s.date, 'YYYY-MM') as month, sum(s.rounding_cents) as pay
      from shift_payment_run_shares s where s.date between ${first}::date and ${end}::date group by s.date`),
    // Margin after employment costs, as the monthly report counts it (decision 019).
    db.execute(sql`select c.id, c.name, sum(${PAY_SQL}) as pay, sum(${BILL_SQL}) as bill, sum(${COST_SQL}) as cost
      from ${source} join projects p on p.id = sp.project_id join clients c on c.id = p.client_id
      where sp.date between ${monthStart}::date and ${end}::date
      group by 1, 2 order by sum(${BILL_SQL}) - sum(${COST_SQL}) desc, 2`),
    db.execute(sql`select count(*) as count, coalesce(sum(amount_cents), 0) as amount from pay_adjustments where status = 'pending_finance'`),
    db.execute(sql`select status, count(*) as count from pay_runs group by 1`),
    db.execute(sql`select count(*) as runs, coalesce(sum(employee_cpf_cents), 0) as employee, coalesce(sum(employer_cpf_cents), 0) as employer
      from pay_runs where cpf_month = ${lastMonth}`),
  ]);
  const pay = new Map<string, number>();
  const bill = new Map<string, number>();
  const add = (to: Map<string, number>, month: string, cents: unknown) => to.set(month, (to.get(month) ?? 0) + n(cents));
  for (const r of rowsOf<{ month: string; pay: unknown; bill: unknown }>(payByDay)) {
    add(pay, r.month, r.pay);
    add(bill, r.month, r.bill);
  }
  for (const r of rowsOf<{ month: string; pay: unknown }>(roundingByDay)) add(pay, r.month, r.pay);
  const runRows = new Map(rowsOf<{ status: string; count: unknown }>(runs).map((r) => [r.status, n(r.count)]));
  const a = rowsOf<{ count: unknown; amount: unknown }>(adjustments)[0]!;
  const k = rowsOf<{ runs: unknown; employee: unknown; employer: unknown }>(cpf)[0]!;
  return {
    byMonth: months.map((month) => ({ month, payCents: pay.get(month) ?? 0, billCents: bill.get(month) ?? 0 })),
    marginByClient: rowsOf<{ id: string; name: string; pay: unknown; bill: unknown; cost: unknown }>(byClient).map((r) => ({
      clientId: r.id,
      name: r.name,
      payCents: n(r.pay),
      billCents: n(r.bill),
      employmentCostCents: n(r.cost),
      marginCents: n(r.bill) - n(r.cost),
    })),
    adjustmentsAwaitingFinance: { count: n(a.count), amountCents: n(a.amount) },
    runsByStatus: PAY_RUN_STATUS.values.map((status) => ({ status, count: runRows.get(status) ?? 0 })),
    cpfDueThisMonth: { month: lastMonth, employeeCents: n(k.employee), employerCents: n(k.employer), runs: n(k.runs) },
  };
}
