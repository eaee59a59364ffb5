/**
 * The worker form staff use to create an employee or edit a worker's details. It applies the
 * registration form's rules (registration-form.ts: same enumerations, phone pattern, NRIC/FIN
 * checksum, minimum age 15, PR start date and passport expiry when asked, relatives' details,
 * message keys) to the worker record's fields, without the applicant-only parts: no
 * declaration, no signature, no certificate file, and no "not before today" rule for dates a
 * record keeps from the past (earliest availability, certificate expiry).
 * Dates are ISO 'YYYY-MM-DD' (DD/MM/YYYY is accepted and converted).
 */
import { z } from 'zod';
import {
  BANK_NAMES,
  EMPLOYMENT_TYPES,
  GENDERS,
  HIGH_STANDARDS,
  HIGHEST_EDUCATION,
  ID_TYPES,
  KIN_CONTACT_MAX,
  MARITAL_STATUSES,
  NATIONALITIES,
  PHONE_PATTERN,
  POSITIONS,
  RACES,
  RELIGIONS,
  WHERE_KNOW_US,
} from '../../enums/registration.ts';
import * as clock from '../../domain/clock.ts';
import { ageOn, parseDateInput, todayInSingapore } from '../../domain/registration/dates.ts';
import { deriveAge, isTooYoung } from '../../domain/registration/age.ts';
import { nricFinError } from '../../domain/registration/nric.ts';
import { ENGAGEMENT_TYPE } from '../../enums/pay-runs.ts';
import { REGISTRATION_MESSAGES as K, TEXT_MAX, bankAccount } from '../registration/registration-form.ts';
import { bankAccountError } from '../../domain/pay/bank-codes.ts';

/** A part-timer's normal day: at most a full day. */
export const PART_TIME_DAY_MAX_MINUTES = 24 * 60;
/** A part-time employee works less than 35 hours a week (MOM, "Part-time employment"). */
export const PART_TIME_WEEK_MAX_MINUTES = 35 * 60 - 1;
const partTimeMinutes = (max: number) =>
  z.number({ error: K.invalid }).int(K.invalid).min(1, 'validation.min').max(max, 'validation.max');

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const requiredText = (max: number) => z.string({ error: K.required }).trim().min(1, K.required).max(max, K.maxLength);
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string({ error: K.invalid }).trim().max(max, K.maxLength).nullable().optional());
const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values, { error: (i) => (i.input == null ? K.required : K.invalid) }));
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values, { error: K.invalid }).nullable().optional());
const phone = (max?: number) =>
  z
    .string({ error: K.required })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, K.required)
        .max(max ?? 20, K.maxLength)
        .regex(PHONE_PATTERN, K.phone),
    );
const isoDate = z.string({ error: K.dateInvalid }).transform((s, ctx) => {
  const iso = parseDateInput(s);
  if (!iso) {
    ctx.addIssue({ code: 'custom', message: K.dateInvalid });
    return z.NEVER;
  }
  return iso;
});
const requiredDate = z.preprocess(blankToNull, z.string({ error: K.required }).pipe(isoDate));
const optionalDate = z.preprocess(blankToNull, isoDate.nullable().optional());

export const workExpItem = z.object({
  previous_company_name: requiredText(TEXT_MAX.name),
  position: requiredText(TEXT_MAX.short),
  date_start: requiredDate,
  date_left: requiredDate,
  reason_for_leaving: requiredText(TEXT_MAX.long),
});

/** The fields of the worker form (also the keys a PATCH may send). */
export const workerFormShape = {
  // step 0
  whereKnowUs: requiredEnum(WHERE_KNOW_US),
  typeOfEmployment: requiredEnum(EMPLOYMENT_TYPES),
  positionApplied: requiredEnum(POSITIONS),
  earliestAvailability: optionalDate,
  fullyVaccinated: z.boolean({ error: K.required }),
  // step 1
  name: requiredText(TEXT_MAX.name),
  contactEmail: z
    .string({ error: K.required })
    .trim()
    .toLowerCase()
    .min(1, K.required)
    .max(TEXT_MAX.email, K.maxLength)
    .pipe(z.email({ error: K.email })),
  contactNumber: phone(),
  dateOfBirth: requiredDate,
  gender: requiredEnum(GENDERS),
  nationality: requiredEnum(NATIONALITIES),
  prStartDate: optionalDate,
  idType: requiredEnum(ID_TYPES),
  idNumber: requiredText(TEXT_MAX.idNumber).toUpperCase(),
  passportExpiry: optionalDate,
  placeOfBirth: requiredText(TEXT_MAX.short),
  race: requiredEnum(RACES),
  religion: requiredEnum(RELIGIONS),
  maritalStatus: requiredEnum(MARITAL_STATUSES),
  residentialAddress: requiredText(TEXT_MAX.address),
  postalCode: z
    .string({ error: K.required })
    .trim()
    .min(1, K.required)
    .regex(/^\d{5,6}$/, K.postal),
  // step 2
  certExpired: optionalDate,
  kinName: requiredText(TEXT_MAX.name),
  kinContact: phone(KIN_CONTACT_MAX),
  bankName: requiredEnum(BANK_NAMES),
  bankAcc: bankAccount(),
  // step 3
  workingExps: z.array(workExpItem).max(10, K.maxLength).optional(),
  highestEducation: optionalEnum(HIGHEST_EDUCATION),
  school: optionalText(TEXT_MAX.short),
  country: optionalText(TEXT_MAX.short),
  dateStart: optionalDate,
  dateGrad: optionalDate,
  highStandard: optionalEnum(HIGH_STANDARDS),
  relativesInCompany: z.boolean({ error: K.required }),
  relativesInfo: optionalText(TEXT_MAX.long),
  // management
  hourlyRateCents: z.preprocess(blankToNull, z.number().int().min(0).max(100_000_00).nullable().optional()),
  /** Employee (CPF applies to citizens and PRs) or contractor (no CPF); absent: employee. */
  engagementType: z.enum(ENGAGEMENT_TYPE.values, { message: K.invalid }).optional(),
  /**
   * A part-time employee's contract (decision 026): the ISO weekdays (1 Monday ... 7 Sunday) they
   * usually work (a public holiday on one of them that they do not work is paid), and their normal
   * hours a day and a week in minutes (null: the pay settings' defaults).
   */
  partTimeUsualDays: z.preprocess(
    (v) => (Array.isArray(v) && v.length === 0 ? null : blankToNull(v)),
    z
      .array(z.number({ error: K.invalid }), { error: K.invalid })
      // One message on the field (not on an element): each an ISO weekday, each once.
      .refine((days) => days.every((d) => Number.isInteger(d) && d >= 1 && d <= 7) && new Set(days).size === days.length, K.invalid)
      .transform((days) => [...days].sort((a, b) => a - b))
      .nullable()
      .optional(),
  ),
  partTimeDayMinutes: z.preprocess(blankToNull, partTimeMinutes(PART_TIME_DAY_MAX_MINUTES).nullable().optional()),
  partTimeWeekMinutes: z.preprocess(blankToNull, partTimeMinutes(PART_TIME_WEEK_MAX_MINUTES).nullable().optional()),
  /** The part-time contract encashes the public holidays into the hourly rate (MOM): no separate holiday pay. */
  partTimeHolidaysEncashed: z.boolean({ error: K.invalid }).nullable().optional(),
};
export type WorkerFormField = keyof typeof workerFormShape;
export const WORKER_FORM_FIELDS = Object.keys(workerFormShape) as WorkerFormField[];

