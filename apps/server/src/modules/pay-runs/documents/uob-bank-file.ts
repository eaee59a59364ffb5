import type { BankFileCheck, PayeeProblem } from '@wf/shared/contracts/payroll-files/payroll-files';
import { sgBankOf } from '@wf/shared/domain/pay/bank-codes';
import {
  UOB_FAST_MAX_CENTS,
  uobFileName,
  uobTextProblem,
  writeUobFile,
  type UobDetail,
  type UobHeader,
} from '@wf/shared/domain/pay/uob-fast-giro';
import { payable, paymentReference, type BankFileContext, type BankFileExporter, type BankFileRun, type BankPayment } from './bank-file.ts';

/** An account number as the layout takes it: the digits, without the spaces and hyphens people write between them. */
export const accountDigits = (account: string) => account.replace(/[\s-]/g, '');

/** The name the file carries for a payee: the account holder name as the bank has it, else the worker's name. */
export const payeeNameOf = (p: BankPayment, context: BankFileContext) => context.accountNames.get(p.workerId) ?? p.payeeName;

const NAME_PROBLEMS = { nonAscii: 'nameNonAscii', replaced: 'nameReplaced', tooLong: 'nameTooLong', required: 'nameNonAscii' } as const;

/** The payment's problems for this layout (empty when it can go in as it is). */
function payeeProblems(p: BankPayment, context: BankFileContext): PayeeProblem[] {
  const out: PayeeProblem[] = [];
  const name = uobTextProblem(payeeNameOf(p, context), 140);
  if (name) out.push(NAME_PROBLEMS[name]);
  if (!sgBankOf(p.bankName)) out.push('bankUnknown');
  if (!/^\d{1,34}$/.test(accountDigits(p.accountNumber))) out.push('accountNotNumeric');
  if (context.settings.processingMode === 'I' && p.netCents > UOB_FAST_MAX_CENTS) out.push('amountOverFastLimit');
  return out;
}

/** The period a reference names: the month of a monthly run, the week's Monday of a weekly one. */
const periodOf = (run: BankFileRun) => (run.frequency === 'monthly' ? run.periodStart.slice(0, 7) : run.periodStart);

function header(run: BankFileRun, context: BankFileContext): UobHeader {
  const s = context.settings;
  return {
    fileName: uobFileName(context.creationDate, context.sequence),
    paymentType: 'R',
    serviceType: 'NORMAL',
    processingMode: s.processingMode,
    companyId: s.companyId,
    originatingAccount: s.debitAccount,
    originatingName: s.originatorName,
    creationDate: context.creationDate,
    valueDate: context.valueDate,
    ultimateOriginatingCustomer: '',
    bulkCustomerReference: `SAL ${periodOf(run)}`,
    softwareLabel: 'WORKFORCE',
  };
}

function detail(run: BankFileRun, p: BankPayment, context: BankFileContext): UobDetail {
  return {
    receivingBic: sgBankOf(p.bankName)!.bic,
    accountNumber: accountDigits(p.accountNumber),
    accountName: payeeNameOf(p, context),
    amountCents: p.netCents,
    endToEndId: paymentReference(run, p),
    purposeCode: context.settings.purposeCode,
    remittanceInformation: `Salary ${run.periodStart} to ${run.periodEnd}`,
    customerReference: (p.employeeCode ?? p.workerId.slice(0, 8)).slice(0, 16),
  };
}

/**
 * UOB Bulk FAST/GIRO v4.8 without payment advice (payroll, payment type R): one detail per
 * payment with net pay above zero, in the run's order. Nothing is shortened or transliterated:
 * `check` lists what stops the file, and `render` makes it only when that list is empty.
 */
export const uobBankFile: BankFileExporter = {
  id: 'uob-giro',
  label: 'UOB Bulk FAST/GIRO (fixed width, v4.8)',
  contentType: 'text/plain; charset=us-ascii',
  extension: 'txt',
  fileName: (_run, context) => `${uobFileName(context.creationDate, context.sequence)}.txt`,
  check(_run, lines, context): Pick<BankFileCheck, 'settingsMissing' | 'payees'> {
    const s = context.settings;
    const settingsMissing: BankFileCheck['settingsMissing'] = [];
    if (s.payingBank !== 'UOB') settingsMissing.push('payingBank');
    if (!/^\d{10}$/.test(s.debitAccount)) settingsMissing.push('debitAccount');
    if (uobTextProblem(s.originatorName, 140)) settingsMissing.push('originatorName');
    const payees = payable(lines).flatMap((p) => {
      const problems = payeeProblems(p, context);
      return problems.length === 0
        ? []
        : [{ workerId: p.workerId, workerName: p.payeeName, employeeCode: p.employeeCode, payeeName: payeeNameOf(p, context), problems }];
    });
    return { settingsMissing, payees };
  },
  render(run, lines, context) {
    if (!context) throw new Error('The UOB layout needs the payment settings and dates');
    const c = context;
    return writeUobFile(
      header(run, c),
      payable(lines).map((p) => detail(run, p, c)),
    );
  },
};
