import { loadavg } from 'node:os';
// The Fastify type augmentations (app.db, request.user, route config) the services' modules rely on.
import type {} from '../apps/server/src/app.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { recomputeWorkerWeek, recomputeWorkerWeeks } from '../apps/server/src/modules/pay/recompute.ts';
import { paySettingsReply } from '../apps/server/src/modules/pay/pay-settings.ts';
import { updatePaySettings } from '../apps/server/src/modules/pay/pay-settings-service.ts';
import { DEFAULT_PAY_SETTINGS } from '@wf/shared/contracts/pay/pay';
import { computeShiftPay, DEFAULT_PAY_RULES, type AttendedShift } from '@wf/shared/domain/pay/shift-pay';
import { openBenchDatabase, type BenchDatabaseKind } from './lib/database.ts';
import { printTable } from './lib/report.ts';

/**
 * `npm run bench -- pay`: recompute a month of attended shifts (50,000 for 5,000 workers by default)
 * through the pay module's recompute, on PGlite and PostgreSQL, beside the pure function alone on the
 * same shifts. Target on PostgreSQL (issue #15): the month in <= 5 s, the database part <= 3x the
 * pure function. Four figures per database: the month's first computation (every payment written,
 * every worker-week of the month in one recompute and one transaction), finance changing a pay rule (the service
 * updatePaySettings: every open payment of the month recomputed in its one transaction, and every
 * one changes), the same rules saved again (recomputed, nothing changes, nothing written), and one
 * worker-week a transaction as an attendance edit does.
 */
const WORKERS = Number(process.env.BENCH_PAY_WORKERS ?? 5_000);
const LOCATIONS = 10;
const DAYS = 28; // 2027-03-01 (a Monday) to 2027-03-28: four whole weeks
const MONTH = '2027-03-01';

/** Every worker works 10 of the 28 days ((day + worker) % 14 < 5), 09:00 to 18:00-21:00 with a 60-minute break. */
export async function seed(db: Database['db'], workers = WORKERS): Promise<void> {
  await db.execute(sql`
    insert into workers (client_name, contact_number, contact_email, date_of_birth, id_type, id_number, position_applied, status, employee_code)
    select 'Pay Bench ' || g, '9' || lpad(g::text, 7, '0'), 'p' || g || '@bench.test', date '1990-01-01', 'NRIC',
      'S' || lpad(g::text, 7, '0') || chr(65 + g % 26), 'Food Operator', 'active', 'PT-' || lpad(g::text, 6, '0')
    from generate_series(0, ${workers - 1}) g`);
  await db.execute(sql`insert into clients (name, uen) values ('Pay Bench Client', '53990000A')`);
  await db.execute(sql`
    insert into projects (code, client_id, name, start_date, status)
    select 'PRJ-P' || lpad(p::text, 3, '0'), c.id, 'Pay bench ' || p, date '2027-01-01', 'active'
    from generate_series(0, ${LOCATIONS - 1}) p cross join clients c`);
  await db.execute(sql`
    insert into project_positions (project_id, position, pay_rate_cents, bill_rate_cents, headcount, sort)
    select id, 'Food Operator', 1200, 1600, 1000, 0 from projects`);
  await db.execute(sql`
    insert into project_locations (project_id, name, address, formatted_address, postal_code, lat, lng)
    select id, code || ' site', '{}'::jsonb, code || ' Bench Road', '609999', 1.3, 103.8 from projects`);
  await db.execute(sql`
    insert into rosters (location_id, project_id, date, status, published_at)
    select l.id, l.project_id, ${MONTH}::date + d, 'published', now() from project_locations l cross join generate_series(0, ${DAYS - 1}) d`);
  await db.execute(sql`
    insert into roster_shifts (roster_id, position_id, start_minute, end_minute, starts_at, ends_at, break_minutes, headcount, sort)
    select r.id, pp.id, 540, 1080, (r.date::timestamp + interval '9 hours') at time zone 'Asia/Singapore',
      (r.date::timestamp + interval '18 hours') at time zone 'Asia/Singapore', 60, 1000, 0
    from rosters r join project_positions pp on pp.project_id = r.project_id`);
  await db.execute(sql`
    with w as (select id, (substring(employee_code from 4))::int as n from workers where client_name like 'Pay Bench %'),
    l as (select s.id, s.starts_at, s.ends_at, r.date, (substring(p.code from 6))::int as loc
          from roster_shifts s join rosters r on r.id = s.roster_id join projects p on p.id = r.project_id)
    insert into roster_assignments (shift_id, worker_id, starts_at, ends_at, rostered_minutes, confirmation)
    select l.id, w.id, l.starts_at, l.ends_at, 480, 'confirmed'
    from w join l on l.loc = w.n % ${LOCATIONS} and ((l.date - ${MONTH}::date) + w.n) % 14 < 5`);
  await db.execute(sql`
    insert into roster_attendance (assignment_id, clock_in_at, clock_out_at, paid_start_at, paid_end_at, paid_minutes, rounding_step_minutes, status)
    select a.id, a.starts_at, a.ends_at + ((w.n % 4) * interval '1 hour'), a.starts_at, a.ends_at + ((w.n % 4) * interval '1 hour'),
      480 + (w.n % 4) * 60, 15, 'on_time'
    from roster_assignments a join (select id, (substring(employee_code from 4))::int as n from workers) w on w.id = a.worker_id`);
  for (const t of [
    'workers',
    'rosters',
    'roster_shifts',
    'roster_assignments',
    'roster_attendance',
    'project_positions',
  ])
    await db.execute(sql.raw(`analyze ${t}`));
}

