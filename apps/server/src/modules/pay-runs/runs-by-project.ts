import { sql } from 'drizzle-orm';
import { seesPayOf } from '@wf/shared/contracts/pay/endpoints';
import {
  PAY_RUN_PROJECT_RUNS,
  type PayRunProjectReply,
  type PayRunProjectRow,
} from '@wf/shared/contracts/pay-runs/pay-runs';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../http/access.ts';
import { PAY_SQL, shiftSource } from '../reports/index.ts';

/**
 * The recent pay runs' shifts per project (issue #28: the manager's hr-payment-report-list). The
 * scope is the reports' (shiftSource: a manager only the projects they manage) and so is the pay
 * (PAY_SQL: the runs' rounding given back to the shifts, so a project's pay sums to the runs);
 * pay is null wherever the caller may not read it (seesPayOf: hr). A run with no shift on the
 * caller's projects has no row.
 */
export async function payRunsByProject(db: DbOrTx, actor: Actor): Promise<PayRunProjectReply> {
  const recent = sql`(select id, period_start, period_end from pay_runs order by period_start desc, frequency limit ${PAY_RUN_PROJECT_RUNS})`;
  const runs = await db.execute(
    sql`select min(period_start)::text as start, max(period_end)::text as "end" from ${recent} r`,
  );
  const span = runs.rows[0] as { start: string | null; end: string | null } | undefined;
  if (!span?.start || !span.end) return { items: [] };
  const res =
    await db.execute(sql`select pr.id as run_id, pr.frequency, pr.period_start::text as period_start, pr.period_end::text as period_end,
      pr.status, s.project_id, s.project_name, s.manager_id,
      count(distinct s.worker_id)::int as workers, count(*)::int as shifts, coalesce(sum(s.minutes), 0)::int as paid,
      coalesce(sum(s.pay), 0)::bigint as pay
    from (select sp.pay_run_id, p.id as project_id, p.code || ' ' || p.name as project_name, p.manager_id::text as manager_id,
        sp.worker_id, sp.worked_minutes as minutes, ${PAY_SQL} as pay
      from ${shiftSource(span.start, span.end, {}, { role: actor.role, userId: actor.id })}
        and sp.pay_run_id in (select id from ${recent} r)) s
    join pay_runs pr on pr.id = s.pay_run_id
    group by pr.id, s.project_id, s.project_name, s.manager_id
    order by pr.period_start desc, pr.frequency, lower(s.project_name)`);
  type Row = {
    run_id: string;
    frequency: PayRunProjectRow['frequency'];
    period_start: string;
    period_end: string;
    status: PayRunProjectRow['status'];
    project_id: string;
    project_name: string;
    manager_id: string | null;
    workers: number;
    shifts: number;
    paid: number;
    pay: string | number;
  };
  return {
    items: (res.rows as Row[]).map((r) => ({
      runId: r.run_id,
      frequency: r.frequency,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      status: r.status,
      projectId: r.project_id,
      projectName: r.project_name,
      workers: r.workers,
      shifts: r.shifts,
      paidMinutes: r.paid,
      payCents: seesPayOf(actor, r.manager_id) ? Number(r.pay) : null,
    })),
  };
}
