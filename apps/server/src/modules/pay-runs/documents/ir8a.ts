import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Ir8aYearList } from '@wf/shared/contracts/payroll-files/payroll-files';
import { ir8aYear, type Ir8aFigures } from '@wf/shared/domain/pay/ir8a';
import type { DbOrTx } from '../../../db/client.ts';
import { payRunLines, payRuns, workers } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';
import { getBusinessProfile } from '../../business/index.ts';
import type { Ir8aFormInput } from './ir8a-items.ts';

const workerParticulars = {
  id: workers.id,
  name: workers.name,
  employeeCode: workers.employeeCode,
  idType: workers.idType,
  idNumber: workers.idNumber,
  dateOfBirth: workers.dateOfBirth,
  gender: workers.gender,
  nationality: workers.nationality,
  address: workers.residentialAddress,
  postalCode: workers.postalCode,
  bankName: workers.bankName,
  createdAt: workers.createdAt,
  lastWorkingDay: workers.lastWorkingDay,
};

/** The year's IR8A figures (from the runs paid in it) and the particulars of the workers they name. */
async function yearFigures(db: DbOrTx, year: number, workerId?: string) {
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
    .where(
      and(
        eq(payRuns.status, 'paid'),
        gte(payRuns.paymentDate, `${year}-01-01`),
        lte(payRuns.paymentDate, `${year}-12-31`),
        workerId ? eq(payRunLines.workerId, workerId) : undefined,
      ),
    );
  const figures = ir8aYear(lines);
  const ids = figures.map((f) => f.workerId);
  const records =
    ids.length === 0 ? [] : await db.select(workerParticulars).from(workers).where(inArray(workers.id, ids));
  return { figures, records: new Map(records.map((r) => [r.id, r])) };
}

/** The forms of a year (one worker's when `workerId` is given: 404 when nothing was paid to them in it). */
export async function ir8aForms(db: DbOrTx, year: number, workerId?: string): Promise<Ir8aFormInput[]> {
  const [{ figures, records }, profile] = await Promise.all([yearFigures(db, year, workerId), getBusinessProfile(db)]);
  if (workerId && figures.length === 0) throw notFound(`Nothing was paid to this worker in ${year}`);
  const employer = { name: profile.name, uen: profile.uen, address: profile.address };
  const inYear = (d: string | null) => (d && d.startsWith(`${year}-`) ? d : null);
  return figures.map((f: Ir8aFigures) => {
    const r = records.get(f.workerId);
    const joined = r ? r.createdAt.toISOString().slice(0, 10) : null;
    return {
      year,
      employer,
      figures: f,
      employee: {
        name: r?.name ?? f.workerName,
        employeeCode: r?.employeeCode ?? f.employeeCode,
        idType: r?.idType ?? null,
        idNumber: r?.idNumber ?? null,
        dateOfBirth: r?.dateOfBirth ?? null,
        gender: r?.gender ?? null,
        nationality: r?.nationality ?? null,
        address: [r?.address, r?.postalCode ? `Singapore ${r.postalCode}` : null].filter(Boolean).join(', ') || null,
        bankName: r?.bankName ?? null,
        commenced: inYear(joined),
        ceased: inYear(r?.lastWorkingDay ?? null),
      },
    };
  });
}

/**
 * IR8A figures of a year (issue #30): the stored lines of the runs paid in that calendar year (their
 * payment date), per worker, with the particulars IRAS requires that each record lacks. Only flags
 * leave: no ID number is sent.
 */
export async function ir8aYearList(db: DbOrTx, year: number): Promise<Ir8aYearList> {
  const { figures, records: byId } = await yearFigures(db, year);
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
