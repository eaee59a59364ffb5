import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Ir8aYearList } from '@wf/shared/contracts/payroll-files/payroll-files';
import { ir8aYear } from '@wf/shared/domain/pay/ir8a';
import type { DbOrTx } from '../../../db/client.ts';
import { payRunLines, payRuns, workers } from '../../../db/schema/index.ts';

/**
 * IR8A figures of a year (issue #30): the stored lines of the runs paid in that calendar year (their
 * payment date), per worker, with the particulars IRAS requires that each record lacks. Only flags
 * leave: no ID number is sent.
 */
export async function ir8aYearList(db: DbOrTx, year: number): Promise<Ir8aYearList> {
  const lines = await db
    .select({
      workerId: payRunLines.workerId,
      workerName: payRunLines.workerName,
      employeeCode: payRunLines.employeeCode,
      periodStart: payRuns.periodStart,
      periodEnd: payRuns.periodEnd,
      allowanceCents: payRunLines.allowanceCents,
      grossCents: payRunLines.grossCents,
      employeeCpfCents: payRunLines.employeeCpfCents,
    })
    .from(payRunLines)
    .innerJoin(payRuns, eq(payRuns.id, payRunLines.runId))
    .where(and(eq(payRuns.status, 'paid'), gte(payRuns.paymentDate, `${year}-01-01`), lte(payRuns.paymentDate, `${year}-12-31`)));
  const figures = ir8aYear(lines);
  const ids = figures.map((f) => f.workerId);
  const records =
    ids.length === 0
      ? []
      : await db
          .select({ id: workers.id, idNumber: workers.idNumber, dateOfBirth: workers.dateOfBirth, nationality: workers.nationality })
          .from(workers)
          .where(inArray(workers.id, ids));
  const byId = new Map(records.map((r) => [r.id, r]));
  const items = figures.map((f) => {
    const r = byId.get(f.workerId);
    const missing: Ir8aYearList['items'][number]['missing'] = [];
    if (!r?.idNumber?.trim()) missing.push('idNumber');
    if (!r?.dateOfBirth) missing.push('dateOfBirth');
    if (!r?.nationality?.trim()) missing.push('nationality');
    const { bonusCents: _b, directorsFeesCents: _d, ...shown } = f;
    return { ...shown, missing };
  });
  return {
    year,
    yearOfAssessment: year + 1,
    items,
    totals: {
      totalIncomeCents: items.reduce((s, i) => s + i.totalIncomeCents, 0),
      employeeCpfCents: items.reduce((s, i) => s + i.employeeCpfCents, 0),
      workers: items.length,
      missingData: items.filter((i) => i.missing.length > 0).length,
    },
  };
}
