import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { setClock } from '@wf/shared/domain/clock';
import { addDays } from '@wf/shared/domain/rosters/roster-rules';
import type { PayLine } from '@wf/shared/domain/pay/shift-pay';
import { shiftExtras } from '@wf/shared/domain/reports/employment-cost';
import { payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { NOT_WORKED_SQL } from './report-service.ts';

/**
 * The stored per-shift shares of a frozen run (shift_payment_run_shares, decision 019 "Reports at
 * full size") are written when hr confirms the run and removed when it is sent back, so a run sent
 * back, changed and confirmed again carries the new shares, never the old ones.
 */
const ctx = useTestContext({ demo: true }, 300_000);
afterAll(() => setClock(null));
const q = async <T>(text: ReturnType<typeof sql>) => (await ctx.app.db.execute(text)).rows as T[];

type Line = { worker_id: string; pay: number; allowance: number; other: number; reimbursement: number; deduction: number; cpf: number; sdl: number };
type Share = { id: string; worker_id: string; total_cents: number; adj: number | null; adjustments: number | null; employer_cpf: number | null; sdl: number | null };

/** The run's stored shares, checked line by line against the pay runs and shiftExtras; the shares by shift. */
async function checkShares(runId: string): Promise<Map<string, Share>> {
  const lines = await q<Line>(sql`select prl.worker_id, (prl.basic_pay_cents + prl.overtime_pay_cents + prl.rest_day_pay_cents
      + prl.public_holiday_pay_cents - ${NOT_WORKED_SQL})::int as pay,
      prl.allowance_cents as allowance, prl.other_addition_cents as other, prl.reimbursement_cents as reimbursement,
      prl.deduction_cents as deduction, prl.employer_cpf_cents as cpf, prl.sdl_cents as sdl
    from pay_run_lines prl where prl.run_id = ${runId}::uuid`);
  const shares = await q<Share>(sql`select sp.id, sp.worker_id, sp.total_cents, s.rounding_cents as adj, s.adjustments_cents as adjustments,
      s.employer_cpf_cents as employer_cpf, s.sdl_cents as sdl
    from shift_payments sp left join shift_payment_run_shares s on s.shift_payment_id = sp.id and s.run_id = ${runId}::uuid
    where sp.pay_run_id = ${runId}::uuid order by sp.date, sp.id`);
  expect(shares.length).toBeGreaterThan(0);
  expect(shares.every((s) => s.adj !== null), 'every shift of the frozen run has its shares').toBe(true);
  let checked = 0;
  for (const l of lines) {
    const mine = shares.filter((s) => s.worker_id === l.worker_id);
    if (!mine.length) continue;
    const pays = mine.map((s) => s.total_cents + s.adj!);
    expect(pays.reduce((a, p) => a + p, 0), `${l.worker_id}: shifts + rounding = the line's pay`).toBe(l.pay);
    const want = shiftExtras(
      { allowanceCents: l.allowance, otherAdditionCents: l.other, reimbursementCents: l.reimbursement, deductionCents: l.deduction, employerCpfCents: l.cpf, sdlCents: l.sdl },
      pays,
    );
    expect(mine.map((s) => ({ adjustmentsCents: s.adjustments, employerCpfCents: s.employer_cpf, sdlCents: s.sdl }))).toEqual(want);
    checked++;
  }
  expect(checked).toBeGreaterThan(0);
  return new Map(shares.map((s) => [s.id, s]));
}

const count = async (runId: string) =>
  (await q<{ n: number }>(sql`select count(*)::int as n from shift_payment_run_shares where run_id = ${runId}::uuid`))[0]!.n;

describe(`a frozen run's stored shares (${dbLabel})`, () => {
  it('hr confirming writes them, sending back removes them, and a changed run confirmed again carries the new shares', async () => {
    const [draft] = await q<{ id: string; version: number; period_end: string }>(sql`select id, version, period_end::text from pay_runs where status = 'draft' and frequency = 'monthly'
      and exists (select 1 from shift_payments sp where sp.pay_run_id = pay_runs.id) order by period_start limit 1`);
    expect(draft, 'the demo has a draft monthly run with shifts').toBeDefined();
    expect(await count(draft!.id)).toBe(0);
    setClock(`${addDays(draft!.period_end, 2)}T02:00:00.000Z`, { running: true }); // hr confirms after the period

    const confirmed = await ctx.call('hr', payRunEndpoints.confirm, { params: { id: draft!.id }, body: { version: draft!.version } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const before = await checkShares(draft!.id);

    const back = await ctx.call('hr', payRunEndpoints.sendBack, { params: { id: draft!.id }, body: { version: confirmed.answer().version, reason: 'Pay corrected' } });
    expect(back.statusCode, back.body).toBe(200);
    expect(await count(draft!.id), 'a draft has no shares').toBe(0);

    // A correction while it is a draft: one shift's first pay line is paid three hours more.
    const [shift] = await q<{ id: string; lines: PayLine[] }>(sql`select id, lines from shift_payments where pay_run_id = ${draft!.id}::uuid order by date, id limit 1`);
    const first = shift!.lines[0]!;
    const more = Math.round((first.rateCents * first.multiplier * 3) / 1000);
    const lines = [{ ...first, minutes: first.minutes + 180, amountCents: first.amountCents + more }, ...shift!.lines.slice(1)];
    await q(sql`update shift_payments set lines = ${JSON.stringify(lines)}::jsonb, total_cents = total_cents + ${more},
      worked_minutes = worked_minutes + 180 where id = ${shift!.id}::uuid`);
    const regen = await ctx.call('hr', payRunEndpoints.regenerate, { params: { id: draft!.id }, body: { version: back.answer().version } });
    expect(regen.statusCode, regen.body).toBe(200);
    const again = await ctx.call('hr', payRunEndpoints.confirm, { params: { id: draft!.id }, body: { version: regen.answer().version } });
    expect(again.statusCode, again.body).toBe(200);

    const after = await checkShares(draft!.id);
    const worker = before.get(shift!.id)!.worker_id;
    const sharesOf = (m: Map<string, Share>) => [...m.values()].filter((s) => s.worker_id === worker).map((s) => [s.total_cents, s.employer_cpf, s.sdl]);
    expect(sharesOf(after), "the corrected worker's shares are the new ones").not.toEqual(sharesOf(before));
  });
});
