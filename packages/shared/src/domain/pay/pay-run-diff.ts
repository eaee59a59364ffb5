/**
 * What a regeneration changed in one worker's line, per pay line and adjustment (issue #25 item 6):
 * a pay line is the same line when its month, kind, rate and multiplier are (decision 012); an
 * adjustment when its id is. Only what differs is listed: a line that is new has no "before", one
 * that is gone no "after".
 */
import type { PayRunAdjustmentItem, PayRunRateLine } from './pay-run.ts';
import type { PayLineKind } from './shift-pay.ts';

export interface PayRunPayLineChange {
  part: 'pay';
  kind: PayLineKind;
  month: string;
  rateCents: number;
  multiplier: number;
  beforeMinutes: number | null;
  afterMinutes: number | null;
  beforeCents: number | null;
  afterCents: number | null;
}

export interface PayRunAdjustmentChange {
  part: 'adjustment';
  adjustmentId: string;
  category: PayRunAdjustmentItem['category'];
  reason: string;
  beforeCents: number | null;
  afterCents: number | null;
}

export type PayRunLineChange = PayRunPayLineChange | PayRunAdjustmentChange;

const payKey = (l: PayRunRateLine) => `${l.month}|${l.kind}|${l.rateCents}|${l.multiplier}`;

/** The changes between a worker's line before and after a regeneration, pay lines first (in the after line's order, then the gone ones), then adjustments. */
export function payRunLineChanges(
  before: { payLines: readonly PayRunRateLine[]; adjustments: readonly PayRunAdjustmentItem[] } | null,
  after: { payLines: readonly PayRunRateLine[]; adjustments: readonly PayRunAdjustmentItem[] } | null,
): PayRunLineChange[] {
  const out: PayRunLineChange[] = [];
  const oldPay = new Map((before?.payLines ?? []).map((l) => [payKey(l), l]));
  const seen = new Set<string>();
  const pay = (o: PayRunRateLine | undefined, n: PayRunRateLine | undefined) => {
    const l = (n ?? o)!;
    if (o && n && o.minutes === n.minutes && o.amountCents === n.amountCents) return;
    out.push({
      part: 'pay',
      kind: l.kind,
      month: l.month,
      rateCents: l.rateCents,
      multiplier: l.multiplier,
      beforeMinutes: o?.minutes ?? null,
      afterMinutes: n?.minutes ?? null,
      beforeCents: o?.amountCents ?? null,
      afterCents: n?.amountCents ?? null,
    });
  };
  for (const n of after?.payLines ?? []) {
    seen.add(payKey(n));
    pay(oldPay.get(payKey(n)), n);
  }
  for (const o of before?.payLines ?? []) if (!seen.has(payKey(o))) pay(o, undefined);

  const oldAdj = new Map((before?.adjustments ?? []).map((a) => [a.adjustmentId, a]));
  const newAdj = new Map((after?.adjustments ?? []).map((a) => [a.adjustmentId, a]));
  const adj = (o: PayRunAdjustmentItem | undefined, n: PayRunAdjustmentItem | undefined) => {
    const a = (n ?? o)!;
    if (o && n && o.amountCents === n.amountCents) return;
    out.push({ part: 'adjustment', adjustmentId: a.adjustmentId, category: a.category, reason: a.reason, beforeCents: o?.amountCents ?? null, afterCents: n?.amountCents ?? null });
  };
  for (const n of newAdj.values()) adj(oldAdj.get(n.adjustmentId), n);
  for (const o of oldAdj.values()) if (!newAdj.has(o.adjustmentId)) adj(o, undefined);
  return out;
}
