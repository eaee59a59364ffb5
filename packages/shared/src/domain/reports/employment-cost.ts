/**
 * The employment cost of shifts and the margin a staffing office reads (issue #28, item "margins
 * that include adjustments and employer CPF"; docs/decisions/019-reports.md, "Margin").
 *
 * A pay run line (one worker, one run) carries, beside the shifts' pay, the worker's approved
 * adjustments (allowances and other additions, reimbursements, deductions) and the employer's
 * statutory costs of those wages (employer CPF, SDL). The line is per worker; a report splits by
 * project, client and position, so each line's costs beyond pay are spread over the line's shifts in
 * proportion to their pay, exactly to the cent (allocateCents), and every split sums to the runs.
 *
 *   employment cost = pay + adjustments (additions + reimbursements - deductions) + employer CPF + SDL
 *   margin          = bill - employment cost
 *
 * The employee's CPF share is not a cost of the office: it is withheld from the worker's gross pay.
 */

/** A frozen run line's figures beyond the shifts' pay (pay_run_lines columns). */
export interface LineExtras {
  allowanceCents: number;
  otherAdditionCents: number;
  reimbursementCents: number;
  /** Positive: what the deductions take off the worker's pay. */
  deductionCents: number;
  employerCpfCents: number;
  sdlCents: number;
}

/** One shift's share of its line's extras. */
export interface ShiftExtras {
  /** Additions + reimbursements - deductions (may be negative). */
  adjustmentsCents: number;
  employerCpfCents: number;
  sdlCents: number;
}

/**
 * Splits `total` cents over `weights` in proportion, exactly: each part is the floor of its exact
 * share (of the absolute total), and the cents left go one each to the largest remainders (ties to
 * the earlier part); a negative total is split as its absolute value and negated. Weights must be
 * non-negative; when they are all zero the split is equal. The parts always sum to `total`.
 * 100 over [1, 1, 1] -> [34, 33, 33]; 10 over [3, 1] -> [8, 2]; -5 over [1, 1] -> [-3, -2].
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total)) throw new RangeError(`Not a whole number of cents: ${total}`);
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError('Nothing to spread the cents over');
    return [];
  }
  if (weights.some((w) => !Number.isInteger(w) || w < 0))
    throw new RangeError('Weights are whole numbers, not negative');
  const sum = weights.reduce((a, w) => a + w, 0);
  const ws = sum === 0 ? weights.map(() => 1) : weights;
  const denominator = sum === 0 ? weights.length : sum;
  const abs = Math.abs(total);
  // In BigInt: cents x a week's pay in cents can pass 2^53.
  const parts = ws.map((w, i) => {
    const exact = BigInt(abs) * BigInt(w);
    return { i, floor: Number(exact / BigInt(denominator)), rest: exact % BigInt(denominator) };
  });
  let left = abs - parts.reduce((a, p) => a + p.floor, 0);
  const order = [...parts].sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const p of order) {
    if (left === 0) break;
    p.floor += 1;
    left -= 1;
  }
  return parts.map((p) => (total < 0 ? -p.floor : p.floor) || 0);
}

/** A line's extras spread over its shifts by their pay (each part exact; the parts sum to the line). */
export function shiftExtras(line: LineExtras, shiftPayCents: readonly number[]): ShiftExtras[] {
  const weights = shiftPayCents.map((p) => Math.max(0, p));
  const adjustments = allocateCents(
    line.allowanceCents + line.otherAdditionCents + line.reimbursementCents - line.deductionCents,
    weights,
  );
  const cpf = allocateCents(line.employerCpfCents, weights);
  const sdl = allocateCents(line.sdlCents, weights);
  return weights.map((_w, i) => ({ adjustmentsCents: adjustments[i]!, employerCpfCents: cpf[i]!, sdlCents: sdl[i]! }));
}

/** Employment cost = pay + adjustments + employer CPF + SDL. */
export const employmentCostCents = (payCents: number, x: ShiftExtras): number =>
  payCents + x.adjustmentsCents + x.employerCpfCents + x.sdlCents;

/** Margin = bill - employment cost. */
export const marginAfterCostsCents = (billCents: number, payCents: number, x: ShiftExtras): number =>
  billCents - employmentCostCents(payCents, x);
