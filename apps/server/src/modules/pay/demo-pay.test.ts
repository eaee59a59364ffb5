import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { seedDemoPay } from './demo-pay.ts';
import { adjustmentEndpoints } from '@wf/shared/contracts/pay/endpoints';

const ctx = useTestContext({ demo: true }, 300_000);

describe(`demo pay (${dbLabel})`, () => {
  it('pay for every seeded attended shift, adjustments in every state, once', async () => {
    const q = async <T>(text: ReturnType<typeof sql>) => (await ctx.app.db.execute(text)).rows as T[];
    const [attended] = await q<{ n: number }>(sql`
      select count(*)::int as n from roster_attendance where status <> 'no_show' and paid_minutes > 0`);
    const [paid] = await q<{ n: number; total: number }>(
      sql`select count(*)::int as n, coalesce(sum(total_cents), 0)::int as total from shift_payments`,
    );
    expect(attended!.n).toBeGreaterThan(0);
    expect(paid!.n).toBe(attended!.n);
    expect(paid!.total).toBeGreaterThan(0);
    const states = await q<{ status: string }>(sql`select distinct status from pay_adjustments order by status`);
    expect(states.map((s) => s.status)).toEqual(['approved', 'pending_finance', 'pending_hr', 'rejected']);
    const [stages] = await q<{ hr: number; finance: number; own: number }>(sql`
      select count(*) filter (where rejected_stage = 'hr')::int as hr, count(*) filter (where rejected_stage = 'finance')::int as finance,
             count(*) filter (where created_by = hr_reviewed_by or created_by = finance_reviewed_by)::int as own from pay_adjustments`);
    expect(stages).toEqual({ hr: 1, finance: 1, own: 0 });
    // No week's net pay below zero.
    const negative = await q(sql`
      select 1 from (select worker_id, week_start, sum(total_cents) as pay from shift_payments group by 1, 2) p
      left join (select worker_id, week_start, sum(amount_cents) as adj from pay_adjustments where status <> 'rejected' group by 1, 2) a
        using (worker_id, week_start) where p.pay + coalesce(a.adj, 0) < 0`);
    expect(negative).toHaveLength(0);
    // A manager sees the rejected one in the list, as creator; hr's page lists what waits for hr.
    const hr = (await ctx.call('hr', adjustmentEndpoints.list, { query: { status: 'pending_hr' } })).answer();
    expect(hr.total).toBe(3);
    expect(await seedDemoPay(ctx.app.db)).toBe(0); // idempotent
  }, 300_000);
});
