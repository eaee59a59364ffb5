import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { AdminDashboard } from '@wf/shared/contracts/admin/admin';
import type { DbOrTx } from '../../db/client.ts';
import { users, workers } from '../../db/schema/index.ts';
import { recentAudit } from './audit-service.ts';
import { listStaff, pendingCounts } from './staff-service.ts';
import { fillWeeks, lastWeekStarts, sgDayStart } from './weeks.ts';
import * as clock from '@wf/shared/domain/clock';
import { WORKER_STATUS } from '@wf/shared/enums/workers';
import { reportPeriod } from '@wf/shared/domain/reports/report-figures';
import { staffingByDay } from '@wf/shared/domain/reports/project-figures';
import { addDays } from '@wf/shared/domain/rosters/roster-rules';
import { buildReport } from '../reports/index.ts';

/** Monday of the registration's week in Singapore time (UTC+8, no daylight saving), YYYY-MM-DD. */
const sgWeek = sql<string>`to_char(date_trunc('week', (${workers.createdAt} at time zone 'UTC') + interval '8 hours'), 'YYYY-MM-DD')`;

const WEEKS = 12;

/**
 * The admin dashboard: staff, sign-ups to activate, recent audit, registrations; v2 (issue #28):
 * workers by status, this week's shifts filled against headcount, this month's pay and billing
 * (the monthly report's totals, so the same to the cent).
 */
export async function adminDashboard(db: DbOrTx, now = clock.now()): Promise<AdminDashboard> {
  const since = sgDayStart(lastWeekStarts(now, WEEKS)[0]!);
  const day = clock.singaporeDateAt(now);
  const week = reportPeriod('week', day);
  const [staff, pending, waiting, recent, regs, statuses, shifts, month] = await Promise.all([
    db
      .select({ role: users.role, accountStatus: users.accountStatus, count: count() })
      .from(users)
      .groupBy(users.role, users.accountStatus)
      .orderBy(asc(users.role), asc(users.accountStatus)),
    pendingCounts(db),
    listStaff(db, { awaitingActivation: 'true', page: 0, pageSize: 10, sort: 'createdAt', order: 'asc' }),
    recentAudit(db, 10),
    db
      .select({ weekStart: sgWeek, count: count() })
      .from(workers)
      .where(and(eq(workers.source, 'registration'), gte(workers.createdAt, since)))
      .groupBy(sgWeek),
    db.select({ status: workers.status, count: count() }).from(workers).groupBy(workers.status),
    db.execute(sql`select r.date::text as date, rs.headcount, rs.filled_count as filled, rs.confirmed_count as confirmed, rs.declined_count as declined
      from roster_shifts rs join rosters r on r.id = rs.roster_id
      where r.date between ${week.start}::date and ${week.end}::date`),
    buildReport(db, { period: 'month', date: day, by: 'client' }, { role: 'admin', userId: '' }),
  ]);
  const byStatus = new Map(statuses.map((s) => [s.status, Number(s.count)]));
  const dates = Array.from({ length: 7 }, (_, i) => addDays(week.start, i));
  type ShiftRow = { date: string; headcount: unknown; filled: unknown; confirmed: unknown; declined: unknown };
  const m = month.totals;
  return {
    staff: staff.map((s) => ({ role: s.role, accountStatus: s.accountStatus, count: Number(s.count) })),
    awaitingActivation: { count: pending.confirmed, unconfirmed: pending.unconfirmed, items: waiting.items },
    recentAudit: recent,
    registrationsPerWeek: fillWeeks(now, WEEKS, regs.map((r) => ({ weekStart: r.weekStart, count: Number(r.count) }))),
    workersByStatus: WORKER_STATUS.values.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    shiftsFilled: {
      from: week.start,
      to: week.end,
      days: staffingByDay(
        dates,
        (shifts.rows as ShiftRow[]).map((r) => ({
          date: r.date,
          headcount: Number(r.headcount),
          filled: Number(r.filled),
          confirmed: Number(r.confirmed),
          declined: Number(r.declined),
        })),
      ),
    },
    payThisMonth: {
      month: month.start.slice(0, 7),
      shifts: m.shifts,
      payCents: m.payCents,
      billCents: m.billCents,
      marginCents: m.marginCents,
      marginBasisPoints: m.marginBasisPoints,
    },
  };
}
