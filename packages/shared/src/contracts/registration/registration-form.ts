/**
 * The public part-timer registration form (docs/product/registration.md): its values, one zod schema
 * per step, and the whole form with its cross-field rules. Used by the web form (step by step)
 * and by the server (again, on the submitted fields; see create-pt.ts). Messages are keys.
 *
 * Input values are what the form holds (dates as 'DD/MM/YYYY' strings, yes/no as 0 | 1, the
 * certificate as a File or null). The parsed output is normalized: ISO dates 'YYYY-MM-DD' or
 * null, ID upper-cased, empty optional text '' , conditional fields cleared when not asked.
 */
import { z } from 'zod';
import {
  BANK_ACC_MAX,
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
  QNA_KEYS,
  RACES,
  RELIGIONS,
  WHERE_KNOW_US,
  isCertOptional,
  type QnaKey,
} from '../../enums/registration.ts';
import { BANK_ACCOUNT_MESSAGE_TEXT, bankAccountError, normalizeBankAccount } from '../../domain/pay/bank-codes.ts';
import { ageOn, parseDateInput, todayInSingapore, type IsoDate } from '../../domain/registration/dates.ts';
import { isTooYoung } from '../../domain/registration/age.ts';
import { nricFinError } from '../../domain/registration/nric.ts';
import { certFileError, isCertFileLike, type CertFileLike } from '../../domain/registration/cert-file.ts';
import {
  ADDRESS_POSTAL_CODE_MESSAGE as ADDRESS_MESSAGE,
  addressSelectionShape,
  isValidAddressSelection,
  type AddressSelection,
  type AddressSelectionInput,
} from '../address/address.ts';

export { ADDRESS_MESSAGE };
export type { AddressSelection, AddressSelectionInput, CertFileLike };

/** Every message key (and the one literal message) these schemas produce. */
export const REGISTRATION_MESSAGES = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  email: 'validation.email',
  phone: 'validation.pattern.phone',
  postal: 'validation.pattern.postal',
  maxLength: 'validation.maxLength',
  tooYoung: 'validation.age.too_young',
  dateInvalid: 'validation.date.invalid',
  dateMin: 'validation.date.min',
  dateMax: 'validation.date.max',
  idPattern: 'validation.pattern.id',
  nric: 'validation.invalid.nric',
  workExpIncomplete: 'validation.workExp.incomplete',
  workExpMin: 'validation.workExp.min',
  fileType: 'validation.file.type',
  fileTooLarge: 'validation.file.tooLarge',
  fileEmpty: 'validation.file.empty',
  signature: 'validation.signatureRequired',
  /** A bank account with a character other than digits, spaces and dashes (issue #26 item 5). */
  bankAccDigits: 'validation.bankAcc.digits',
  /** Shown under the address field as is (not a key). */
  address: ADDRESS_MESSAGE,
  /** Next on an invalid step / submit on an invalid form (shown by the page). */
  fillAllFields: 'validation.fillAllFields',
  stepInvalid: 'Please fill in all required fields correctly.',
} as const;
const K = REGISTRATION_MESSAGES;

/** English texts of the keys, for the server's error message and as the translation fallback. */
export const REGISTRATION_MESSAGE_TEXT: Record<string, string> = {
  'validation.required': 'This field is required',
  'validation.invalid': 'Choose one of the options',
  'validation.email': 'Enter a valid e-mail address',
  'validation.pattern.phone': 'Enter 8 digits starting with 8 or 9',
  'validation.pattern.postal': 'Enter a valid postal code',
  'validation.maxLength': 'This is too long',
  'validation.age.too_young': 'You must be at least 15 years old',
  'validation.date.invalid': 'Enter the date as DD/MM/YYYY',
  'validation.date.min': 'The date cannot be before today',
  'validation.date.max': 'The date cannot be after today',
  'validation.pattern.id': 'Enter the ID as a letter, 7 digits and a letter',
  'validation.invalid.nric': 'This NRIC/FIN number is not valid',
  'validation.workExp.incomplete': 'Please complete all fields in work experience or remove it',
  'validation.workExp.min': 'Keep at least one work experience entry',
  'validation.file.type': 'The certificate must be a PDF, JPG or PNG file',
  'validation.file.tooLarge': 'The certificate must be at most 10 MB',
  'validation.file.empty': 'The certificate file is empty',
  'validation.signatureRequired': 'Please sign in the box',
  'validation.fillAllFields': 'Please fill in all required fields correctly.',
  ...BANK_ACCOUNT_MESSAGE_TEXT,
};

