/**
 * Form IR8A's figures for one worker and one year (issue #30, decision 021): from the lines of the
 * pay runs paid in that calendar year (income counts in the year it is paid; the year of assessment
 * is the next one). Box (a) gross salary, fees, leave pay, wages and overtime pay; box (d)1(iii)
 * other allowances; the employee's compulsory CPF contributions; the period the payslips cover.
 * The boxes this business never pays (bonus, director's fees, commission, pension, lump sums,
 * benefits in kind) are zero. Pure; money in cents.
 */

/** What IR8A needs of one pay run line (as stored on the run). */
export type Ir8aLineInput = {
  workerId: string;
  workerName: string;
  employeeCode: string | null;
  periodStart: string;
  periodEnd: string;
  allowanceCents: number;
  grossCents: number;
  employeeCpfCents: number;
};

export type Ir8aFigures = {
  workerId: string;
  workerName: string;
  employeeCode: string | null;
  /** Box (a): gross less allowances (basic, overtime, rest day and public holiday pay, other additions, deductions). */
  salaryCents: number;
  bonusCents: 0;
  directorsFeesCents: 0;
  /** Box (d)1(iii): allowances other than transport and entertainment. */
  allowancesCents: number;
  /** Box (d) total, then the form's total income: (a) + (b) + (c) + (d). */
  totalIncomeCents: number;
  /** Employee's compulsory CPF contributions. */
  employeeCpfCents: number;
  /** The first and last day the year's payslips cover. */
  from: string;
  to: string;
  payslips: number;
};

/** The year's IR8A figures per worker, by name; totals equal the sum of the payslips' gross and CPF. */
export function ir8aYear(lines: readonly Ir8aLineInput[]): Ir8aFigures[] {
  const by = new Map<string, Ir8aFigures>();
  for (const l of lines) {
    const f =
      by.get(l.workerId) ??
      ({
        workerId: l.workerId,
        workerName: l.workerName,
        employeeCode: l.employeeCode,
        salaryCents: 0,
        bonusCents: 0,
        directorsFeesCents: 0,
        allowancesCents: 0,
        totalIncomeCents: 0,
        employeeCpfCents: 0,
        from: l.periodStart,
        to: l.periodEnd,
        payslips: 0,
      } satisfies Ir8aFigures);
    f.salaryCents += l.grossCents - l.allowanceCents;
    f.allowancesCents += l.allowanceCents;
    f.totalIncomeCents += l.grossCents;
    f.employeeCpfCents += l.employeeCpfCents;
    if (l.periodStart < f.from) f.from = l.periodStart;
    if (l.periodEnd > f.to) f.to = l.periodEnd;
    f.payslips += 1;
    by.set(l.workerId, f);
  }
  return [...by.values()].sort((a, b) => a.workerName.localeCompare(b.workerName) || a.workerId.localeCompare(b.workerId));
}
