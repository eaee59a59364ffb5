// The Fastify type augmentations (app.db, request.user, route config) the services' modules rely on.
import type {} from '../apps/server/src/app.ts';
import { sql } from 'drizzle-orm';
import { DEFAULT_PAY_SETTINGS } from '@wf/shared/contracts/pay/pay';
import { recomputeWorkerWeeks } from '../apps/server/src/modules/pay/recompute.ts';
import { generatePayRun, regeneratePayRun } from '../apps/server/src/modules/pay-runs/pay-run-service.ts';
import { open, seed } from './pay.bench.ts';
import { loadavg } from 'node:os';
import { printTable } from './lib/report.ts';

/**
 * `npm run bench -- payruns`: generate the monthly pay run of March 2027 for the pay bench's month
 * (5,000 workers, 50,000 attended shifts, most of them citizens or PRs with CPF), then regenerate it,
 * on PostgreSQL and PGlite. Target on PostgreSQL (issue #16): the run in <= 5 s.
 */
const BATCH = 1000;
/** BENCH_PAYRUNS_DB=PostgreSQL runs one database only. */
const KINDS = (['PostgreSQL', 'PGlite'] as const).filter((k) => !process.env.BENCH_PAYRUNS_DB || process.env.BENCH_PAYRUNS_DB === k);

async function prepare(db: Parameters<typeof seed>[0]): Promise<string> {
  await seed(db);
  // Nationalities as the demo has them (one in ten foreign, one in nine PR), bank details, a few contractors.
  await db.execute(sql`
    update workers set
      nationality = case when n % 10 = 0 then 'Malaysian' when n % 9 = 4 then 'Singapore PR' else 'Singaporean' end,
      pr_start_date = case when n % 9 = 4 and n % 10 <> 0 then date '2026-06-01' else null end,
      date_of_birth = date '1960-01-01' + (n % 40) * interval '1 year',
      engagement_type = case when n % 25 = 7 then 'contractor' else 'employee' end,
      bank_name = 'DBS Bank Ltd', bank_acc = lpad(n::text, 10, '0')
    from (select id as wid, (substring(employee_code from 4))::int as n from workers) w where w.wid = workers.id`);
  await payAttendedWeeks(db);
  const hr = await benchHr(db);
  await db.execute(sql.raw('analyze shift_payments'));
  return hr;
}

/** Every attended worker-week paid through the pay module, a thousand worker-weeks a transaction. */
export async function payAttendedWeeks(db: Parameters<typeof seed>[0]): Promise<void> {
  const pairs = (
    await db.execute(sql`
      select distinct a.worker_id as "workerId", date_trunc('week', r.date)::date::text as "weekStart"
      from roster_attendance t join roster_assignments a on a.id = t.assignment_id
      join roster_shifts s on s.id = a.shift_id join rosters r on r.id = s.roster_id`)
  ).rows as Array<{ workerId: string; weekStart: string }>;
  const given = { settings: DEFAULT_PAY_SETTINGS, holidays: new Set<string>() };
  for (let i = 0; i < pairs.length; i += BATCH) await db.transaction((tx) => recomputeWorkerWeeks(tx, pairs.slice(i, i + BATCH), given));
}

/** The hr user who generates the benches' runs: its id. */
export async function benchHr(db: Parameters<typeof seed>[0]): Promise<string> {
  const [user] = (
    await db.execute(sql`insert into users (name, username, email, role, account_status) values ('Bench HR', 'bench-hr', 'bench-hr@bench.test', 'hr', 'active') returning id`)
  ).rows as Array<{ id: string }>;
  return user!.id;
}

export async function payRunsBench(): Promise<void> {
  const rows: Array<Record<string, string | number>> = [];
  for (const kind of KINDS) {
    const { database, drop } = await open(kind);
    try {
      await database.migrate();
      const t0 = performance.now();
      const hr = await prepare(database.db);
      const [{ n: shifts }] = (await database.db.execute(sql`select count(*)::int as n from shift_payments`)).rows as [{ n: number }];
      console.log(`${kind}: ${shifts} shift payments seeded in ${Math.round(performance.now() - t0)} ms`);
      const actor = { id: hr, role: 'hr' as const };
      const load = () => `load average ${loadavg()[0]!.toFixed(1)}`;
      let c0 = process.cpuUsage();
      const g0 = performance.now();
      const run = await generatePayRun(database.db, actor, 'monthly', '2027-03-01');
      const genMs = performance.now() - g0;
      const genCpu = process.cpuUsage(c0);
      c0 = process.cpuUsage();
      const r0 = performance.now();
      await regeneratePayRun(database.db, actor, run.id, run.version);
      const regenMs = performance.now() - r0;
      const regenCpu = process.cpuUsage(c0);
      const cpuOf = (c: NodeJS.CpuUsage) => ((c.user + c.system) / 1e6).toFixed(2);
      const row = (what: string, ms: number, cpu: NodeJS.CpuUsage) => {
        console.log(`${kind}: ${what}: ${(ms / 1000).toFixed(2)} s (node CPU ${cpuOf(cpu)} s, ${load()})`);
        rows.push({
          database: kind,
          what,
          workers: run.workerCount,
          shifts,
          seconds: (ms / 1000).toFixed(2),
          'node CPU s': cpuOf(cpu),
          'shifts / s': Math.round((shifts / ms) * 1000).toLocaleString('en'),
        });
      };
      row('generate the monthly run', genMs, genCpu);
      row('regenerate it (with the diff)', regenMs, regenCpu);
    } finally {
      await database.close();
      await drop?.();
    }
  }
  printTable('Pay runs: a monthly run (target on PostgreSQL: <= 5 s)', rows);
}
