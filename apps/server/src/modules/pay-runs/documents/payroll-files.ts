import { eq, inArray } from 'drizzle-orm';
import type { BankFileQuery } from '@wf/shared/contracts/pay-runs/pay-runs';
import {
  PAYROLL_FILE_ERRORS,
  type BankFileCheck,
  type PaymentSettings,
  type PaymentSettingsBody,
  paymentSettingsBody,
} from '@wf/shared/contracts/payroll-files/payroll-files';
import { now, today } from '@wf/shared/domain/clock';
import { addDays } from '@wf/shared/domain/certificates/expiry';
import type { DbOrTx } from '../../../db/client.ts';
import { paymentSettings, workers } from '../../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../../http/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { payable, type BankFileContext, type BankFileExporter, type BankFileRun, type BankPayment } from './bank-file.ts';

/** The last 4 digits of an account: what an audit entry or a page may show of it. */
export const lastFour = (account: string) => (account ? `****${account.slice(-4)}` : '');

const DEFAULTS: PaymentSettings = {
  payingBank: null,
  debitAccount: '',
  originatorName: '',
  companyId: '',
  processingMode: 'B',
  purposeCode: 'SALA',
  updatedAt: null,
};

/** The business's payment settings (defaults until finance saves them). */
export async function getPaymentSettings(db: DbOrTx): Promise<PaymentSettings> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  if (!row) return DEFAULTS;
  return {
    payingBank: row.payingBank as PaymentSettings['payingBank'],
    debitAccount: row.debitAccount,
    originatorName: row.originatorName,
    companyId: row.companyId,
    processingMode: row.processingMode as PaymentSettings['processingMode'],
    purposeCode: row.purposeCode as PaymentSettings['purposeCode'],
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/** Saves the settings with an audit entry (the debit account only by its last 4 digits). */
export async function savePaymentSettings(db: DbOrTx, actorId: string, input: PaymentSettingsBody): Promise<PaymentSettings> {
  const body = paymentSettingsBody.parse(input);
  return db.transaction(async (tx) => {
    const before = await getPaymentSettings(tx);
    const values = { ...body, updatedBy: actorId, updatedAt: now() };
    await tx.insert(paymentSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: paymentSettings.id, set: values });
    const after = await getPaymentSettings(tx);
    const shown = (s: PaymentSettings) => ({ ...s, debitAccount: lastFour(s.debitAccount), updatedAt: undefined });
    await writeAudit(tx, { actorId, action: 'payment_settings.update', entityType: 'payment_settings', before: shown(before), after: shown(after) });
    return after;
  });
}

/** Sets (or, empty, clears) a worker's account holder name as the bank has it; audited. */
export async function setBankAccountName(db: DbOrTx, actorId: string, workerId: string, name: string) {
  return db.transaction(async (tx) => {
    const [w] = await tx.select({ id: workers.id, before: workers.bankAccountName }).from(workers).where(eq(workers.id, workerId));
    if (!w) throw notFound('No such worker');
    const bankAccountName = name.trim() === '' ? null : name.trim();
    await tx.update(workers).set({ bankAccountName }).where(eq(workers.id, workerId));
    await writeAudit(tx, {
      actorId,
      action: 'worker.bank_account_name',
      entityType: 'worker',
      entityId: workerId,
      before: { bankAccountName: w.before },
      after: { bankAccountName },
    });
    return { workerId, bankAccountName };
  });
}

/** The account holder names recorded for these workers (id -> name). */
export async function accountNamesOf(db: DbOrTx, workerIds: readonly string[]): Promise<Map<string, string>> {
  if (workerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: workers.id, name: workers.bankAccountName })
    .from(workers)
    .where(inArray(workers.id, [...workerIds]));
  return new Map(rows.flatMap((r) => (r.name ? [[r.id, r.name] as const] : [])));
}

/**
 * The context of a bank file: the settings, the value date (today when not given; a bank takes
 * today to 30 days ahead, else 400 naming valueDate), the creation date (today), the file's number
 * and the payees' account holder names.
 */
export async function bankFileContext(
  db: DbOrTx,
  query: Pick<BankFileQuery, 'valueDate' | 'sequence'>,
  payments: readonly BankPayment[],
): Promise<BankFileContext> {
  const creationDate = today();
  const valueDate = query.valueDate ?? creationDate;
  if (valueDate < creationDate || valueDate > addDays(creationDate, 30))
    throw badRequest('The value date must be from today to 30 days ahead', { valueDate: 'validation.invalid' });
  const [settings, accountNames] = await Promise.all([
    getPaymentSettings(db),
    accountNamesOf(
      db,
      payments.map((p) => p.workerId),
    ),
  ]);
  return { settings, valueDate, creationDate, sequence: Number(query.sequence ?? 1), accountNames };
}

/** What stops the file in this format (nothing for the CSV). */
export function checkBankFile(
  exporter: BankFileExporter,
  run: BankFileRun,
  payments: readonly BankPayment[],
  context: BankFileContext,
): BankFileCheck {
  const paid = payable(payments);
  const found = exporter.check?.(run, payments, context) ?? { settingsMissing: [], payees: [] };
  return {
    format: exporter.id,
    ready: found.settingsMissing.length === 0 && found.payees.length === 0,
    ...found,
    payments: paid.length,
    totalCents: paid.reduce((s, p) => s + p.netCents, 0),
  };
}

/** 409 BANK_FILE_NOT_READY with the check (settings to set, workers to fix) unless the file can be made. */
export function requireReady(check: BankFileCheck): void {
  if (check.ready) return;
  throw new AppError(
    409,
    PAYROLL_FILE_ERRORS.notReady,
    `The bank file cannot be made yet: ${check.payees.length} worker(s) to fix, ${check.settingsMissing.length} setting(s) to set`,
    undefined,
    undefined,
    check,
  );
}
