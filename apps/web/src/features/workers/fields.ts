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
import { ENGAGEMENT_TYPE } from '@wf/shared/enums/pay-runs';
import type { TFunction } from '../../lib/i18n/index.ts';
import { POSITION_KEYS } from '../../lib/position-text.ts';

/** weekdays: ISO weekdays as "1,3,5" in the form (an array in the body); hours: decimal hours in the form (minutes in the body). */
export type FieldKind = 'text' | 'select' | 'date' | 'yesno' | 'textarea' | 'money' | 'weekdays' | 'hours';
export type FieldDef = {
  key: WorkerFormField;
  /** Catalogue key of the label. */
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  /** Catalogue keys of the options' labels (options without one show as they are). */
  optionLabels?: Record<string, string>;
  required?: boolean;
  /** Shown only when this returns true for the current values. */
  when?: (v: FormValues) => boolean;
  /** Left out of the body while blank (the server keeps its value or default). */
  omitBlank?: boolean;
  /** Catalogue key of a hint under the field. */
  hint?: string;
};
export type FormValues = Partial<Record<WorkerFormField, string | boolean | null>>;

export const GENDER_KEYS: Record<string, string> = {
  Male: 'workers.gender.male',
  Female: 'workers.gender.female',
};
export const EMPLOYMENT_KEYS: Record<string, string> = {
  'Part-Timer': 'workers.employment.partTimer',
  'Full-Timer': 'workers.employment.fullTimer',
  Contractor: 'workers.employment.contractor',
};
/** Employee (CPF applies to citizens and PRs) or contractor (no CPF, no SDL). */
export const ENGAGEMENT_KEYS: Record<string, string> = {
  employee: 'workers.engagement.employee',
  contractor: 'workers.engagement.contractor',
};
export const NATIONALITY_KEYS: Record<string, string> = {
  Singaporean: 'workers.nationality.singaporean',
  'Singapore PR': 'workers.nationality.singaporePr',
  Malaysian: 'workers.nationality.malaysian',
  Chinese: 'workers.nationality.chinese',
  OTHER: 'workers.nationality.other',
};
/** The positions' words (one list for every page: lib/position-text.ts). */
export { POSITION_KEYS };
export const ID_TYPE_KEYS: Record<string, string> = {
  NRIC: 'workers.idType.nric',
  FIN: 'workers.idType.fin',
  MY_IC: 'workers.idType.myIc',
  CN_IC: 'workers.idType.cnIc',
  Passport: 'workers.idType.passport',
  OTHER: 'workers.idType.other',
};
const WHERE_KEYS: Record<string, string> = {
  fastjob: 'workers.where.fastjob',
  newspaperAdvertisement: 'workers.where.newspaperAdvertisement',
  onlineJobBoard: 'workers.where.onlineJobBoard',
  companyWebsite: 'workers.where.companyWebsite',
  socialMedia: 'workers.where.socialMedia',
  employeeReferral: 'workers.where.employeeReferral',
  localAdvertisement: 'workers.where.localAdvertisement',
  schoolUniversity: 'workers.where.schoolUniversity',
  wordOfMouth: 'workers.where.wordOfMouth',
  recruitmentAgency: 'workers.where.recruitmentAgency',
  other: 'workers.where.other',
};
const RACE_KEYS: Record<string, string> = {
  chinese: 'workers.race.chinese',
  malay: 'workers.race.malay',
  indian: 'workers.race.indian',
  eurasian: 'workers.race.eurasian',
  other: 'workers.race.other',
};
const RELIGION_KEYS: Record<string, string> = {
  buddhist: 'workers.religion.buddhist',
  christian: 'workers.religion.christian',
  catholic: 'workers.religion.catholic',
  muslim: 'workers.religion.muslim',
  hindu: 'workers.religion.hindu',
  sikh: 'workers.religion.sikh',
  freethinker: 'workers.religion.freethinker',
  other: 'workers.religion.other',
};
const MARITAL_KEYS: Record<string, string> = {
  single: 'workers.marital.single',
  married: 'workers.marital.married',
  divorced: 'workers.marital.divorced',
  widowed: 'workers.marital.widowed',
};

