import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rosters } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { rosterEndpoints as e } from '@wf/shared/contracts/rosters/endpoints';
import { seedDemoRosters } from './demo-rosters.ts';

const ctx = useTestContext({ demo: true }, 300_000);

describe(`demo rosters (${dbLabel})`, () => {
  it('four weeks around today with assignments, confirmations and attendance (lates, no-shows), once', async () => {
    const db = ctx.app.db;
    const q = async <T>(text: ReturnType<typeof sql>) => (await db.execute(text)).rows as T[];
    const [span] = await q<{ first: string; last: string; n: number; published: number }>(
      sql`select min(date)::text as first, max(date)::text as last, count(*)::int as n,
            count(*) filter (where status = 'published')::int as published from rosters`,
    );
    expect(span!.n).toBeGreaterThan(50);
    expect(span!.published).toBeLessThan(span!.n); // some drafts ahead
    const [a] = await q<{ n: number; confirmed: number; declined: number }>(
      sql`select count(*)::int as n, count(*) filter (where confirmation = 'confirmed')::int as confirmed,
            count(*) filter (where confirmation = 'declined')::int as declined from roster_assignments`,
    );
    expect(a!.n).toBeGreaterThan(100);
    expect(a!.confirmed).toBeGreaterThan(0);
    expect(a!.declined).toBeGreaterThan(0);
    const statuses = await q<{ status: string }>(sql`select distinct status from roster_attendance order by status`);
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining(['late', 'no_show', 'on_time']));
    // Nobody works two overlapping shifts, and nobody is on a shift without a required valid certificate.
    const overlapping = await q(sql`
      select 1 from roster_assignments a join roster_assignments b
        on a.worker_id = b.worker_id and a.id < b.id and a.starts_at < b.ends_at and b.starts_at < a.ends_at`);
    expect(overlapping).toHaveLength(0);
    const inactive = await q(
      sql`select 1 from roster_assignments a join workers w on w.id = a.worker_id where w.status <> 'active'`,
    );
    expect(inactive).toHaveLength(0);
    // The board has life this week.
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const board = await ctx.call('manager', e.board, { query: { view: 'week', date: today } });
    expect(board.statusCode).toBe(200);
    expect(board.answer().locations.some((l) => l.cells.some((c) => c.roster))).toBe(true);

    // Staffed like a real office: most places of the published shifts up to today filled, a few shifts short.
    const [fill] = await q<{ places: number; filled: number; short: number; shifts: number }>(sql`
      select sum(s.headcount)::int as places, sum(least(a.n, s.headcount))::int as filled,
             count(*) filter (where a.n < s.headcount)::int as short, count(*)::int as shifts
        from roster_shifts s join rosters r on r.id = s.roster_id
        cross join lateral (select count(*)::int as n from roster_assignments x where x.shift_id = s.id) a
       where r.status = 'published' and r.date <= ${today}::date`);
    expect(fill!.filled / fill!.places).toBeGreaterThanOrEqual(0.8);
    expect(fill!.filled / fill!.places).toBeLessThan(0.97);
    expect(fill!.short).toBeGreaterThan(0);
    expect(fill!.short / fill!.shifts).toBeLessThan(0.25);

    expect(await seedDemoRosters(db)).toBe(0);
    expect((await db.select({ n: count() }).from(rosters))[0]!.n).toBe(span!.n);
  }, 300_000);
});