export const TEXT_MAX = { name: 120, email: 254, address: 300, short: 100, long: 500, idNumber: 30 } as const;
/** A signature PNG data URL of a 500x200 canvas is far below this (multipart fieldSize is 300 KB). */
export const SIGNATURE_MAX_CHARS = 300_000;
/** The signature's logical size (docs/product/registration.md#fixed-values: 500x200); the registration pad exports exactly this. */
export const SIGNATURE_WIDTH = 500;
export const SIGNATURE_HEIGHT = 200;
/**
 * The largest signature image the server decodes: the pad's size at a device pixel ratio of 4
 * (the sharpest phones), 2000x800. Checked from the PNG header before any decoding, so a crafted
 * 4000x4000 image never reaches the PDF step.
 */
export const SIGNATURE_MAX_SCALE = 4;
export const SIGNATURE_MAX_WIDTH = SIGNATURE_WIDTH * SIGNATURE_MAX_SCALE;
export const SIGNATURE_MAX_HEIGHT = SIGNATURE_HEIGHT * SIGNATURE_MAX_SCALE;
export const WORK_EXPS_MAX = 10;
const SIGNATURE_PATTERN = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export type YesNo = 0 | 1;

export type WorkExpValues = {
  previous_company_name: string;
  position: string;
  /** DD/MM/YYYY */
  date_start: string;
  /** DD/MM/YYYY */
  date_left: string;
  reason_for_leaving: string;
};
export const WORK_EXP_FIELDS = [
  'previous_company_name',
  'position',
  'date_start',
  'date_left',
  'reason_for_leaving',
] as const;

export type QnaValues = Record<QnaKey, YesNo | null> & { medication_details: string };

/** What the form holds. Selects hold '' until chosen; yes/no hold null until answered. */
export type RegistrationFormValues = {
  // step 0
  where_know_us: string;
  type_of_employment: string;
  position_applied: string;
  earliest_availability: string;
  fully_vaccinated: YesNo | null;
  // step 1
  client_name: string;
  contact_email: string;
  contact_number: string;
  date_of_birth: string;
  gender: string;
  nationality: string;
  pr_start_date: string;
  id_type: string;
  id_number: string;
  passport_expiry: string;
  place_of_birth: string;
  race: string;
  religion: string;
  marital_status: string;
  residential_address: string;
  postal_code: string;
  /** The address chosen in the autocomplete (null until chosen). */
  address: AddressSelectionInput | null;
  // step 2
  cert: CertFileLike | null;
  cert_expired: string;
  kin_name: string;
  kin_contact: string;
  bank_name: string;
  bank_acc: string;
  // step 3
  working_exps: WorkExpValues[];
  highest_education: string;
  school: string;
  country: string;
  date_start: string;
  date_grad: string;
  high_standard: string;
  relatives_in_company: YesNo | null;
  relatives_info: string;
  // step 4
  qna: QnaValues;
  declaration: boolean;
  signature: string;
};

export const emptyWorkExp = (): WorkExpValues => ({
  previous_company_name: '',
  position: '',
  date_start: '',
  date_left: '',
  reason_for_leaving: '',
});

