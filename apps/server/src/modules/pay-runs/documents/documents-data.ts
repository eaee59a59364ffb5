import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  PAY_RUN_ERRORS,
  type PayRun,
  type PayRunLine,
  type WorkerPayslipList,
} from '@wf/shared/contracts/pay-runs/pay-runs';
import { PAY_RUN_STATUS } from '@wf/shared/enums/pay-runs';
import { FROZEN_PAY_RUN_STATUSES, payRunPeriod, type PayRunStatus } from '@wf/shared/domain/pay/pay-run';
import type { DbOrTx } from '../../../db/client.ts';
import { payRunLines, payRuns, workers } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import { getBusinessProfile } from '../../business/index.ts';
import { getPayRun, lineColumns, toLine } from '../pay-run-queries.ts';
import type { BankPayment } from './bank-file.ts';
import type { PayslipInput } from './payslip-items.ts';
import type { CpfMonthLine } from './run-export.ts';

/** Payslips exist from hr_confirmed on (the lines are frozen); the bank file from finance_approved on. */
export const PAYSLIP_STATUSES: readonly PayRunStatus[] = FROZEN_PAY_RUN_STATUSES;
export const BANK_FILE_STATUSES: readonly PayRunStatus[] = ['finance_approved', 'paid'];

/** 409 PAY_RUN_WRONG_STATE unless the run is in one of `allowed`. */
export function requireStatus(run: PayRun, allowed: readonly PayRunStatus[], what: string): void {
  if (allowed.includes(run.status)) return;
  throw new AppError(
    409,
    PAY_RUN_ERRORS.wrongState,
    `A pay run that is ${PAY_RUN_STATUS.labels[run.status].toLowerCase()} has no ${what} yet`,
    undefined,
    undefined,
    { status: run.status },
  );
}

/** Every line of a run, by name (the order of the zip, the export and the bank file). */
export async function allRunLines(db: DbOrTx, runId: string): Promise<PayRunLine[]> {
  const rows = await db
    .select(lineColumns)
    .from(payRunLines)
    .where(eq(payRunLines.runId, runId))
    .orderBy(sql`lower(${payRunLines.workerName})`, asc(payRunLines.employeeCode), asc(payRunLines.id));
  return rows.map(toLine);
}

/** One worker's line of a run (404 when the worker is not in it). */
export async function runLineOf(db: DbOrTx, runId: string, workerId: string): Promise<PayRunLine> {
  const rows = await db
    .select(lineColumns)
    .from(payRunLines)
    .where(and(eq(payRunLines.runId, runId), eq(payRunLines.workerId, workerId)));
  if (!rows[0]) throw notFound('This worker has no line in this pay run');
  return toLine(rows[0]);
}

/** What every payslip of a run shares: the employer (business profile) and the run. */
export async function payslipContext(db: DbOrTx, run: PayRun): Promise<(line: PayRunLine) => PayslipInput> {
  const profile = await getBusinessProfile(db);
  const employer = { name: profile.name, uen: profile.uen, address: profile.address };
  const r = {
    id: run.id,
    frequency: run.frequency,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    paymentDate: run.paymentDate,
  };
  return (line) => ({ employer, run: r, line });
}

/**
 * The payments of a run: each line with net pay above zero, paid to the payee name, bank and account
 * frozen on the line when finance approved the run (issue #26), never the worker's record as it is
 * now; the account number unmasked (only the bank file prints it). 409 PAY_RUN_MISSING_BANK when a
 * line to pay has no frozen instruction (approval refuses such a run).
 */
export async function bankPayments(db: DbOrTx, lines: readonly PayRunLine[]): Promise<BankPayment[]> {
  const toPay = lines.filter((l) => l.netCents > 0);
  if (toPay.length === 0) return [];
  const frozen = new Map(
    (
      await db
        .select({ id: payRunLines.id, name: payRunLines.payeeName, bankName: payRunLines.payeeBankName, account: payRunLines.payeeAccount })
        .from(payRunLines)
        .where(
          inArray(
            payRunLines.id,
            toPay.map((l) => l.id),
          ),
        )
    ).map((p) => [p.id, p]),
  );
  const missing = toPay.filter((l) => !frozen.get(l.id)?.bankName || !frozen.get(l.id)?.account);
  if (missing.length > 0)
    throw new AppError(
      409,
      PAY_RUN_ERRORS.missingBank,
      `${missing.length} worker(s) to pay have no approved bank details`,
      undefined,
      undefined,
      {
        workers: missing.map((l) => ({ workerId: l.workerId, workerName: l.workerName, employeeCode: l.employeeCode })),
      },
    );
  return toPay.map((l) => {
    const p = frozen.get(l.id)!;
    return {
      workerId: l.workerId,
      employeeCode: l.employeeCode,
      payeeName: p.name ?? l.workerName,
      bankName: p.bankName!,
      accountNumber: p.account!,
      netCents: l.netCents,
    };
  });
}

/**
 * The month's part of every line of a frozen run whose days touch the calendar month (a weekly run
 * across two months gives each month its own part), with the run's period end.
 */
export async function cpfMonthLines(db: DbOrTx, month: string): Promise<CpfMonthLine[]> {
  const { periodStart, periodEnd } = payRunPeriod('monthly', `${month}-01`);
  const rows = await db
    .select({
      workerId: payRunLines.workerId,
      employeeCode: payRunLines.employeeCode,
      workerName: payRunLines.workerName,
      engagementType: payRunLines.engagementType,
      cpfStatus: payRunLines.cpfStatus,
      ageBand: sql<CpfMonthLine['ageBand']>`${payRunLines.ageBand}`,
      cpfMonths: payRunLines.cpfMonths,
      periodEnd: payRuns.periodEnd,
    })
    .from(payRunLines)
    .innerJoin(payRuns, eq(payRuns.id, payRunLines.runId))
    .where(
      and(
        sql`${payRuns.periodStart} <= ${periodEnd} and ${payRuns.periodEnd} >= ${periodStart}`,
        inArray(payRuns.status, [...FROZEN_PAY_RUN_STATUSES]),
      ),
    )
    .orderBy(asc(payRuns.periodEnd));
  return rows.flatMap(({ cpfMonths, ...l }) =>
    cpfMonths.filter((p) => p.month === month).map(({ month: _m, ...part }): CpfMonthLine => ({ ...l, ...part })),
  );
}

/** A worker's payslips: their lines in runs from hr_confirmed on, newest period first. */
export async function workerPayslips(db: DbOrTx, workerId: string): Promise<WorkerPayslipList> {
  const exists = await db.select({ id: workers.id }).from(workers).where(eq(workers.id, workerId));
  if (!exists[0]) throw notFound('No such worker');
  const items = await db
    .select({
      runId: payRuns.id,
      frequency: payRuns.frequency,
      periodStart: payRuns.periodStart,
      periodEnd: payRuns.periodEnd,
      status: payRuns.status,
      paymentDate: payRuns.paymentDate,
      grossCents: payRunLines.grossCents,
      netCents: payRunLines.netCents,
    })
    .from(payRunLines)
    .innerJoin(payRuns, eq(payRuns.id, payRunLines.runId))
    .where(and(eq(payRunLines.workerId, workerId), inArray(payRuns.status, [...PAYSLIP_STATUSES])))
    .orderBy(desc(payRuns.periodStart), asc(payRuns.frequency));
  return { items };
}

export { getPayRun };
