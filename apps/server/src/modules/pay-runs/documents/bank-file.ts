import type { BANK_FILE_FORMATS } from '@wf/shared/contracts/pay-runs/pay-runs';
import type { BankFileCheck, PaymentSettings } from '@wf/shared/contracts/payroll-files/payroll-files';
import { CSV_BOM, csvLine } from '../../../http/table-export.ts';

/** The run as a bank file needs it. */
export type BankFileRun = { id: string; frequency: string; periodStart: string; periodEnd: string; netCents: number };

/**
 * One payment: a worker with net pay above zero and the bank details frozen on the run at approval (the
 * account number unmasked: the bank file is the one place it is printed in full).
 */
export type BankPayment = {
  workerId: string;
  employeeCode: string | null;
  payeeName: string;
  bankName: string;
  accountNumber: string;
  netCents: number;
};

/**
 * What a bank's own layout needs besides the run and its payments (decision 021): the business's
 * payment settings, the value date, the file's creation date and number that day, and each payee's
 * account holder name as the bank has it (worker id -> name, where one is recorded).
 */
export type BankFileContext = {
  settings: PaymentSettings;
  valueDate: string;
  creationDate: string;
  sequence: number;
  accountNames: ReadonlyMap<string, string>;
};

/**
 * A bank payment file format. The CSV is the first; a bank's own bulk-payment layout (fixed-width,
 * its own headers) is one more exporter in BANK_FILE_EXPORTERS and a value in BANK_FILE_FORMATS.
 * `check` lists what stops the file (settings, payees) without making it; render refuses the same.
 */
export interface BankFileExporter {
  id: (typeof BANK_FILE_FORMATS)[number];
  label: string;
  contentType: string;
  extension: string;
  fileName?(run: BankFileRun, context: BankFileContext): string;
  check?(run: BankFileRun, lines: readonly BankPayment[], context: BankFileContext): Omit<BankFileCheck, 'format' | 'ready' | 'payments' | 'totalCents'>;
  /** `context` is required by a bank's own layout; the CSV does without it. */
  render(run: BankFileRun, lines: readonly BankPayment[], context?: BankFileContext): string | Buffer;
}

/** Dollars with two decimals from cents, no thousands separator ("1234.50"): what bank uploads read. */
export function dollars(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The payment reference of a worker's payment: "PAY <period> <employee code>" in ASCII, at most
 * 35 characters (the longest reference most Singapore banks' bulk payments carry). The period is
 * the month of a monthly run ("2026-11"), the first day of a weekly run's week ("2026-11-02").
 */
export function paymentReference(run: BankFileRun, payment: Pick<BankPayment, 'employeeCode' | 'workerId'>): string {
  const period = run.frequency === 'monthly' ? run.periodStart.slice(0, 7) : run.periodStart;
  const who = payment.employeeCode ?? payment.workerId.slice(0, 8);
  return `PAY ${period} ${who}`.replace(/[^A-Za-z0-9 .\-/]/g, '').slice(0, 35);
}

/** The payments of a run: one per worker with net pay above zero, in the order given. */
export const payable = (lines: readonly BankPayment[]) => lines.filter((l) => l.netCents > 0);

/** CSV: a header, then one line per payment (payee name, bank, account number, amount, reference). */
export const csvBankFile: BankFileExporter = {
  id: 'csv',
  label: 'CSV (payee, bank, account, amount, reference)',
  contentType: 'text/csv; charset=utf-8',
  extension: 'csv',
  render(run, lines) {
    let out = CSV_BOM + csvLine(['Payee name', 'Bank', 'Account number', 'Amount', 'Reference']);
    for (const p of payable(lines))
      out += csvLine([p.payeeName, p.bankName, p.accountNumber, dollars(p.netCents), paymentReference(run, p)]);
    return out;
  },
};