/** A fresh form. Yes/no questions of step 3 and 4 start at 0 (No), as in the original form. */
export function emptyRegistrationForm(): RegistrationFormValues {
  const qna = Object.fromEntries(QNA_KEYS.map((k) => [k, 0])) as Record<QnaKey, YesNo>;
  return {
    where_know_us: '',
    type_of_employment: 'Part-Timer',
    position_applied: '',
    earliest_availability: '',
    fully_vaccinated: null,
    client_name: '',
    contact_email: '',
    contact_number: '',
    date_of_birth: '',
    gender: '',
    nationality: '',
    pr_start_date: '',
    id_type: '',
    id_number: '',
    passport_expiry: '',
    place_of_birth: '',
    race: '',
    religion: '',
    marital_status: '',
    residential_address: '',
    postal_code: '',
    address: null,
    cert: null,
    cert_expired: '',
    kin_name: '',
    kin_contact: '',
    bank_name: '',
    bank_acc: '',
    working_exps: [emptyWorkExp()],
    highest_education: '',
    school: '',
    country: '',
    date_start: '',
    date_grad: '',
    high_standard: '',
    relatives_in_company: 0,
    relatives_info: '',
    qna: { ...qna, medication_details: '' },
    declaration: false,
    signature: '',
  };
}

/** Field names per step (for marking the invalid fields of a step). */
export const STEP_FIELDS = [
  ['where_know_us', 'type_of_employment', 'position_applied', 'earliest_availability', 'fully_vaccinated'],
  [
    'client_name',
    'contact_email',
    'contact_number',
    'date_of_birth',
    'gender',
    'nationality',
    'pr_start_date',
    'id_type',
    'id_number',
    'passport_expiry',
    'place_of_birth',
    'race',
    'religion',
    'marital_status',
    'residential_address',
    'postal_code',
    'address',
  ],
  ['cert', 'cert_expired', 'kin_name', 'kin_contact', 'bank_name', 'bank_acc'],
  [
    'working_exps',
    'highest_education',
    'school',
    'country',
    'date_start',
    'date_grad',
    'high_standard',
    'relatives_in_company',
    'relatives_info',
  ],
  ['qna', 'declaration', 'signature'],
] as const satisfies ReadonlyArray<ReadonlyArray<keyof RegistrationFormValues>>;
export const REGISTRATION_STEPS = STEP_FIELDS.length;

/** The step a field (or a path like 'working_exps.0.position') belongs to, or -1. */
export function stepOfField(path: string): number {
  const top = path.split('.')[0];
  return STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(top ?? ''));
}

// ---------------------------------------------------------------- field builders

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A bank account number: spaces and dashes dropped, then digits only; its length per bank is a rule of the step. */
export const bankAccount = () =>
  z
    .string({ error: K.required })
    .transform(normalizeBankAccount)
    .pipe(z.string().min(1, K.required).max(BANK_ACC_MAX, K.maxLength).regex(/^[0-9]+$/, K.bankAccDigits));
const requiredText = (max: number) => z.string({ error: K.required }).trim().min(1, K.required).max(max, K.maxLength);
const optionalText = (max: number) => z.string({ error: K.invalid }).trim().max(max, K.maxLength);

function requiredEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string({ error: K.required })
    .trim()
    .min(1, K.required)
    .pipe(z.enum(values, { error: K.invalid }));
}
function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string({ error: K.invalid })
    .trim()
    .refine((v) => v === '' || (values as readonly string[]).includes(v), K.invalid)
    .transform((v) => (v === '' ? null : (v as T[number])));
}

/** 0 or 1; null (not answered) or missing gives validation.required. */
const yesNo = z
  .custom<YesNo | null>((v) => v === 0 || v === 1 || v === null, { error: K.required, abort: false })
  .refine((v) => v !== null, K.required)
  .transform((v) => v as YesNo);

