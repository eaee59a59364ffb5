import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { listWorkers } from '../apps/server/src/modules/workers/worker-lists.ts';
import { workerListQuery } from '@wf/shared/contracts/workers/workers';
import { openBenchDatabase } from './lib/database.ts';
import { ms, percentile, printTable } from './lib/report.ts';

const N = Number(process.env.BENCH_WORKERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

/** N synthetic workers across every status, in one statement. */
async function seed(db: Database['db']): Promise<void> {
  await db.execute(sql`
    insert into workers (client_name, contact_number, date_of_birth, id_type, id_number, position_applied, status, employee_code, bank_acc)
    select
      (array['Tan','Lim','Lee','Ng','Ong','Wong','Goh','Chua','Koh','Teo'])[1 + (g % 10)] || ' ' ||
      (array['Wei Ling','Jun Jie','Hui Min','Zhi Hao','Mei Ling','Kai Wen','Siti','Arjun','Priya','Ravi'])[1 + ((g / 10) % 10)] || ' ' || g,
      '9' || lpad((g % 10000000)::text, 7, '0'),
      date '1990-01-01', 'NRIC',
      'S' || lpad(g::text, 7, '0') || chr(65 + g % 26),
      'Food Operator',
      (array['active','active','active','active','pending','discharged','rejected','discharge_pending','rejoin_pending','blacklisted'])[1 + (g % 10)],
      case when g % 10 in (4, 6) then null else 'PT-' || lpad(g::text, 6, '0') end,
      '1234' || g
    from generate_series(1, ${N}) g`);
  await db.execute(sql`analyze workers`);
}

async function time(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
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

const CASES: Array<{ label: string; query: Record<string, string | number>; bare: ReturnType<typeof sql> }> = [
  {
    label: 'active, sorted by name, page 2',
    query: { view: 'active' },
    bare: sql`status = 'active'`,
  },
  {
    label: 'active, name fragment "wei"',
    query: { view: 'active', search: 'wei' },
    bare: sql`status = 'active' and lower(client_name) like '%wei%'`,
  },
  {
    label: 'all, last four of ID "567H"',
    query: { view: 'all', search: '567H' },
    bare: sql`right(upper(id_number), 4) = '567H'`,
  },
  {
    label: 'status filter discharged',
    query: { view: 'all', status: 'discharged' },
    bare: sql`status = 'discharged'`,
  },
];

/** The paged worker list through the service vs the bare SQL for the same page, at N workers. */
export async function workersBench(): Promise<void> {
  const rows: Array<Record<string, string | number>> = [];
  for (const kind of ['PGlite', 'PostgreSQL'] as const) {
    const { database, drop } = await openBenchDatabase(kind, 'workers');
    try {
      await database.migrate();
      const t0 = performance.now();
      await seed(database.db);
      console.log(`${kind}: ${N} workers seeded in ${Math.round(performance.now() - t0)} ms`);
      for (const c of CASES) {
        const q = workerListQuery.parse({ ...c.query, page: 2, pageSize: 25, sort: 'name' });
        const svc = await time(() => listWorkers(database.db, q, 'hr'));
        const bare = await time(async () => {
          await database.db.execute(sql`select id, employee_code, client_name, contact_number, id_number, status from workers where ${c.bare} order by lower(client_name), id limit 25 offset 25`);
          await database.db.execute(sql`select count(*) from workers where ${c.bare}`);
        });
        rows.push({
          database: kind,
          query: c.label,
          'p50 (service)': ms(svc.p50),
          'p95 (service)': ms(svc.p95),
          'p50 (bare SQL)': ms(bare.p50),
          'p95 (bare SQL)': ms(bare.p95),
          'ratio p95': (svc.p95 / bare.p95).toFixed(2),
        });
      }
    } finally {
      await database.close();
      await drop?.();
    }
  }
  printTable(`Worker list at ${N.toLocaleString('en')} workers, ${RUNS} runs each, page size 25 (target p95 < 50 ms on PostgreSQL)`, rows);
}
