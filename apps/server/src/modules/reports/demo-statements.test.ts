import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@wf/shared/domain/clock';
import { billingStatementEndpoints, reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { demoSteps } from '../../seed/seed.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { seedDemoStatement } from './demo-statements.ts';

/**
 * The demo's issued statement (issue #28): on 3 December the demo's shifts reach back into November,
 * which is over, so November's statement of the client billed most is issued (finance prepares, admin
 * issues) and "Send to client" has something to send.
 */
const ctx = useTestContext(undefined, 300_000);
const q = async <T>(text: ReturnType<typeof sql>) => (await ctx.app.db.execute(text)).rows as T[];

beforeAll(async () => {
  setClock('2026-12-03T02:00:00Z', { running: true });
  for (const step of await demoSteps()) await step.run(ctx.database);
}, 300_000);
afterAll(() => setClock(null));

describe(`the demo's billing statement (${dbLabel})`, () => {
  it("is last month's, issued by another person than its preparer, its subtotal the report's bill of its client; sent to the billing contact", async () => {
    const rows = await q<{ id: string; month: string; status: string; prepared: string; issued: string }>(sql`
      select s.id, s.month, s.status, p.email as prepared, i.email as issued from billing_statements s
      join users p on p.id = s.prepared_by join users i on i.id = s.issued_by`);
    expect(rows).toEqual([{ id: expect.any(String), month: '2026-11', status: 'issued', prepared: 'finance@example.com', issued: 'admin@example.com' }]);
    const s = (await ctx.call('finance', billingStatementEndpoints.get, { params: { id: rows[0]!.id } })).answer();
    expect(s.number).toMatch(/^BS-\d{6}$/);
    const report = (await ctx.call('finance', reportEndpoints.report, { query: { period: 'month', date: '2026-11-01', by: 'client' } })).answer();
    const top = [...report.rows].sort((a, b) => b.billCents - a.billCents)[0]!;
    expect(s.clientId).toBe(top.id);
    expect(s.subtotalCents).toBe(top.billCents);
    expect(s.sendTo).not.toBeNull();
    // Run again: nothing more (idempotent).
    expect(await seedDemoStatement(ctx.app.db)).toBe(0);
  });

  it('is not made when last month has no shifts (later in a month, the demo is all in the running month)', async () => {
    await q(sql`delete from billing_statements`);
    expect(await seedDemoStatement(ctx.app.db, new Date('2027-02-10T02:00:00Z'))).toBe(0);
    expect((await q<{ n: number }>(sql`select count(*)::int as n from billing_statements`))[0]!.n).toBe(0);
  });
});