/** The same month in memory: per worker and week, the attended shifts as computeShiftPay takes them. */
function pureWeeks(): AttendedShift[][] {
  const weeks: AttendedShift[][] = [];
  for (let n = 0; n < WORKERS; n++) {
    for (let week = 0; week < DAYS / 7; week++) {
      const shifts: AttendedShift[] = [];
      for (let d = week * 7; d < week * 7 + 7; d++) {
        if ((d + n) % 14 >= 5) continue;
        const date = new Date(Date.UTC(2027, 2, 1 + d)).toISOString().slice(0, 10);
        const dayKind = d % 7 === 6 ? 'rest_day' : 'normal';
        shifts.push({
          id: `${n}-${d}`,
          date,
          paidStartMinute: 540,
          paidEndMinute: 1080 + (n % 4) * 60,
          breakMinutes: 60,
          positionRateCents: 1200,
          dayKind,
        });
      }
      if (shifts.length) weeks.push(shifts);
    }
  }
  return weeks;
}

/** This bench's database (lib/database.ts). */
export const open = (kind: BenchDatabaseKind) => openBenchDatabase(kind, 'pay');

export async function payBench(): Promise<void> {
  const rows: Array<Record<string, string | number>> = [];
  const weeks = pureWeeks();
  const shiftCount = weeks.reduce((n, w) => n + w.length, 0);
  computeShiftPay({ shifts: weeks[0]!, rules: DEFAULT_PAY_RULES }); // warm
  const p0 = performance.now();
  for (const shifts of weeks) computeShiftPay({ shifts, rules: DEFAULT_PAY_RULES });
  const pureMs = performance.now() - p0;
  rows.push({
    database: 'none',
    what: 'pure computeShiftPay',
    shifts: shiftCount,
    'whole month': `${(pureMs / 1000).toFixed(2)} s`,
    'shifts / s': Math.round((shiftCount / pureMs) * 1000).toLocaleString('en'),
    'x pure': '1.0',
    load: loadavg()[0]!.toFixed(1),
  });

  // BENCH_PAY_DB=PostgreSQL (or PGlite) runs one database only.
  for (const kind of (['PostgreSQL', 'PGlite'] as const).filter(
    (k) => !process.env.BENCH_PAY_DB || k === process.env.BENCH_PAY_DB,
  )) {
    const { database, drop } = await open(kind);
    try {
      await database.migrate();
      const t0 = performance.now();
      await seed(database.db);
      const db = database.db;
      const pairs = (
        await db.execute(sql`
          select distinct a.worker_id as "workerId", date_trunc('week', r.date)::date::text as monday
          from roster_attendance t join roster_assignments a on a.id = t.assignment_id
          join roster_shifts s on s.id = a.shift_id join rosters r on r.id = s.roster_id`)
      ).rows as Array<{ workerId: string; monday: string }>;
      console.log(`${kind}: ${pairs.length} worker-weeks seeded in ${Math.round(performance.now() - t0)} ms`);
      const given = { settings: DEFAULT_PAY_SETTINGS, holidays: new Set<string>() };
      // The month's first computation: one recompute of every worker-week in one transaction (one read
      // of the month's attendance, one of its payments, upserts of 2,000 rows).
      const month = pairs.map((p) => ({ workerId: p.workerId, weekStart: p.monday }));
      const s0 = performance.now();
      await db.transaction((tx) => recomputeWorkerWeeks(tx, month, given));
      const dbMs = performance.now() - s0;
      const [paid] = (await db.execute(sql`select count(*)::int as n from shift_payments`)).rows as Array<{
        n: number;
      }>;
      const row = (what: string, took: number, shifts: number) =>
        rows.push({
          database: kind,
          what,
          shifts,
          'whole month': `${(took / 1000).toFixed(2)} s`,
          'shifts / s': Math.round((shifts / took) * 1000).toLocaleString('en'),
          'x pure': (took / shifts / (pureMs / shiftCount)).toFixed(1),
          // The machine's 1-minute load average when the row was measured (figures taken under load are not comparable with quiet ones).
          load: loadavg()[0]!.toFixed(1),
        });
      row('first computation, the month in one transaction', dbMs, paid!.n);
      // Finance changes a rule through the service (as PUT /api/pay/settings does): every open payment
      // is recomputed in one transaction. Overtime after 7.5 h a day changes every payment (each shift is 8 h or more).
      const [actor] = (
        await db.execute(sql`insert into users (name, username, email, role, account_status)
          values ('Bench Finance', 'bench-finance', 'bench-finance@bench.test', 'finance', 'active') returning id`)
      ).rows as Array<{ id: string }>;
      const changedRules = { ...DEFAULT_PAY_SETTINGS, dailyOvertimeAfterMinutes: 450 };
      const changedAt = new Date();
      const c0 = performance.now();
      // Saved with the version read (a stale one is refused, issue 26).
      const saveRules = async () =>
        updatePaySettings(db, actor!.id, { ...changedRules, version: (await paySettingsReply(db)).version });
      await saveRules();
      row('a pay rule changed (updatePaySettings): all rewritten', performance.now() - c0, paid!.n);
      const rewrittenSince = async (t: Date) =>
        (
          (
            await db.execute(
              sql`select count(*)::int as n from shift_payments where computed_at >= ${t.toISOString()}::timestamptz`,
            )
          ).rows as Array<{ n: number }>
        )[0]!.n;
      const rewritten = await rewrittenSince(changedAt);
      const againAt = new Date();
      const u0 = performance.now();
      await saveRules();
      row('the same rules saved again: recomputed, none written', performance.now() - u0, paid!.n);
      console.log(
        `${kind}: the rule change rewrote ${rewritten} of ${paid!.n} payments, saving it again ${await rewrittenSince(againAt)}`,
      );
      // One worker-week at a time (what an attendance edit does), on a sample of 200 worker-weeks; the
      // default rules given here differ from the saved ones, so every sampled payment is written.
      const sample = pairs.slice(0, 200);
      const w0 = performance.now();
      for (const p of sample) await db.transaction((tx) => recomputeWorkerWeek(tx, p.workerId, p.monday, given));
      const oneMs = performance.now() - w0;
      const sampleShifts = Math.round((paid!.n / pairs.length) * sample.length);
      row('recompute, one worker-week a transaction (200 sampled)', oneMs, sampleShifts);
    } finally {
      await database.close();
      await drop?.();
    }
  }
  printTable(
    `Shift pay: a month of ${shiftCount.toLocaleString('en')} attended shifts for ${WORKERS.toLocaleString('en')} workers (target on PostgreSQL: <= 5 s, <= 3x pure)`,
    rows,
  );
}
