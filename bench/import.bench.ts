import type {} from '../apps/server/src/app.ts';
import type {} from '../apps/server/src/http/route.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { databaseStorage } from '../apps/server/src/storage/file-storage.ts';
import {
  commitImport,
  uploadImport,
  type ImportDeps,
} from '../apps/server/src/modules/data-migration/import-service.ts';
import { importRow } from '../apps/server/src/modules/data-migration/import-records.ts';
import { idle } from '../apps/server/src/modules/data-migration/import-jobs.ts';
import { IMPORT_COLUMNS } from '@wf/shared/domain/data-migration/roster-import-rows';
import type { ImportCounts } from '@wf/shared/contracts/data-migration/roster-import';
import { onAttendancesChanged } from '../apps/server/src/hooks.ts';
import { onAttendancesChangedRecompute } from '../apps/server/src/modules/pay/recompute.ts';
import { openBenchDatabase, type BenchDatabaseKind } from './lib/database.ts';
import { printTable } from './lib/report.ts';

/**
 * `npm run bench -- import`: a roster file of BENCH_IMPORT_ROWS rows (default 50,000) against
 * BENCH_WORKERS workers (default 100,000): its check (read, every row checked, the whole import
 * checked by the roster services' batch forms, nothing written) and its commit (the same, written
 * in one transaction, pay recomputed through the pay module's hook), on PostgreSQL and PGlite (in a
 * data directory, as `npm start` keeps it: in memory its own pages would count as the process's
 * growth): rows per second and the peak growth of the process's resident memory over the check and
 * the commit.
 * Rows: locations x days x 2 shifts x 5 workers; every other row has a clock-in and clock-out.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 100_000);
const DAYS = 10;
const PER_ROSTER = 10;
const LOCATIONS = Math.max(1, Math.ceil(ROWS / (DAYS * PER_ROSTER)));
const PROJECTS = Math.max(1, Math.ceil(LOCATIONS / 10));
const FIRST_DAY = '2026-06-01';
const KINDS = (['PostgreSQL', 'PGlite'] as const).filter((k) =>
  (process.env.BENCH_DATABASES ?? 'PostgreSQL,PGlite').split(',').includes(k),
);

async function seed(db: Database['db']): Promise<string> {
  await db.execute(sql`
    insert into workers (client_name, contact_number, contact_email, date_of_birth, id_type, id_number, position_applied, status, employee_code)
    select 'Import Worker ' || g, '9' || lpad((g % 10000000)::text, 7, '0'), 'w' || g || '@bench.test', date '1990-01-01',
      'NRIC', 'S' || lpad(g::text, 7, '0') || chr(65 + g % 26), 'Food Operator', 'active', 'PT-' || lpad(g::text, 6, '0')
    from generate_series(1, ${WORKERS}) g`);
  await db.execute(sql`insert into clients (name, uen) values ('Bench Import Client', '53990000A')`);
  await db.execute(sql`
    insert into projects (code, client_id, name, start_date, status)
    select 'PRJ-I' || lpad(p::text, 3, '0'), c.id, 'Import project ' || p, date '2026-01-01', 'active'
    from generate_series(0, ${PROJECTS - 1}) p cross join clients c`);
  await db.execute(sql`
    insert into project_positions (project_id, position, pay_rate_cents, bill_rate_cents, headcount, sort)
    select p.id, 'Food Operator', 1200, 1600, 10, 0 from projects p`);
  await db.execute(sql`
    insert into project_locations (project_id, name, address, formatted_address, postal_code, lat, lng)
    select p.id, 'Site ' || l, '{}'::jsonb, l || ' Bench Road', '6' || lpad(l::text, 5, '0'), 1.3, 103.8
    from projects p cross join generate_series(1, 10) l`);
  const u = await db.execute(
    sql`insert into users (name, username, email, role, account_status) values ('Bench HR', 'bench-hr', 'bench-hr@bench.test', 'hr', 'active') returning id`,
  );
  for (const t of ['workers', 'projects', 'project_locations', 'project_positions'])
    await db.execute(sql.raw(`vacuum analyze ${t}`));
  return (u.rows[0] as { id: string }).id;
}

/** The file: CSV built line by line into one Buffer. */
function file(): Buffer {
  const lines = [IMPORT_COLUMNS.map((c) => c.header).join(',')];
  let n = 0;
  for (let d = 0; d < DAYS && n < ROWS; d++) {
    const date = new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    for (let l = 0; l < LOCATIONS && n < ROWS; l++) {
      const project = `PRJ-I${String(Math.floor(l / 10)).padStart(3, '0')}`;
      for (let s = 0; s < 2; s++)
        for (let k = 0; k < 5 && n < ROWS; k++, n++) {
          // a worker works every other day, one shift (no overlaps; under 44 hours a week)
          const w = 1 + ((l * 10 + s * 5 + k + (d % 2) * LOCATIONS * 10) % WORKERS);
          const [start, end] = s === 0 ? ['07:00', '15:00'] : ['15:00', '23:00'];
          const clock = n % 2 === 0 ? (s === 0 ? ['06:58', '15:01'] : ['14:57', '23:02']) : ['', ''];
          lines.push(
            [
              date,
              project,
              `Site ${1 + (l % 10)}`,
              'Food Operator',
              start,
              end,
              '30',
              `PT-${String(w).padStart(6, '0')}`,
              ...clock,
            ].join(','),
          );
        }
    }
  }
  return Buffer.from(lines.join('\r\n') + '\r\n');
}

