/** Enumerations of the part-timer registration (docs/product/registration.md#lists-of-values). */

export const WHERE_KNOW_US = [
  'fastjob',
  'newspaperAdvertisement',
  'onlineJobBoard',
  'companyWebsite',
  'socialMedia',
  'employeeReferral',
  'localAdvertisement',
  'schoolUniversity',
  'wordOfMouth',
  'recruitmentAgency',
  'other',
] as const;
export type WhereKnowUs = (typeof WHERE_KNOW_US)[number];

export const POSITIONS = [
  'Food Operator',
  'Catering Assistant',
  'Catering/ Pantry Assistant',
  'Sales Promoter @ Island wide',
  'Event Catering Service Crew',
  'Logistics Assistant',
  'Warehouse Assistant',
  'Retort Packing',
  'MK Admin',
  'Project Logistics',
  'FnB Service',
  'others',
] as const;
export type Position = (typeof POSITIONS)[number];

export const NATIONALITIES = ['Singaporean', 'Singapore PR', 'Malaysian', 'Chinese', 'OTHER'] as const;
export type Nationality = (typeof NATIONALITIES)[number];

export const ID_TYPES = ['NRIC', 'FIN', 'MY_IC', 'CN_IC', 'Passport', 'OTHER'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const RACES = ['chinese', 'malay', 'indian', 'eurasian', 'other'] as const;
export type Race = (typeof RACES)[number];

export const RELIGIONS = ['buddhist', 'christian', 'catholic', 'muslim', 'hindu', 'sikh', 'freethinker', 'other'] as const;
export type Religion = (typeof RELIGIONS)[number];

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const BANK_NAMES = ['DBS/POSB', 'OCBC', 'UOB', 'Citibank', 'Standard Chartered Bank', 'HSBC', 'Trust Bank'] as const;
export type BankName = (typeof BANK_NAMES)[number];

export const HIGHEST_EDUCATION = [
  'Primary',
  'Secondary',
  'Polytechnic / College',
  'University',
  'Other Academic / Professional Qualifications',
  'None',
] as const;
export type HighestEducation = (typeof HIGHEST_EDUCATION)[number];

export const HIGH_STANDARDS = [
  'PSLE',
  'GCE N-Level',
  'GCE O-Level',
  'SPM',
  'GCE A-Level',
  'Diploma / Specialist',
  'Nitec / Higher Nitec',
  'STPM',
  "Bachelor's Degree",
  'Graduate Diploma',
  'Master Degree / MBA',
  'PhD',
] as const;
export type HighStandard = (typeof HIGH_STANDARDS)[number];

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const EMPLOYMENT_TYPES = ['Part-Timer', 'Full-Timer', 'Contractor'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/**
 * Positions for which the food safety certificate and its expiry are optional. The original
 * had two slightly different lists (docs/product/registration.md#conditional-fields); this one is used everywhere.
 */
export const CERT_OPTIONAL_POSITIONS = ['Warehouse Assistant', 'Retort Packing', 'MK Admin'] as const;
export const isCertOptional = (position: string): boolean =>
  (CERT_OPTIONAL_POSITIONS as readonly string[]).includes(position);

/** A promoter contract applies when the position contains 'promoter' (any case). */
export const isPromoterPosition = (position: string): boolean => /promoter/i.test(position);

/**
 * The health and integrity questions of step 4 (qna group, each 0 or 1), in form order.
 * The template form's qna list (docs/product/registration.md#fields) also repeats where_know_us, fully_vaccinated, relatives_in_company and
 * relatives_info, which are fields of their own here; medication_details is the free text
 * asked when medication = 1.
 */
export const QNA_KEYS = [
  'any_illness',
  'physical',
  'mental_illness',
  'medication',
  'found_guilty',
  'any_investigation',
  'objection_undergo',
  'alcohol_drug_addiction',
  'undischarged_bankrupt',
  'dismissed_or_suspended',
  'business_undertaking',
] as const;
export type QnaKey = (typeof QNA_KEYS)[number];

/** Accepted certificate files (docs/product/registration.md#certificate-file) and the size limit (10 MB). */
export const CERT_EXTENSIONS = ['pdf', 'jpeg', 'jpg', 'png'] as const;
export const CERT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const CERT_MAX_BYTES = 10 * 1024 * 1024;

/** Registration form languages. */
export const REGISTRATION_LANGUAGES = ['en', 'zh'] as const;
export type RegistrationLanguage = (typeof REGISTRATION_LANGUAGES)[number];

export const MINIMUM_AGE = 15;
export const PHONE_PATTERN = /^[89][0-9]{7}$/;
export const KIN_CONTACT_MAX = 8;
export const BANK_ACC_MAX = 15;
