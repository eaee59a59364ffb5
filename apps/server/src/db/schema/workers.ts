import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ENGAGEMENT_TYPE } from '@wf/shared/enums/pay-runs';
import { WORKER_FILE_KIND, WORKER_SOURCE, WORKER_STATUS } from '@wf/shared/enums/workers';
import { LIVE_WORKER_STATUSES } from '@wf/shared/domain/workers/status-machine';
import { enumCheck, enumText, sqlList } from '../enum-column.ts';
import { users } from './users.ts';

/**
 * File bytes. Written as base64 text that the database decodes: PGlite serialises a binary
 * parameter slowly (about 1.5 s per MB), base64 text takes milliseconds; same on PostgreSQL.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (v) => sql`decode(${Buffer.from(v).toString('base64')}, 'base64')` as unknown as Buffer,
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Employee codes PT-000001, PT-000002, ... come from this sequence (nextval never repeats). */
export const employeeCodeSeq = pgSequence('employee_code_seq', { startWith: 1 });

/**
 * A worker: created by a public registration (status pending) or by staff. Holds the
 * registration data with its field names (docs/product/registration.md#fields) in snake_case columns.
 */
export const workers = pgTable(
  'workers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** PT-000123 style, assigned when first approved (or at staff creation). */
    employeeCode: text('employee_code'),
    status: enumText('status', WORKER_STATUS).notNull().default('pending'),
    /** Status to return to on unblacklist. */
    statusBeforeBlacklist: enumText('status_before_blacklist', WORKER_STATUS),
    /** Optimistic concurrency: every transition bumps it; a stale version gets 409. */
    version: integer('version').notNull().default(1),
    source: enumText('source', WORKER_SOURCE).notNull().default('registration'),
    /** Form language of the registration (en | zh). */
    language: text('language').notNull().default('en'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the validated request that used idempotencyKey: a reused key with another request is refused. */
    idempotencyRequestHash: text('idempotency_request_hash'),

    // step 0
    whereKnowUs: text('where_know_us'),
    typeOfEmployment: text('type_of_employment').notNull().default('Part-Timer'),
    positionApplied: text('position_applied').notNull(),
    earliestAvailability: date('earliest_availability'),
    fullyVaccinated: boolean('fully_vaccinated'),
    // step 1
    name: text('client_name').notNull(),
    contactEmail: text('contact_email'),
    contactNumber: text('contact_number').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    age: integer('age'),
    gender: text('gender'),
    nationality: text('nationality'),
    prStartDate: date('pr_start_date'),
    idType: text('id_type').notNull(),
    idNumber: text('id_number').notNull(),
    passportExpiry: date('passport_expiry'),
    placeOfBirth: text('place_of_birth'),
    race: text('race'),
    religion: text('religion'),
    maritalStatus: text('marital_status'),
    residentialAddress: text('residential_address'),
    postalCode: text('postal_code'),
    /** formatted_address, location_lat, location_lng, street_number, street, city, state, country, country_code, place_id */
    addressComponents: jsonb('address_components'),
    // step 2
    certExpired: date('cert_expired'),
    kinName: text('kin_name'),
    kinContact: text('kin_contact'),
    bankName: text('bank_name'),
    bankAcc: text('bank_acc'),
    /** The account holder's name as the bank has it (issue #30): a bank file's payee name when set. */
    bankAccountName: text('bank_account_name'),
    // step 3
    workingExps: jsonb('working_exps').notNull().default(sql`'[]'::jsonb`),
    highestEducation: text('highest_education'),
    school: text('school'),
    country: text('country'),
    dateStart: date('date_start'),
    dateGrad: date('date_grad'),
    highStandard: text('high_standard'),
    relativesInCompany: boolean('relatives_in_company'),
    relativesInfo: text('relatives_info'),
    // step 4
    qna: jsonb('qna').notNull().default(sql`'{}'::jsonb`),
    declarationAt: timestamp('declaration_at', { withTimezone: true }),

    requiresDocument: boolean('requires_document').notNull().default(false),
    consentReceivedAt: timestamp('consent_received_at', { withTimezone: true }),
    consentReceivedBy: uuid('consent_received_by').references(() => users.id, { onDelete: 'set null' }),
    /** The ID was on the blacklist when this registration arrived (shown to hr, never to the applicant). */
    blacklistFlag: boolean('blacklist_flag').notNull().default(false),
    hourlyRateCents: integer('hourly_rate_cents'),
    /** Employee or contractor (issue #16): only employees who are citizens or PRs get CPF. */
    engagementType: enumText('engagement_type', ENGAGEMENT_TYPE).notNull().default('employee'),
    /**
     * A part-time employee's contract (decision 026): the ISO weekdays (1 Monday ... 7 Sunday) they
     * usually work, and their normal hours a day and a week in minutes (null: the pay settings').
     */
    partTimeUsualDays: integer('part_time_usual_days').array(),
    partTimeDayMinutes: integer('part_time_day_minutes'),
    partTimeWeekMinutes: integer('part_time_week_minutes'),
    /** The contract encashes the public holidays into the hourly rate (MOM): no separate holiday pay (decision 026). */
    partTimeHolidaysEncashed: boolean('part_time_holidays_encashed').notNull().default(false),
    /** Last working day of a requested or approved discharge. */
    lastWorkingDay: date('last_working_day'),
    /** Reason given with the latest status change (reject, discharge, blacklist...). */
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workers_employee_code_uq').on(t.employeeCode),
    uniqueIndex('workers_idempotency_key_uq').on(t.idempotencyKey),
    // One live record per ID number: a second registration while one is under review or employed is refused.
    uniqueIndex('workers_live_id_uq')
      .on(sql`upper(${t.idNumber})`)
      .where(sql`${t.status} in (${sqlList(LIVE_WORKER_STATUSES)})`),
    index('workers_status_name_idx').on(t.status, t.name),
    index('workers_id_upper_idx').on(sql`upper(${t.idNumber})`),
    index('workers_created_idx').on(t.createdAt),
    // Paged lists: filtered by status, sorted by name (case-insensitive), searched by name fragment.
    index('workers_status_lname_idx').on(t.status, sql`lower(${t.name})`, t.id),
    // Search by the last four characters of the ID number.
    index('workers_id_last4_idx').on(sql`right(upper(${t.idNumber}), 4)`),
    index('workers_contact_number_idx').on(t.contactNumber),
    // Not declared here, kept by hand-written SQL: migration 0004 adds the pg_trgm extension and the
    // GIN index workers_name_trgm_idx on lower(client_name) (a name fragment search: "wei" in
    // "Tan Wei Ling"); drizzle-kit does not model operator classes, so it neither makes nor drops it.
    enumCheck(t.engagementType, ENGAGEMENT_TYPE),
    enumCheck(t.status, WORKER_STATUS),
    enumCheck(t.statusBeforeBlacklist, WORKER_STATUS),
    enumCheck(t.source, WORKER_SOURCE),
  ],
);

/** Files of a worker: certificate, signature, generated contract, parental consent. */
export const workerFiles = pgTable(
  'worker_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    kind: enumText('kind', WORKER_FILE_KIND).notNull(),
    /** Server-chosen name; the applicant's file name is kept only as metadata. */
    fileName: text('file_name').notNull(),
    originalName: text('original_name'),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** The bytes (database storage), or null when an object store keeps them under storageKey. */
    data: bytea('data'),
    storageKey: text('storage_key'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('worker_files_worker_idx').on(t.workerId, t.kind),
    check('worker_files_bytes_ck', sql`${t.data} is not null or ${t.storageKey} is not null`),
    enumCheck(t.kind, WORKER_FILE_KIND),
  ],
);

/** Every status change of a worker: who, when, why. */
export const workerHistory = pgTable(
  'worker_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    details: jsonb('details'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('worker_history_worker_idx').on(t.workerId, t.at), index('worker_history_action_idx').on(t.action, t.at)],
);