/** The part-time contract fields show for the part-time employment type only. */
const isPartTimer = (v: FormValues) => v.typeOfEmployment === 'Part-Timer';

/** ISO weekdays (1 Monday ... 7 Sunday) and their catalogue keys. */
export const WEEKDAY_KEYS: ReadonlyArray<readonly [number, string]> = [
  [1, 'workers.weekdays.1'],
  [2, 'workers.weekdays.2'],
  [3, 'workers.weekdays.3'],
  [4, 'workers.weekdays.4'],
  [5, 'workers.weekdays.5'],
  [6, 'workers.weekdays.6'],
  [7, 'workers.weekdays.7'],
];

/** "1,3,5" (the form's value of a weekdays field) as sorted numbers. */
export const weekdaysOf = (v: string | boolean | null | undefined): number[] =>
  typeof v === 'string' && v.trim() !== '' ? [...new Set(v.split(',').map(Number))].sort((a, b) => a - b) : [];

/** The worker's fields grouped as in the registration form's steps. */
export const FIELD_GROUPS: ReadonlyArray<{ key: string; /** Catalogue key. */ title: string; fields: FieldDef[] }> = [
  {
    key: 'job',
    title: 'workers.groups.job',
    fields: [
      {
        key: 'typeOfEmployment',
        label: 'workers.fields.typeOfEmployment',
        kind: 'select',
        options: EMPLOYMENT_TYPES,
        optionLabels: EMPLOYMENT_KEYS,
        required: true,
      },
      {
        key: 'engagementType',
        label: 'workers.fields.engagementType',
        kind: 'select',
        options: ENGAGEMENT_TYPE.values,
        optionLabels: ENGAGEMENT_KEYS,
        required: true,
        omitBlank: true,
      },
      {
        key: 'positionApplied',
        label: 'workers.fields.positionApplied',
        kind: 'select',
        options: POSITIONS,
        optionLabels: POSITION_KEYS,
        required: true,
      },
      {
        key: 'whereKnowUs',
        label: 'workers.fields.whereKnowUs',
        kind: 'select',
        options: WHERE_KNOW_US,
        optionLabels: WHERE_KEYS,
        required: true,
      },
      { key: 'earliestAvailability', label: 'workers.fields.earliestAvailability', kind: 'date' },
      { key: 'fullyVaccinated', label: 'workers.fields.fullyVaccinated', kind: 'yesno', required: true },
      { key: 'hourlyRateCents', label: 'workers.fields.hourlyRateCents', kind: 'money' },
      // A part-time employee's contract (decision 026): the days a public holiday not worked is paid on, the normal hours.
      {
        key: 'partTimeUsualDays',
        label: 'workers.fields.partTimeUsualDays',
        kind: 'weekdays',
        when: isPartTimer,
        hint: 'workers.hints.partTimeUsualDays',
      },
      {
        key: 'partTimeDayMinutes',
        label: 'workers.fields.partTimeDayMinutes',
        kind: 'hours',
        when: isPartTimer,
        hint: 'workers.hints.partTimeHours',
      },
      {
        key: 'partTimeWeekMinutes',
        label: 'workers.fields.partTimeWeekMinutes',
        kind: 'hours',
        when: isPartTimer,
        hint: 'workers.hints.partTimeHours',
      },
      {
        key: 'partTimeHolidaysEncashed',
        label: 'workers.fields.partTimeHolidaysEncashed',
        kind: 'yesno',
        when: isPartTimer,
        hint: 'workers.hints.partTimeHolidaysEncashed',
      },
    ],
  },
  {
    key: 'personal',
    title: 'workers.groups.personal',
    fields: [
      { key: 'name', label: 'workers.fields.name', kind: 'text', required: true },
      { key: 'contactEmail', label: 'workers.fields.contactEmail', kind: 'text', required: true },
      { key: 'contactNumber', label: 'workers.fields.contactNumber', kind: 'text', required: true },
      { key: 'dateOfBirth', label: 'workers.fields.dateOfBirth', kind: 'date', required: true },
      {
        key: 'gender',
        label: 'workers.fields.gender',
        kind: 'select',
        options: GENDERS,
        optionLabels: GENDER_KEYS,
        required: true,
      },
      {
        key: 'nationality',
        label: 'workers.fields.nationality',
        kind: 'select',
        options: NATIONALITIES,
        optionLabels: NATIONALITY_KEYS,
        required: true,
      },
      {
        key: 'prStartDate',
        label: 'workers.fields.prStartDate',
        kind: 'date',
        required: true,
        when: (v) => v.nationality === 'Singapore PR',
      },
      {
        key: 'idType',
        label: 'workers.fields.idType',
        kind: 'select',
        options: ID_TYPES,
        optionLabels: ID_TYPE_KEYS,
        required: true,
      },
      { key: 'idNumber', label: 'workers.fields.idNumber', kind: 'text', required: true },
      {
        key: 'passportExpiry',
        label: 'workers.fields.passportExpiry',
        kind: 'date',
        required: true,
        when: (v) => v.idType === 'Passport',
      },
      { key: 'placeOfBirth', label: 'workers.fields.placeOfBirth', kind: 'text', required: true },
      {
        key: 'race',
        label: 'workers.fields.race',
        kind: 'select',
        options: RACES,
        optionLabels: RACE_KEYS,
        required: true,
      },
      {
        key: 'religion',
        label: 'workers.fields.religion',
        kind: 'select',
        options: RELIGIONS,
        optionLabels: RELIGION_KEYS,
        required: true,
      },
      {
        key: 'maritalStatus',
        label: 'workers.fields.maritalStatus',
        kind: 'select',
        options: MARITAL_STATUSES,
        optionLabels: MARITAL_KEYS,
        required: true,
      },
      { key: 'residentialAddress', label: 'workers.fields.residentialAddress', kind: 'textarea', required: true },
      { key: 'postalCode', label: 'workers.fields.postalCode', kind: 'text', required: true },
    ],
  },
  {
    key: 'certBank',
    title: 'workers.groups.certBank',
    fields: [
      { key: 'certExpired', label: 'workers.fields.certExpired', kind: 'date' },
      { key: 'kinName', label: 'workers.fields.kinName', kind: 'text', required: true },
      { key: 'kinContact', label: 'workers.fields.kinContact', kind: 'text', required: true },
      { key: 'bankName', label: 'workers.fields.bankName', kind: 'select', options: BANK_NAMES, required: true },
      { key: 'bankAcc', label: 'workers.fields.bankAcc', kind: 'text', required: true },
    ],
  },
  {
    key: 'education',
    title: 'workers.groups.education',
    fields: [
      { key: 'highestEducation', label: 'workers.fields.highestEducation', kind: 'select', options: HIGHEST_EDUCATION },
      { key: 'school', label: 'workers.fields.school', kind: 'text' },
      { key: 'country', label: 'workers.fields.country', kind: 'text' },
      { key: 'dateStart', label: 'workers.fields.dateStart', kind: 'date' },
      { key: 'dateGrad', label: 'workers.fields.dateGrad', kind: 'date' },
      { key: 'highStandard', label: 'workers.fields.highStandard', kind: 'select', options: HIGH_STANDARDS },
      { key: 'relativesInCompany', label: 'workers.fields.relativesInCompany', kind: 'yesno', required: true },
      {
        key: 'relativesInfo',
        label: 'workers.fields.relativesInfo',
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
    } else if (def.kind === 'hours') {
      const s = typeof v === 'string' ? v.trim() : '';
      out[key] = s === '' ? null : Math.round(Number(s) * 60);
    } else if (def.kind === 'weekdays') {
      const days = weekdaysOf(v);
      out[key] = days.length ? days : null;
    } else if (def.kind === 'yesno') {
      out[key] = v === true ? true : v === false ? false : undefined;
    } else if (def.omitBlank && (v == null || v === '')) {
      continue;
    } else {
      out[key] = typeof v === 'string' ? v : v == null ? '' : v;
    }
  }
  return out;
}

/** An option's text: its catalogue label where it has one, else the value as it is. */
export function optionText(t: TFunction, f: FieldDef, value: string): string {
  const key = f.optionLabels?.[value];
  return key ? t(key) : value;
}

/** A value of one of the key maps above in the current language; unknown values show as they are. */
export const valueText = (t: TFunction, keys: Record<string, string>, value: string | null | undefined): string =>
  value == null ? '' : keys[value] ? t(keys[value]) : value;
