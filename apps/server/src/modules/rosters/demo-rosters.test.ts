import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rosters } from '../../db/schema/index.ts';
import { demoSteps } from '../../seed/seed.ts';
import { createTestContext, dbLabel, type TestContext } from '../../test/harness.ts';
import { seedDemoRosters } from './demo-rosters.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe(`demo rosters (${dbLabel})`, () => {
  it('four weeks around today with assignments, confirmations and attendance (lates, no-shows), once', async () => {
    for (const step of await demoSteps()) await step.run(ctx.database);
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
    const board = await ctx.call('manager', 'GET', `/api/rosters/board?view=week&date=${today}`);
    expect(board.statusCode).toBe(200);
    expect(
      board.json().locations.some((l: { cells: Array<{ roster: unknown }> }) => l.cells.some((c) => c.roster)),
    ).toBe(true);

    expect(await seedDemoRosters(db)).toBe(0);
    expect((await db.select({ n: count() }).from(rosters))[0]!.n).toBe(span!.n);
  }, 300_000);
});
