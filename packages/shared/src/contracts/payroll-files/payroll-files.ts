import { z } from 'zod';
import { BANK_NAMES } from '../../enums/registration.ts';
import { uobTextProblem, UOB_PAYROLL_PURPOSE_CODES } from '../../domain/pay/uob-fast-giro.ts';

/**
 * The files a payroll hands over (issue #30, decision 021): the business's payment settings that a
 * bank's own bulk-payment layout needs, the check that lists what stops a run's bank file, and the
 * worker's account holder name as the bank has it.
 */

export const PROCESSING_MODES = ['B', 'I'] as const;
export type ProcessingMode = (typeof PROCESSING_MODES)[number];

const nameOk = (v: string) => v === '' || uobTextProblem(v, 140) === null;

export const paymentSettingsBody = z
  .object({
    /** The bank the business pays from; its layout is offered for the bank file (UOB's so far). */
    payingBank: z.enum(BANK_NAMES, { message: 'validation.invalid' }).nullable(),
    /** The account debited, digits only (UOB: 10 digits). */
    debitAccount: z
      .string()
      .trim()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => v === '' || /^\d{6,20}$/.test(v), 'validation.invalid'),
    /** The debit account's name as the paying bank has it (printable ASCII, none of the characters a bank replaces). */
    originatorName: z
      .string()
      .trim()
      .max(140, 'validation.maxLength')
      .refine(nameOk, 'pay-runs.bankFile.invalidBankText'),
    /** The bank's company ID for FTS/FileAct uploads (blank for an upload through the bank's portal). */
    companyId: z
      .string()
      .trim()
      .refine((v) => /^[A-Za-z0-9]{0,12}$/.test(v), 'validation.invalid'),
    /** B: GIRO (batch), I: FAST (immediate, at most S$200,000 a payment). */
    processingMode: z.enum(PROCESSING_MODES, { message: 'validation.invalid' }),
    purposeCode: z.enum(UOB_PAYROLL_PURPOSE_CODES, { message: 'validation.invalid' }),
  })
  .refine((b) => b.payingBank !== 'UOB' || b.debitAccount === '' || /^\d{10}$/.test(b.debitAccount), {
    path: ['debitAccount'],
    message: 'pay-runs.bankFile.invalidUobAccount',
  });
export type PaymentSettingsBody = z.input<typeof paymentSettingsBody>;

export const paymentSettings = z.object({
  payingBank: z.enum(BANK_NAMES).nullable(),
  debitAccount: z.string(),
  originatorName: z.string(),
  companyId: z.string(),
  processingMode: z.enum(PROCESSING_MODES),
  purposeCode: z.enum(UOB_PAYROLL_PURPOSE_CODES),
  updatedAt: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettings>;

/** Payment settings a layout needs and that are not set (or not valid for it). */
export const SETTINGS_FIELDS = ['payingBank', 'debitAccount', 'originatorName'] as const;

/** Why a payee cannot go into a bank's file as they are on record. */
export const PAYEE_PROBLEMS = [
  'nameNonAscii',
  'nameReplaced',
  'nameTooLong',
  'bankUnknown',
  'accountNotNumeric',
  'amountOverFastLimit',
] as const;
export type PayeeProblem = (typeof PAYEE_PROBLEMS)[number];

export const bankFileCheck = z.object({
  format: z.string(),
  /** True when the file can be made now. */
  ready: z.boolean(),
  settingsMissing: z.array(z.enum(SETTINGS_FIELDS)),
  /** Workers to fix before the file can be made. */
  payees: z.array(
    z.object({
      workerId: z.uuid(),
      workerName: z.string(),
      employeeCode: z.string().nullable(),
      /** The name the file would carry (the account holder name when set, else the worker's name). */
      payeeName: z.string(),
      problems: z.array(z.enum(PAYEE_PROBLEMS)),
    }),
  ),
  payments: z.number().int(),
  totalCents: z.number().int(),
});
export type BankFileCheck = z.infer<typeof bankFileCheck>;

/** PUT /api/workers/:id/bank-account-name: empty clears it (the worker's name is used). */
export const bankAccountNameBody = z.object({
  bankAccountName: z
    .string()
    .trim()
    .max(140, 'validation.maxLength')
    .refine((v) => /^[\x20-\x7e]*$/.test(v), 'pay-runs.bankFile.invalidAscii'),
});
export type BankAccountNameBody = z.input<typeof bankAccountNameBody>;
export const bankAccountName = z.object({ workerId: z.uuid(), bankAccountName: z.string().nullable() });

export const PAYROLL_FILE_ERRORS = {
  /** 409: the bank file cannot be made yet (error.current is the BankFileCheck). */
  notReady: 'BANK_FILE_NOT_READY',
} as const;

// ---- IR8A (the year's figures per worker, each worker's form as a PDF, all in a zip; IRAS's AIS file is not built: decision 021) ----

export const ir8aQuery = z.object({
  year: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(2000, 'validation.invalid')
    .max(2100, 'validation.invalid'),
});
export const ir8aFormParams = z.object({ workerId: z.uuid('validation.invalid') });

/** Particulars IRAS requires that a worker's record lacks. */
export const IR8A_MISSING = ['idNumber', 'dateOfBirth', 'nationality'] as const;

export const ir8aYearList = z.object({
  /** The calendar year the income was paid in. */
  year: z.number().int(),
  yearOfAssessment: z.number().int(),
  items: z.array(
    z.object({
      workerId: z.uuid(),
      workerName: z.string(),
      employeeCode: z.string().nullable(),
      salaryCents: z.number().int(),
      allowancesCents: z.number().int(),
      totalIncomeCents: z.number().int(),
      employeeCpfCents: z.number().int(),
      from: z.string(),
      to: z.string(),
      payslips: z.number().int(),
      missing: z.array(z.enum(IR8A_MISSING)),
    }),
  ),
  totals: z.object({
    totalIncomeCents: z.number().int(),
    employeeCpfCents: z.number().int(),
    workers: z.number().int(),
    missingData: z.number().int(),
  }),
});
export type Ir8aYearList = z.infer<typeof ir8aYearList>;
