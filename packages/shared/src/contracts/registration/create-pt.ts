/**
 * The registration submission (docs/product/registration.md#submission) as multipart text fields, and the way
 * back: the server parses the same fields into form values and validates them with the very same
 * schema as the form (registration-form.ts), so every rule is written once.
 *
 * Field names are the registration's field names (docs/product/registration.md#fields). Dates travel as unix-second strings
 * (midnight in Singapore), yes/no as '0' | '1', address components, qna and working_exps as JSON
 * (work-experience dates as unix-second strings). The certificate travels as the file field `cert`.
 * POST /api/registrations, header Idempotency-Key.
 */
import { z } from 'zod';
import { QNA_KEYS, REGISTRATION_LANGUAGES } from '../../enums/registration.ts';
import {
  formatDisplayDate,
  parseDateInput,
  parseUnixSecondsString,
  toUnixSeconds,
} from '../../domain/registration/dates.ts';
import type { CertFileLike } from '../../domain/registration/cert-file.ts';
import {
  createRegistrationSchemas,
  WORK_EXP_FIELDS,
  type RegistrationFormValues,
  type WorkExpValues,
  type YesNo,
} from './registration-form.ts';

import { CHECK_ID_PATH, REGISTRATION_PATH } from './paths.ts';

export { CHECK_ID_PATH, REGISTRATION_PATH };
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKey = z
  .string({ error: 'validation.required' })
  .min(8, 'validation.minLength')
  .max(100, 'validation.maxLength')
  .regex(/^[A-Za-z0-9._:-]+$/, 'validation.invalid');
/** The multipart file field of the certificate. */
export const CERT_FIELD = 'cert';

/** Text fields holding a date (unix-second strings). */
export const CREATE_PT_DATE_FIELDS = [
  'earliest_availability',
  'date_of_birth',
  'pr_start_date',
  'passport_expiry',
  'cert_expired',
  'date_start',
  'date_grad',
] as const;
/** Plain text fields, copied as they are. */
export const CREATE_PT_TEXT_FIELDS = [
  'where_know_us',
  'type_of_employment',
  'position_applied',
  'client_name',
  'contact_email',
  'contact_number',
  'gender',
  'nationality',
  'id_type',
  'id_number',
  'place_of_birth',
  'race',
  'religion',
  'marital_status',
  'residential_address',
  'postal_code',
  'kin_name',
  'kin_contact',
  'bank_name',
  'bank_acc',
  'highest_education',
  'school',
  'country',
  'high_standard',
  'relatives_info',
] as const;
export const CREATE_PT_YES_NO_FIELDS = ['fully_vaccinated', 'relatives_in_company'] as const;
export const CREATE_PT_JSON_FIELDS = ['address_components', 'qna', 'working_exps'] as const;
export const CREATE_PT_OTHER_FIELDS = ['declaration', 'signature', 'age', 'requiresDocument', 'lang'] as const;
export const CREATE_PT_FIELDS = [
  ...CREATE_PT_TEXT_FIELDS,
  ...CREATE_PT_DATE_FIELDS,
  ...CREATE_PT_YES_NO_FIELDS,
  ...CREATE_PT_JSON_FIELDS,
  ...CREATE_PT_OTHER_FIELDS,
] as const;
export type CreatePtField = (typeof CREATE_PT_FIELDS)[number];
export type CreatePtFields = Record<CreatePtField, string>;

/** The form path of an issue -> the multipart field it came from ('address' -> 'address_components'). */
export function createPtFieldForPath(path: string): string {
  if (path === 'address' || path.startsWith('address.')) return 'address_components';
  return path;
}

const dateToUnix = (v: string): string => {
  const iso = parseDateInput(v);
  return iso ? String(toUnixSeconds(iso)) : '';
};

/**
 * Form values -> the multipart text fields of createPT (the certificate file is appended by the
 * caller as `cert`). Age and requiresDocument come from deriveAge(date_of_birth).
 */
export function toCreatePtFields(
  values: RegistrationFormValues,
  extra: { signature: string; requiresDocument: boolean; age: number | null; lang?: string },
): CreatePtFields {
  const text = Object.fromEntries(CREATE_PT_TEXT_FIELDS.map((f) => [f, values[f].trim()])) as Record<
    (typeof CREATE_PT_TEXT_FIELDS)[number],
    string
  >;
  const dates = Object.fromEntries(CREATE_PT_DATE_FIELDS.map((f) => [f, dateToUnix(values[f])])) as Record<
    (typeof CREATE_PT_DATE_FIELDS)[number],
    string
  >;
  const yesNo = (v: YesNo | null) => (v === null ? '' : String(v));
  return {
    ...text,
    id_number: values.id_number.trim().toUpperCase(),
    ...dates,
    pr_start_date: values.nationality === 'Singapore PR' ? dates.pr_start_date : '',
    fully_vaccinated: yesNo(values.fully_vaccinated),
    relatives_in_company: yesNo(values.relatives_in_company),
    address_components: values.address ? JSON.stringify(values.address) : '',
    qna: JSON.stringify(values.qna),
    working_exps: JSON.stringify(
      values.working_exps
        .filter((e) => WORK_EXP_FIELDS.some((f) => e[f].trim() !== ''))
        .map((e) => ({ ...e, date_start: dateToUnix(e.date_start), date_left: dateToUnix(e.date_left) })),
    ),
    declaration: values.declaration ? '1' : '0',
    signature: extra.signature,
    age: extra.age === null ? '' : String(extra.age),
    requiresDocument: extra.requiresDocument ? '1' : '0',
    lang: extra.lang ?? 'en',
  };
}