type Loose = Record<string, unknown>;

/** The registration form's cross-field rules, on the worker form's names. */
export function workerFormRules(v: Loose, ctx: z.RefinementCtx, now: Date = clock.now(), checkBank = true): void {
  const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
  const bankErr = checkBank ? bankAccountError(typeof v.bankName === 'string' ? v.bankName : null, typeof v.bankAcc === 'string' ? v.bankAcc : null) : null;
  if (bankErr && bankErr !== K.bankAccDigits) add('bankAcc', bankErr);
  const today = todayInSingapore(now);
  const dob = typeof v.dateOfBirth === 'string' ? v.dateOfBirth : null;
  if (dob) {
    if (dob > today) add('dateOfBirth', K.dateMax);
    else if (isTooYoung(ageOn(dob, today))) add('dateOfBirth', K.tooYoung);
  }
  if (v.nationality === 'Singapore PR' && !v.prStartDate) add('prStartDate', K.required);
  if (v.idType === 'Passport' && !v.passportExpiry) add('passportExpiry', K.required);
  const id = typeof v.idNumber === 'string' ? v.idNumber : '';
  if (id && (v.idType === 'NRIC' || v.idType === 'FIN')) {
    const err = nricFinError(id);
    const prefixOk = v.idType === 'NRIC' ? /^[ST]/.test(id) : /^[FGM]/.test(id);
    if (err) add('idNumber', err);
    else if (!prefixOk) add('idNumber', K.idPattern);
  }
  if (v.relativesInCompany === true && !v.relativesInfo) add('relativesInfo', K.required);
  // A normal day longer than the normal week cannot be a part-timer's contract.
  if (typeof v.partTimeDayMinutes === 'number' && typeof v.partTimeWeekMinutes === 'number' && v.partTimeDayMinutes > v.partTimeWeekMinutes)
    add('partTimeDayMinutes', 'validation.max');
}

/** POST /api/workers: a whole worker. */
export const createWorkerBody = z.object(workerFormShape).superRefine((v, ctx) => workerFormRules(v, ctx));
export type CreateWorkerBody = z.input<typeof createWorkerBody>;

/**
 * The same checks on a stored record whose bank details the edit leaves alone: an account saved
 * before accounts were checked by bank (issue #26) does not block editing the other fields; it is
 * checked as soon as the bank or the account is changed.
 */
export const workerBodyKeepingBank = z
  .object({ ...workerFormShape, bankName: z.string().nullable(), bankAcc: z.string().nullable() })
  .superRefine((v, ctx) => workerFormRules(v, ctx, clock.now(), false));
export type WorkerFormData = z.output<typeof createWorkerBody>;

/**
 * PATCH /api/workers/:id: the fields to change and the version the editor saw. The server merges
 * them into the record and checks the whole result with `createWorkerBody`.
 */
export const updateWorkerBody = z
  .object(workerFormShape)
  .partial()
  .extend({ version: z.number().int().min(1) });
export type UpdateWorkerBody = z.input<typeof updateWorkerBody>;

/** Age and the parental-consent flag of a date of birth today (Singapore). */
export function ageAndConsent(dob: string, now: Date = clock.now()): { age: number | null; requiresDocument: boolean } {
  const d = deriveAge(dob, now);
  return { age: d?.age ?? null, requiresDocument: d?.requiresDocument ?? false };
}

/** Reply of POST /api/workers. */
export const createWorkerResult = z.object({
  id: z.string(),
  employeeCode: z.string().nullable(),
  status: z.string(),
  version: z.number(),
});
