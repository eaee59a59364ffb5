// The Fastify type augmentations (app.db, request.user, route config) the services' modules rely on.
import type {} from '../apps/server/src/app.ts';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { reportQuery, workingHoursQuery } from '@wf/shared/contracts/reports/reports';
import { setClock } from '@wf/shared/domain/clock';
import type { Database } from '../apps/server/src/db/client.ts';
import { generatePayRun } from '../apps/server/src/modules/pay-runs/pay-run-service.ts';
import { buildReport, refreshRunShares } from '../apps/server/src/modules/reports/report-service.ts';
import { workingHoursReport } from '../apps/server/src/modules/reports/working-hours-service.ts';
import { financeDashboard, hrDashboard } from '../apps/server/src/modules/reports/dashboard-service.ts';
import { projectDashboard } from '../apps/server/src/modules/reports/project-dashboard-service.ts';
import { openSeededBenchDatabase, type BenchDatabaseKind } from './lib/database.ts';
import { percentile, printTable } from './lib/report.ts';
import { replayBare, statementLog } from './lib/statements.ts';
import { seed as seedMonth } from './pay.bench.ts';
import { benchHr, payAttendedWeeks } from './payruns.bench.ts';

/**
 * `npm run bench -- reports` (issue #28): the monthly report, the working-hours report for a month
 * and each dashboard over 100,000 workers, 15,000 of whom worked 150,000 attended shifts in March
 * 2027 (the pay bench's month: ten of 28 days each), every shift paid through the pay module and
 * the month's run generated and paid. Each beside its bare SQL (its own statements replayed on the driver) in the same run, p50 / p95.
 * Targets on PostgreSQL: report and working-hours month <= 1 s, each dashboard <= 300 ms, each
 * <= 2x its bare SQL. BENCH_REPORT_WORKERS (working workers, default 15,000: ten shifts each) and
 * BENCH_REPORT_POOL (all workers, default 100,000) scale it; BENCH_DATABASES picks the databases.
 */
