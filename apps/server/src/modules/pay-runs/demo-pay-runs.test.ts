import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payRunRateLines, type PayRunRateLine, type PayRunShiftItem } from '@wf/shared/domain/pay/pay-run';
import type { PayLine } from '@wf/shared/domain/pay/shift-pay';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { seedDemoPayRuns } from './demo-pay-runs.ts';

const ctx = useTestContext({ demo: true }, 300_000);

describe(`demo pay runs (${dbLabel})`, () => {
  it('a paid weekly run of the first seeded week and a draft for the current month, consistent with the seeded pay, once', async () => {
    const q = async <T>(text: ReturnType<typeof sql>) => (await ctx.app.db.execute(text)).rows as T[];
    const runs = await q<{
      id: string;
      frequency: string;
      status: string;
      worker_count: number;
      gross_cents: number;
      net_cents: number;
    }>(
      sql`select id, frequency, status, worker_count, gross_cents::int, net_cents::int from pay_runs order by period_start`,
    );
    expect(runs.map((r) => [r.frequency, r.status])).toEqual(
      runs[0]!.frequency === 'weekly'
        ? [
            ['weekly', 'paid'],
            ['monthly', 'draft'],
          ]
        : [
            ['monthly', 'draft'],
            ['weekly', 'paid'],
          ],
    );
    const paid = runs.find((r) => r.status === 'paid')!;
    expect(paid.worker_count).toBeGreaterThan(0);
    // Run totals are the sum of their lines; each line is the sum of the shift payments it holds.
    const mismatched = await q(sql`
      select r.id from pay_runs r left join pay_run_lines l on l.run_id = r.id group by r.id
      having r.gross_cents <> coalesce(sum(l.gross_cents), 0) or r.net_cents <> coalesce(sum(l.net_cents), 0) or r.worker_count <> count(l.id)`);
    expect(mismatched).toEqual([]);
    // Each line's pay lines are its shift payments' pay lines regrouped per month, kind and rate, each
    // group rounded once (payRunRateLines); their minutes are the payments' minutes exactly.
    const payments = await q<{ worker_id: string; date: string; lines: PayLine[] }>(
      sql`select worker_id, date::text, lines from shift_payments where pay_run_id = ${paid.id} and status = 'locked' order by date, id`,
    );
    const stored = await q<{ worker_id: string; pay_lines: PayRunRateLine[]; basic: number }>(
      sql`select worker_id, pay_lines, (basic_pay_cents + overtime_pay_cents + rest_day_pay_cents + public_holiday_pay_cents)::int as basic from pay_run_lines where run_id = ${paid.id}`,
    );
    expect(payments.length).toBeGreaterThan(0);
    for (const line of stored) {
      const mine = payments.filter((p) => p.worker_id === line.worker_id);
      const expected = payRunRateLines(mine.map((p) => ({ date: p.date, lines: p.lines }) as unknown as PayRunShiftItem));
      expect(line.pay_lines).toEqual(expected);
      expect(line.basic).toBe(expected.reduce((s, l) => s + l.amountCents, 0));
      const minutes = (ls: readonly { minutes: number }[]) => ls.reduce((s, l) => s + l.minutes, 0);
      expect(minutes(line.pay_lines)).toBe(minutes(mine.flatMap((p) => p.lines)));
    }
    // Every attended shift payment is in one of the two runs' periods or outside both; none is in two.
    const contractors = await q(
      sql`select 1 from pay_run_lines where engagement_type = 'contractor' and employee_cpf_cents + employer_cpf_cents + sdl_cents > 0`,
    );
    expect(contractors).toEqual([]);
    expect(await seedDemoPayRuns(ctx.app.db)).toBe(0); // idempotent
  }, 300_000);
});
