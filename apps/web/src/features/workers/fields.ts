import {
  BANK_NAMES,
  EMPLOYMENT_TYPES,
  GENDERS,
  HIGH_STANDARDS,
  HIGHEST_EDUCATION,
  ID_TYPES,
  MARITAL_STATUSES,
  NATIONALITIES,
  POSITIONS,
  RACES,
  RELIGIONS,
  WHERE_KNOW_US,
} from '@wf/shared/enums/registration';
import type { WorkerFormField } from '@wf/shared/contracts/workers/worker-form';

export type FieldKind = 'text' | 'select' | 'date' | 'yesno' | 'textarea' | 'money';
export type FieldDef = {
  key: WorkerFormField;
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  optionLabels?: Record<string, string>;
  required?: boolean;
  /** Shown only when this returns true for the current values. */
  when?: (v: FormValues) => boolean;
};
export type FormValues = Partial<Record<WorkerFormField, string | boolean | null>>;

const WHERE_LABELS: Record<string, string> = {
  fastjob: 'FastJobs',
  newspaperAdvertisement: 'Newspaper advertisement',
  onlineJobBoard: 'Online job board',
  companyWebsite: 'Company website',
  socialMedia: 'Social media',
  employeeReferral: 'Employee referral',
  localAdvertisement: 'Local advertisement',
  schoolUniversity: 'School / university',
  wordOfMouth: 'Word of mouth',
  recruitmentAgency: 'Recruitment agency',
  other: 'Other',
};
const cap = (xs: readonly string[]) => Object.fromEntries(xs.map((x) => [x, x.charAt(0).toUpperCase() + x.slice(1)]));

/** The worker's fields grouped as in the registration form's steps. */
export const FIELD_GROUPS: ReadonlyArray<{ title: string; fields: FieldDef[] }> = [
  {
    title: 'Job',
    fields: [
      { key: 'typeOfEmployment', label: 'Employment type', kind: 'select', options: EMPLOYMENT_TYPES, required: true },
      { key: 'positionApplied', label: 'Position applied', kind: 'select', options: POSITIONS, required: true },
      {
        key: 'whereKnowUs',
        label: 'Heard about us from',
        kind: 'select',
        options: WHERE_KNOW_US,
        optionLabels: WHERE_LABELS,
        required: true,
      },
      { key: 'earliestAvailability', label: 'Earliest availability', kind: 'date' },
      { key: 'fullyVaccinated', label: 'Fully vaccinated', kind: 'yesno', required: true },
      { key: 'hourlyRateCents', label: 'Hourly rate (S$)', kind: 'money' },
    ],
  },
  {
    title: 'Personal details',
    fields: [
      { key: 'name', label: 'Full name', kind: 'text', required: true },
      { key: 'contactEmail', label: 'E-mail', kind: 'text', required: true },
      { key: 'contactNumber', label: 'Phone', kind: 'text', required: true },
      { key: 'dateOfBirth', label: 'Date of birth', kind: 'date', required: true },
      { key: 'gender', label: 'Gender', kind: 'select', options: GENDERS, required: true },
      { key: 'nationality', label: 'Nationality', kind: 'select', options: NATIONALITIES, required: true },
      {
        key: 'prStartDate',
        label: 'PR start date',
        kind: 'date',
        required: true,
        when: (v) => v.nationality === 'Singapore PR',
      },
      { key: 'idType', label: 'ID type', kind: 'select', options: ID_TYPES, required: true },
      { key: 'idNumber', label: 'ID number', kind: 'text', required: true },
      {
        key: 'passportExpiry',
        label: 'Passport expiry',
        kind: 'date',
        required: true,
        when: (v) => v.idType === 'Passport',
      },
      { key: 'placeOfBirth', label: 'Place of birth', kind: 'text', required: true },
      { key: 'race', label: 'Race', kind: 'select', options: RACES, optionLabels: cap(RACES), required: true },
      {
        key: 'religion',
        label: 'Religion',
        kind: 'select',
        options: RELIGIONS,
        optionLabels: cap(RELIGIONS),
        required: true,
      },
      {
        key: 'maritalStatus',
        label: 'Marital status',
        kind: 'select',
        options: MARITAL_STATUSES,
        optionLabels: cap(MARITAL_STATUSES),
        required: true,
      },
      { key: 'residentialAddress', label: 'Residential address', kind: 'textarea', required: true },
      { key: 'postalCode', label: 'Postal code', kind: 'text', required: true },
    ],
  },
  {
    title: 'Certificate, next of kin and bank',
    fields: [
      { key: 'certExpired', label: 'Food safety certificate expiry', kind: 'date' },
      { key: 'kinName', label: 'Next of kin', kind: 'text', required: true },
      { key: 'kinContact', label: 'Next of kin phone', kind: 'text', required: true },
      { key: 'bankName', label: 'Bank', kind: 'select', options: BANK_NAMES, required: true },
      { key: 'bankAcc', label: 'Bank account', kind: 'text', required: true },
    ],
  },
  {
    title: 'Education and background',
    fields: [
      { key: 'highestEducation', label: 'Highest education', kind: 'select', options: HIGHEST_EDUCATION },
      { key: 'school', label: 'School', kind: 'text' },
      { key: 'country', label: 'Country', kind: 'text' },
      { key: 'dateStart', label: 'Study start', kind: 'date' },
      { key: 'dateGrad', label: 'Graduation', kind: 'date' },
      { key: 'highStandard', label: 'Highest standard passed', kind: 'select', options: HIGH_STANDARDS },
      { key: 'relativesInCompany', label: 'Relatives in the company', kind: 'yesno', required: true },
      {
        key: 'relativesInfo',
        label: 'Relatives (names, relationship)',
        kind: 'textarea',
        required: true,
        when: (v) => v.relativesInCompany === true,
      },
    ],
  },
];

export const ALL_FIELDS: FieldDef[] = FIELD_GROUPS.flatMap((g) => g.fields);

/** Form values -> the request body (money in cents, blanks as null, yes/no as booleans). */
export function toBody(
  values: FormValues,
  keys: readonly WorkerFormField[] = ALL_FIELDS.map((f) => f.key),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const def = ALL_FIELDS.find((f) => f.key === key)!;
    const v = values[key];
    if (def.kind === 'money') {
      const s = typeof v === 'string' ? v.trim() : '';
      out[key] = s === '' ? null : Math.round(Number(s) * 100);
    } else if (def.kind === 'yesno') {
      out[key] = v === true ? true : v === false ? false : undefined;
    } else {
      out[key] = typeof v === 'string' ? v : v == null ? '' : v;
    }
  }
  return out;
}