const WORKING = Number(process.env.BENCH_REPORT_WORKERS ?? 15_000);
const POOL = Number(process.env.BENCH_REPORT_POOL ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
/**
 * BENCH_KEEP=reports_bench keeps the seeded database between runs (PostgreSQL
 * `reports_bench_<pool>_<working>`, PGlite `<tmp>/reports_bench_<pool>_<working>-pglite`): the seed
 * at full size takes long, the measurement does not.
 */
const KEEP = process.env.BENCH_KEEP;
const KINDS = (['PostgreSQL', 'PGlite'] as const).filter((k) =>
  (process.env.BENCH_DATABASES ?? 'PostgreSQL,PGlite').split(',').includes(k),
);
/** The day the dashboards are looked at: the month after the paid one, so "last month" is March. */
const NOW = '2027-04-06T02:00:00.000Z';
const TARGETS = { report: 1000, dashboard: 300 };

async function prepare(db: Database['db']): Promise<void> {
  await seedMonth(db, WORKING);
  // The rest of the pool: workers who did not work this month (applicants, others on leave).
  await db.execute(sql`
    insert into workers (client_name, contact_number, contact_email, date_of_birth, id_type, id_number, position_applied, status, employee_code, created_at)
    select 'Pool ' || g, '8' || lpad(g::text, 7, '0'), 'pool' || g || '@bench.test', date '1990-01-01', 'NRIC',
      'T' || lpad(g::text, 7, '0') || chr(65 + g % 26), (array['Food Operator','Promoter','Warehouse Assistant'])[1 + g % 3],
      (array['active','active','active','pending','discharged','rejected'])[1 + g % 6], 'PT-P' || lpad(g::text, 6, '0'),
      timestamptz '2027-01-01' + (g % 90) * interval '1 day'
    from generate_series(1, ${Math.max(0, POOL - WORKING)}) g`);
  await db.execute(sql`
    update workers set nationality = case when n % 9 = 4 then 'Singapore PR' else 'Singaporean' end,
      pr_start_date = case when n % 9 = 4 then date '2026-06-01' else null end,
      date_of_birth = date '1960-01-01' + (n % 40) * interval '1 year', bank_name = 'DBS Bank Ltd', bank_acc = lpad(n::text, 10, '0')
    from (select id as wid, (substring(employee_code from 4))::int as n from workers where employee_code not like 'PT-P%') w
    where w.wid = workers.id`);
  await payAttendedWeeks(db);
  const hr = await benchHr(db);
  setClock('2027-04-02T02:00:00.000Z');
  const run = await generatePayRun(db, { id: hr, role: 'hr' }, 'monthly', '2027-03-01');
  // Taken to paid as finance would (the reports count a frozen run's rounding).
  await db.execute(sql`update pay_runs set status = 'paid' where id = ${run.id}::uuid`);
  // Frozen by hand here, so its per-shift shares are stored as hr's confirmation would (decision 019).
  await refreshRunShares(db, run.id);
  for (const t of [
    'workers',
    'shift_payments',
    'shift_payment_run_shares',
    'pay_runs',
    'pay_run_lines',
    'roster_assignments',
    'roster_attendance',
    'roster_shifts',
    'rosters',
  ])
    await db.execute(sql.raw(`vacuum analyze ${t}`));
}

type Timing = { p50: number; p95: number };

async function time(fn: () => Promise<unknown>): Promise<Timing> {
  await fn(); // warm
  const t: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await fn();
    t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  return { p50: percentile(t, 50), p95: percentile(t, 95) };
}

const ADMIN = { role: 'admin', userId: '00000000-0000-0000-0000-000000000000' };

/**
 * Each report and dashboard beside its bare SQL: the statements it sent, recorded once and replayed
 * on the driver (bench/lib/statements.ts), so "x bare" is what the service adds to its own SQL.
 */
async function measure(database: Database) {
  const db = database.db;
  setClock(NOW, { running: true });
  const ops: Array<{ operation: string; service: () => Promise<unknown>; target: number }> = [
    ...(['worker', 'project', 'client'] as const).map((by) => ({
      operation: `monthly report by ${by}`,
      service: () => buildReport(db, reportQuery.parse({ period: 'month', date: '2027-03-01', by }), ADMIN),
      target: TARGETS.report,
    })),
    {
      operation: 'weekly report by worker',
      service: () => buildReport(db, reportQuery.parse({ period: 'week', date: '2027-03-10', by: 'worker' }), ADMIN),
      target: TARGETS.report,
    },
    {
      operation: 'working hours, March, page 1',
      service: () => workingHoursReport(db, workingHoursQuery.parse({ from: '2027-03-01', to: '2027-03-31' }), ADMIN),
      target: TARGETS.report,
    },
    {
      operation: 'hr dashboard',
      service: () => hrDashboard(db),
      target: TARGETS.dashboard,
    },
    {
      operation: 'finance dashboard',
      service: () => financeDashboard(db),
      target: TARGETS.dashboard,
    },
    {
      operation: 'project dashboard (admin)',
      service: () => projectDashboard(db, { id: ADMIN.userId, role: 'admin' }),
      target: TARGETS.dashboard,
    },
  ];
  const out: Array<{ operation: string; service: Timing; bare: Timing; target: number }> = [];
  for (const op of ops) {
    const service = await time(op.service);
    const recorded = await statementLog.record(op.service);
    const bare = await time(() => replayBare(database, recorded));
    console.log(`  ${op.operation}: ${pair(service)} ms (bare ${pair(bare)} ms, load ${loadavg()[0]!.toFixed(1)})`);
    out.push({ operation: op.operation, service, bare, target: op.target });
  }
  setClock(null);
  return out;
}

const pair = (t: Timing) => `${t.p50.toFixed(1)} / ${t.p95.toFixed(1)}`;

export async function reportsBench(): Promise<void> {
  const rows: Array<Record<string, string | number>> = [];
  for (const kind of KINDS as readonly BenchDatabaseKind[]) {
    const t0 = performance.now();
    const kept = KEEP ? `${KEEP}_${POOL}_${WORKING}` : null;
    const { database, drop, fresh } = await openSeededBenchDatabase(kind, 'reports', kept, prepare);
    try {
      const counts = (
        await database.db.execute(
          sql`select (select count(*) from workers)::int as w, (select count(*) from shift_payments)::int as s`,
        )
      ).rows[0] as { w: number; s: number };
      console.log(
        `${kind}${kept ? ` (${kept})` : ''}: ${counts.w} workers, ${counts.s} paid shifts, ${
          fresh ? `seeded in ${Math.round((performance.now() - t0) / 1000)} s` : 'kept from an earlier run'
        }`,
      );
      for (const m of await measure(database))
        rows.push({
          database: kind,
          operation: m.operation,
          'service p50 / p95': pair(m.service),
          'bare p50 / p95': pair(m.bare),
          'x bare (p95)': (m.service.p95 / m.bare.p95).toFixed(1),
          target: `${m.target} ms, <= 2x bare`,
        });
    } finally {
      setClock(null);
      await database.close();
      await drop?.();
    }
  }
  printTable(
    `Reports and dashboards: ms, ${POOL.toLocaleString('en')} workers, ${(WORKING * 10).toLocaleString('en')} attended shifts in March 2027, ${RUNS} runs each (targets on PostgreSQL)`,
    rows,
  );
}