/**
 * The CPU seconds PostgreSQL's backends of the bench's database have used (user + system, from
 * /proc: the server runs on this machine): with the process's own CPU time, the work a step cost
 * both sides, which moves far less with the machine's load than its duration does. Null for PGlite.
 */
async function databaseCpu(db: Database['db'], kind: BenchDatabaseKind): Promise<number | null> {
  if (kind !== 'PostgreSQL') return null;
  const pids = (await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)).rows.map(
    (r) => Number((r as { pid: number }).pid),
  );
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields 14 and 15 after the command's closing parenthesis: utime and stime, in 1/100 s.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A backend that ended meanwhile.
    }
  }
  return ticks / 100;
}

/**
 * Runs fn and samples the resident memory every 25 ms: its duration, the peak growth in MB, the
 * process's CPU seconds (user + system) and PostgreSQL's (databaseCpu). On a shared machine the CPU
 * time moves less with the load than the duration does: with PGlite it is all the work (the
 * database runs in the process), with PostgreSQL the server's part is the second figure.
 */
async function measured(
  fn: () => Promise<void>,
  dbCpu: () => Promise<number | null>,
): Promise<{ seconds: number; peakMb: number; cpuSeconds: number; dbCpuSeconds: number | null }> {
  global.gc?.();
  const db0 = await dbCpu();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await fn();
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const db1 = await dbCpu();
  return {
    seconds,
    peakMb: (peak - base) / 1024 / 1024,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    dbCpuSeconds: db0 === null || db1 === null ? null : db1 - db0,
  };
}

/**
 * With BENCH_IMPORT_PROFILE=<directory>, fn runs under the CPU profiler and its profile is written
 * there as <name>.cpuprofile (open it in Chrome's DevTools): where the commit's time goes.
 */
async function profiled(name: string, fn: () => Promise<void>): Promise<void> {
  const dir = process.env.BENCH_IMPORT_PROFILE;
  if (!dir) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${dir}/${name}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
}

const open = (kind: BenchDatabaseKind) => openBenchDatabase(kind, 'import', { onDisk: true });

export async function importBench(): Promise<void> {
  // Imported attendance becomes pay as in the server (the pay module's hook, registered with its routes there).
  onAttendancesChanged(onAttendancesChangedRecompute);
  const rows: Array<Record<string, string | number>> = [];
  const data = file();
  console.log(`file: ${ROWS} rows, ${(data.length / 1024 / 1024).toFixed(1)} MB; ${WORKERS} workers`);
  for (const kind of KINDS) {
    const { database, drop } = await open(kind);
    try {
      await database.migrate();
      const actorId = await seed(database.db);
      const deps: ImportDeps = {
        db: database.db,
        files: databaseStorage,
        log: { error: (o, m) => console.error(m, o) },
        env: { db: database.db, publicUrl: 'http://bench.test', roundingMinutes: 15, kickMail: () => undefined },
      };
      const actor = { id: actorId, role: 'hr' as const };
      let id = '';
      const dbCpu = () => databaseCpu(database.db, kind);
      const check = await measured(async () => {
        id = (await uploadImport(deps, actor, 'bench.csv', data)).id;
        await idle();
      }, dbCpu);
      const checked = await importRow(database.db, id);
      const counts = checked.counts as ImportCounts;
      if (checked.status !== 'checked' || counts.errorRows)
        throw new Error(`check: ${checked.status} ${JSON.stringify(counts)}`);
      const commit = await measured(
        () =>
          profiled(`commit-${kind}`, async () => {
            await commitImport(deps, actor, id);
            await idle();
          }),
        dbCpu,
      );
      const committed = await importRow(database.db, id);
      if (committed.status !== 'committed') throw new Error(`commit: ${committed.status} ${committed.failure}`);
      const rate = (s: number) => Math.round(ROWS / s);
      // The process's CPU seconds, and the database server's after a + where it is another process.
      const cpuOf = (m: { cpuSeconds: number; dbCpuSeconds: number | null }) =>
        m.cpuSeconds.toFixed(1) + (m.dbCpuSeconds === null ? '' : ` + ${m.dbCpuSeconds.toFixed(1)}`);
      rows.push({
        database: kind,
        rows: ROWS,
        'check s': check.seconds.toFixed(1),
        'check rows/s': rate(check.seconds),
        'check cpu s': cpuOf(check),
        'commit s': commit.seconds.toFixed(1),
        'commit rows/s': rate(commit.seconds),
        'commit cpu s': cpuOf(commit),
        'peak RSS growth check': `${Math.round(check.peakMb)} MB`,
        'peak RSS growth commit': `${Math.round(commit.peakMb)} MB`,
        created: `${counts.rosters.create} rosters, ${counts.shifts.create} shifts, ${counts.assignments.create} assignments, ${counts.attendance.create} attendance`,
      });
    } finally {
      await database.close();
      await drop?.();
    }
  }
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')} (${cpus().length} cores)`,
  );
  printTable(
    'Roster import (targets on PostgreSQL: check >= 10,000 rows/s, commit >= 5,000 rows/s, growth <= 200 MB)',
    rows,
  );
}