// ---------------------------------------------------------------- the way back (server)

/** Not a date in any format: makes the form schema report validation.date.invalid. */
const INVALID_DATE = '#invalid';

function unixToDisplay(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') return '';
  const iso = parseUnixSecondsString(typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : undefined);
  return iso ? formatDisplayDate(iso) : INVALID_DATE;
}

function parseYesNo(raw: unknown): YesNo | null {
  if (raw === '1' || raw === 1 || raw === true || raw === 'true') return 1;
  if (raw === '0' || raw === 0 || raw === false || raw === 'false') return 0;
  return null;
}

function parseJson(raw: string | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The raw multipart fields -> form values (no validation yet; the form schema does that). */
export function fromCreatePtFields(
  raw: Partial<Record<string, string>>,
  cert: CertFileLike | null,
): RegistrationFormValues {
  const text = Object.fromEntries(CREATE_PT_TEXT_FIELDS.map((f) => [f, raw[f] ?? ''])) as Record<
    (typeof CREATE_PT_TEXT_FIELDS)[number],
    string
  >;
  const dates = Object.fromEntries(CREATE_PT_DATE_FIELDS.map((f) => [f, unixToDisplay(raw[f])])) as Record<
    (typeof CREATE_PT_DATE_FIELDS)[number],
    string
  >;
  const qnaRaw = parseJson(raw.qna);
  const qnaObj = (typeof qnaRaw === 'object' && qnaRaw !== null && !Array.isArray(qnaRaw) ? qnaRaw : {}) as Record<
    string,
    unknown
  >;
  const qna = {
    ...(Object.fromEntries(QNA_KEYS.map((k) => [k, parseYesNo(qnaObj[k])])) as Record<
      (typeof QNA_KEYS)[number],
      YesNo | null
    >),
    medication_details: asText(qnaObj.medication_details),
  };
  const expsRaw = parseJson(raw.working_exps);
  const working_exps: WorkExpValues[] = Array.isArray(expsRaw)
    ? expsRaw.map((e: unknown) => {
        const o = (typeof e === 'object' && e !== null ? e : {}) as Record<string, unknown>;
        return {
          previous_company_name: asText(o.previous_company_name),
          position: asText(o.position),
          date_start: unixToDisplay(o.date_start),
          date_left: unixToDisplay(o.date_left),
          reason_for_leaving: asText(o.reason_for_leaving),
        };
      })
    : [];
  // An applicant who filled no work experience sends []: the form always keeps one (empty) entry.
  if (working_exps.length === 0 && (raw.working_exps === undefined || Array.isArray(expsRaw))) {
    working_exps.push({
      previous_company_name: '',
      position: '',
      date_start: '',
      date_left: '',
      reason_for_leaving: '',
    });
  }
  const address = parseJson(raw.address_components);
  return {
    ...text,
    ...dates,
    fully_vaccinated: parseYesNo(raw.fully_vaccinated),
    relatives_in_company: parseYesNo(raw.relatives_in_company),
    address: (address ?? null) as RegistrationFormValues['address'],
    cert,
    qna,
    working_exps,
    declaration: raw.declaration === '1' || raw.declaration === 'true',
    signature: raw.signature ?? '',
  };
}

/**
 * Builds the server's schema: { fields: the raw text fields, cert: the uploaded file's
 * {name, type, size} or null } -> form values -> the registration form schema (the same rules as
 * the browser). Issue paths are form paths; createPtFieldForPath names the multipart field.
 */
export function createCreatePtFieldsSchema(clock: () => Date = () => new Date()) {
  const { registrationFormSchema } = createRegistrationSchemas(clock);
  return z
    .object({
      fields: z.record(z.string(), z.string()),
      cert: z.custom<CertFileLike | null>(),
    })
    .transform(({ fields, cert }) => fromCreatePtFields(fields, cert))
    .pipe(registrationFormSchema);
}

export const createPtFieldsSchema = createCreatePtFieldsSchema();
export type CreatePtParsed = z.output<typeof createPtFieldsSchema>;

/** The optional `lang` field: the form language (en | zh), en when absent. */
export const registrationLang = z
  .enum(REGISTRATION_LANGUAGES, { error: 'validation.invalid' })
  .optional()
  .transform((v) => v ?? 'en');

/** 201 on a new registration; 200 with the same body when the Idempotency-Key was seen before. */
export const createPtReply = z.object({
  ok: z.literal(true),
  id: z.uuid(),
  /** Short reference the applicant can quote (REG- and 8 characters). */
  reference: z.string(),
});
export type CreatePtReply = z.infer<typeof createPtReply>;

/** The server's answer to a second live registration of the same ID number (409). */
export const DUPLICATE_ID_MESSAGE =
  'An application with this ID number is already being processed. If you need help, contact us.';

/**
 * The ID check when the applicant completes step 2 (issue 13, item 16): public and rate-limited
 * per network. It reveals nothing beyond "already registered": the same 409 as the final submit
 * (DUPLICATE_ID_MESSAGE, id_number: validation.duplicateId), otherwise only `ok`.
 */
export const checkIdBody = z.object({
  id_number: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(30, 'validation.maxLength'),
});
export const checkIdReply = z.object({ ok: z.literal(true) });
