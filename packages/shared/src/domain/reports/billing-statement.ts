/**
 * The client billing statement (issue #28, item 5; docs/decisions/030-billing-statements.md):
 * per client and month, the bill amounts of the monthly report grouped by project, position and
 * day kind, then subtotal, GST and total. Money in integer cents, time in integer minutes.
 *
 * - A line's bill amount is the sum of its shifts' bill amounts (billCents, rounded per pay line),
 *   so the subtotal equals the monthly report's bill amount for the client to the cent.
 * - GST is charged once on the subtotal, rounded half up to the cent (IRAS allows rounding the GST
 *   of an invoice to the nearest cent); none when the business is not GST-registered.
 */
import type { DayKind as PayDayKind } from '../pay/shift-pay.ts';

export interface StatementLine {
  projectId: string;
  /** "P-001 Harbour Front Events". */
  project: string;
  position: string;
  dayKind: PayDayKind;
  shifts: number;
  minutes: number;
  billCents: number;
}

export interface StatementTotals {
  subtotalCents: number;
  /** null when the business is not GST-registered. */
  gstBasisPoints: number | null;
  gstCents: number;
  totalCents: number;
}

/** GST on a subtotal at a rate in basis points (900 = 9%), rounded half up: 10005 at 9% -> 900.45 -> 900. */
export function gstCents(subtotalCents: number, rateBasisPoints: number): number {
  if (!Number.isInteger(subtotalCents) || !Number.isInteger(rateBasisPoints) || rateBasisPoints < 0)
    throw new RangeError('Whole cents and basis points');
  const n = Math.abs(subtotalCents) * rateBasisPoints;
  const rounded = Math.floor((2 * n + 10000) / 20000);
  return subtotalCents < 0 ? -rounded : rounded;
}

/** Subtotal (the lines' bill amounts), GST when registered, and total. */
export function statementTotals(
  lines: readonly Pick<StatementLine, 'billCents'>[],
  gstRateBasisPoints: number | null,
): StatementTotals {
  const subtotalCents = lines.reduce((a, l) => a + l.billCents, 0);
  const gst = gstRateBasisPoints === null ? 0 : gstCents(subtotalCents, gstRateBasisPoints);
  return { subtotalCents, gstBasisPoints: gstRateBasisPoints, gstCents: gst, totalCents: subtotalCents + gst };
}

const DAY_ORDER: Record<PayDayKind, number> = { normal: 0, rest_day: 1, public_holiday: 2 };

/** Lines in the statement's order: project, position, then normal, rest day, public holiday. */
export function sortStatementLines<L extends StatementLine>(lines: readonly L[]): L[] {
  return [...lines].sort(
    (a, b) =>
      a.project.localeCompare(b.project, 'en') ||
      a.position.localeCompare(b.position, 'en') ||
      DAY_ORDER[a.dayKind] - DAY_ORDER[b.dayKind],
  );
}

/** The statement number as printed: 7 -> "BS-000007". */
export const statementNumberText = (n: number): string => `BS-${String(n).padStart(6, '0')}`;

/** The payment due date: issue date + the client's payment terms in days (YYYY-MM-DD). */
export function dueDate(issueDate: string, termsDays: number): string {
  const d = new Date(`${issueDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not a date: ${issueDate}`);
  return new Date(d.getTime() + termsDays * 86_400_000).toISOString().slice(0, 10);
}