/** 8 digits starting with 8 or 9 (spaces and dashes removed first); kin_contact also max 8. */
const phone = (max = 64) =>
  z
    .string({ error: K.required })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, K.required).max(max, K.maxLength).regex(PHONE_PATTERN, K.phone));

/** A date entered DD/MM/YYYY (or yyyy-mm-dd) -> ISO; invalid text gives validation.date.invalid. */
const dateText = z.string({ error: K.dateInvalid }).transform((s, ctx): IsoDate | null => {
  if (s.trim() === '') return null;
  const iso = parseDateInput(s);
  if (!iso) {
    ctx.addIssue({ code: 'custom', message: K.dateInvalid });
    return z.NEVER;
  }
  return iso;
});
const requiredDate = z
  .string({ error: K.required })
  .refine((s) => s.trim() !== '', K.required)
  .pipe(dateText)
  .transform((v) => v as IsoDate);

type Clock = () => Date;

/** The certificate: a File in the browser, {name, type, size} on the server; type and size checked. */
const certField = z
  .custom<CertFileLike | null>((v) => v === null || v === undefined || isCertFileLike(v), {
    error: K.fileType,
    abort: false,
  })
  .superRefine((v, ctx) => {
    if (!isCertFileLike(v)) return; // null, or already refused above (the custom check does not abort)
    const err = certFileError(v);
    if (err) ctx.addIssue({ code: 'custom', message: err });
  })
  .transform((v) => v ?? null);

const workExpEntry = z
  .object({
    previous_company_name: optionalText(TEXT_MAX.name),
    position: optionalText(TEXT_MAX.short),
    date_start: dateText,
    date_left: dateText,
    reason_for_leaving: optionalText(TEXT_MAX.long),
  })
  .superRefine(
    (e, ctx) => {
      const filled = WORK_EXP_FIELDS.filter((f) => !isBlank(e[f]));
      if (filled.length === 0 || filled.length === WORK_EXP_FIELDS.length) return;
      for (const f of WORK_EXP_FIELDS) {
        if (isBlank(e[f])) ctx.addIssue({ code: 'custom', message: K.workExpIncomplete, path: [f] });
      }
    },
    { when: () => true },
  );
export type WorkExpData = {
  previous_company_name: string;
  position: string;
  date_start: IsoDate;
  date_left: IsoDate;
  reason_for_leaving: string;
};

// ---------------------------------------------------------------- cross-field rules

type Ctx = z.RefinementCtx;
type Loose = Record<string, unknown>;
const issue = (ctx: Ctx, path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', message, path });
const str = (v: unknown) => (typeof v === 'string' ? v : '');

function step1Rules(v: Loose, ctx: Ctx): void {
  if (v.nationality === 'Singapore PR' && isBlank(v.pr_start_date)) issue(ctx, ['pr_start_date'], K.required);
  if (v.id_type === 'Passport' && isBlank(v.passport_expiry)) issue(ctx, ['passport_expiry'], K.required);
  const id = str(v.id_number);
  if (id !== '' && (v.id_type === 'NRIC' || v.id_type === 'FIN')) {
    const err = nricFinError(id);
    const prefixOk = v.id_type === 'NRIC' ? /^[ST]/.test(id) : /^[FGM]/.test(id);
    if (err) issue(ctx, ['id_number'], err);
    else if (!prefixOk) issue(ctx, ['id_number'], K.idPattern);
  }
}

function step2Rules(v: Loose, ctx: Ctx): void {
  const bankErr = bankAccountError(str(v.bank_name), str(v.bank_acc));
  if (bankErr && bankErr !== K.bankAccDigits) issue(ctx, ['bank_acc'], bankErr);
  if (isCertOptional(str(v.position_applied))) return;
  if (v.cert === null || v.cert === undefined) issue(ctx, ['cert'], K.required);
  if (isBlank(v.cert_expired)) issue(ctx, ['cert_expired'], K.required);
}

function step3Rules(v: Loose, ctx: Ctx): void {
  if (v.relatives_in_company === 1 && isBlank(v.relatives_info)) issue(ctx, ['relatives_info'], K.required);
}

function step4Rules(v: Loose, ctx: Ctx): void {
  const qna = (v.qna ?? {}) as Loose;
  if (qna.medication === 1 && isBlank(qna.medication_details)) issue(ctx, ['qna', 'medication_details'], K.required);
}

// ---------------------------------------------------------------- schemas

function shapes(clock: Clock) {
  const today = () => todayInSingapore(clock());
  const notBeforeToday = <T extends IsoDate | null>(s: z.ZodType<T, string>) =>
    s.refine((d) => d === null || d >= today(), K.dateMin);

  const step0 = {
    where_know_us: requiredEnum(WHERE_KNOW_US),
    type_of_employment: requiredEnum(EMPLOYMENT_TYPES),
    position_applied: requiredEnum(POSITIONS),
    earliest_availability: notBeforeToday(requiredDate),
    fully_vaccinated: yesNo,
  };
  const step1 = {
    client_name: requiredText(TEXT_MAX.name),
    contact_email: z
      .string({ error: K.required })
      .trim()
      .toLowerCase()
      .min(1, K.required)
      .max(TEXT_MAX.email, K.maxLength)
      .pipe(z.email({ error: K.email })),
    contact_number: phone(),
    date_of_birth: requiredDate
      .refine((d) => d <= today(), K.dateMax)
      .refine((d) => d > today() || !isTooYoung(ageOn(d, today())), K.tooYoung),
    gender: requiredEnum(GENDERS),
    nationality: requiredEnum(NATIONALITIES),
    pr_start_date: dateText,
    id_type: requiredEnum(ID_TYPES),
    id_number: requiredText(TEXT_MAX.idNumber).toUpperCase(),
    passport_expiry: notBeforeToday(dateText),
    place_of_birth: requiredText(TEXT_MAX.short),
    race: requiredEnum(RACES),
    religion: requiredEnum(RELIGIONS),
    marital_status: requiredEnum(MARITAL_STATUSES),
    residential_address: requiredText(TEXT_MAX.address),
    postal_code: z
      .string({ error: K.required })
      .trim()
      .min(1, K.required)
      .regex(/^\d{5,6}$/, K.postal),
    // The chosen address (SG/MY, coordinates, postal code valid for its country), or ADDRESS_MESSAGE
    // (the address contract's addressSelection rule, with null allowed as the form's empty value).
    address: z
      .custom<AddressSelectionInput | null>((v) => isValidAddressSelection(v), { error: ADDRESS_MESSAGE, abort: false })
      .transform((v): AddressSelection => addressSelectionShape.parse(v)),
  };
  const step2 = {
    cert: certField,
    cert_expired: notBeforeToday(dateText),
    kin_name: requiredText(TEXT_MAX.name),
    kin_contact: phone(KIN_CONTACT_MAX),
    bank_name: requiredEnum(BANK_NAMES),
    bank_acc: bankAccount(),
  };
  const step3 = {
    working_exps: z.array(workExpEntry, { error: K.workExpMin }).min(1, K.workExpMin).max(WORK_EXPS_MAX, K.maxLength),
    highest_education: optionalEnum(HIGHEST_EDUCATION),
    school: optionalText(TEXT_MAX.short),
    country: optionalText(TEXT_MAX.short),
    date_start: dateText,
    date_grad: dateText,
    high_standard: optionalEnum(HIGH_STANDARDS),
    relatives_in_company: yesNo,
    relatives_info: optionalText(TEXT_MAX.long),
  };
  const qnaShape = Object.fromEntries(QNA_KEYS.map((k) => [k, yesNo])) as Record<QnaKey, typeof yesNo>;
  const step4 = {
    qna: z.object({ ...qnaShape, medication_details: optionalText(TEXT_MAX.long) }, { error: K.required }),
    declaration: z
      .boolean({ error: K.required })
      // The declaration must be ticked (docs/product/registration.md#validation), message key validation.required.
      .refine((v) => v, K.required)
      .transform(() => true as const),
    signature: z
      .string({ error: K.signature })
      .max(SIGNATURE_MAX_CHARS, K.maxLength)
      .regex(SIGNATURE_PATTERN, K.signature),
  };
  return { step0, step1, step2, step3, step4 };
}

/**
 * The cross-field rules run even when fields of the step are invalid, so one Next shows every
 * problem of the step at once. A check with `when` is still skipped after an explicit abort
 * (`continue: false`), which z.custom sets by default: the custom fields above pass `abort: false`.
 */
const always = { when: () => true } as const;

/** Clears the answers that were not asked and drops fully empty work-experience entries. */
function normalize<
  T extends {
    nationality: string;
    pr_start_date: IsoDate | null;
    relatives_in_company: YesNo;
    relatives_info: string;
    qna: { medication: YesNo; medication_details: string };
    working_exps: Array<{ [k: string]: unknown }>;
  },
>(v: T) {
  return {
    ...v,
    pr_start_date: v.nationality === 'Singapore PR' ? v.pr_start_date : null,
    relatives_info: v.relatives_in_company === 1 ? v.relatives_info : '',
    qna: { ...v.qna, medication_details: v.qna.medication === 1 ? v.qna.medication_details : '' },
    working_exps: v.working_exps.filter((e) => WORK_EXP_FIELDS.some((f) => !isBlank(e[f]))) as unknown as WorkExpData[],
  };
}

/**
 * Builds the schemas with a clock (tests pass a fixed one). The defaults below use the real time
 * at each validation.
 */
export function createRegistrationSchemas(clock: Clock = () => new Date()) {
  const s = shapes(clock);
  // Steps are loose objects: the rules of step 2 read position_applied of step 0.
  const stepSchemas = [
    z.looseObject(s.step0),
    z.looseObject(s.step1).superRefine((v, ctx) => step1Rules(v, ctx), always),
    z.looseObject(s.step2).superRefine((v, ctx) => step2Rules(v, ctx), always),
    z.looseObject(s.step3).superRefine((v, ctx) => step3Rules(v, ctx), always),
    z.looseObject(s.step4).superRefine((v, ctx) => step4Rules(v, ctx), always),
  ] as const;

  const registrationFormSchema = z
    .object({ ...s.step0, ...s.step1, ...s.step2, ...s.step3, ...s.step4 })
    .superRefine((v, ctx) => {
      step1Rules(v, ctx);
      step2Rules(v, ctx);
      step3Rules(v, ctx);
      step4Rules(v, ctx);
    }, always)
    .transform(normalize);

  return { stepSchemas, registrationFormSchema };
}

export const { stepSchemas, registrationFormSchema } = createRegistrationSchemas();

/** The parsed, normalized registration (what the server stores). */
export type RegistrationData = z.output<typeof registrationFormSchema>;

/** Form values -> { field path: message key } for one step (empty when the step is valid). */
export function validateStep(
  step: number,
  values: RegistrationFormValues,
  schemas: Pick<ReturnType<typeof createRegistrationSchemas>, 'stepSchemas'> = { stepSchemas },
): Record<string, string> {
  const schema = schemas.stepSchemas[step];
  if (!schema) throw new Error(`No registration step ${step}`);
  const r = schema.safeParse(values);
  return r.success ? {} : issuesByPath(r.error.issues);
}

/** First message per path ('working_exps.0.position'). */
export function issuesByPath(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.') || '_';
    out[key] ??= i.message;
  }
  return out;
}

/** Compile-time check: the form values are a valid input of the schema. */
export const FORM_VALUES_MATCH_SCHEMA: RegistrationFormValues extends z.input<typeof registrationFormSchema>
  ? true
  : never = true;
