import { z } from 'zod';
import { isoDate, pageOf } from '../common/list-query.ts';
import { WORKER_ACTIONS } from '../../domain/workers/status-machine.ts';
import { WORKER_FILE_KIND, WORKER_SOURCE, WORKER_STATUS, type WorkerStatus } from '../../enums/workers.ts';
import { listQueries, searchField, SORT_DIRS } from '../common/list-query.ts';
import { ENGAGEMENT_TYPE } from '../../enums/pay-runs.ts';

/** The list pages of workers (docs/product/sections.md#part-timer-management) and the statuses each shows. */
export const WORKER_VIEWS = [
  'pending',
  'active',
  'discharge-pending',
  'discharged',
  'rejected',
  'blacklisted',
  'all',
] as const;
export type WorkerView = (typeof WORKER_VIEWS)[number];
export const VIEW_STATUSES: Readonly<Record<WorkerView, readonly WorkerStatus[]>> = {
  pending: ['pending'],
  active: ['active'],
  'discharge-pending': ['discharge_pending', 'rejoin_pending'],
  discharged: ['discharged'],
  rejected: ['rejected'],
  blacklisted: ['blacklisted'],
  all: WORKER_STATUS.values,
};

export const WORKER_SORT_FIELDS = [
  'name',
  'employeeCode',
  'status',
  'contactNumber',
  'typeOfEmployment',
  'positionApplied',
  'nationality',
  'age',
  'createdAt',
  'statusChangedAt',
  'lastWorkingDay',
] as const;
export type WorkerSortField = (typeof WORKER_SORT_FIELDS)[number];

/** Columns of the worker lists, in display order, with the labels used by the grid and the exports. */
export const WORKER_COLUMNS = {
  employeeCode: 'Employee code',
  name: 'Name',
  status: 'Status',
  idNumberMasked: 'NRIC/FIN',
  contactNumber: 'Phone',
  contactEmail: 'E-mail',
  typeOfEmployment: 'Employment type',
  positionApplied: 'Position',
  nationality: 'Nationality',
  gender: 'Gender',
  age: 'Age',
  blacklistFlag: 'Blacklisted ID',
  requiresDocument: 'Needs parental consent',
  consentReceived: 'Consent received',
  lastWorkingDay: 'Last working day',
  statusReason: 'Reason',
  statusChangedAt: 'Status changed',
  createdAt: 'Registered',
} as const;
export type WorkerColumn = keyof typeof WORKER_COLUMNS;
export const WORKER_COLUMN_KEYS = Object.keys(WORKER_COLUMNS) as WorkerColumn[];

/** GET /api/workers: one page of a list view (`page` starts at 1), and its export. */
const workerLists = listQueries(
  {
    view: z.enum(WORKER_VIEWS).default('all'),
    sort: z.enum(WORKER_SORT_FIELDS).default('name'),
    dir: z.enum(SORT_DIRS).default('asc'),
    /** Narrows the view to one of its statuses. */
    status: z.enum(WORKER_STATUS.values).optional(),
    employmentType: z.string().trim().max(40).optional(),
    /** Name fragment, employee code, phone, or the last four characters of the ID number. */
    search: searchField,
  },
  WORKER_COLUMN_KEYS,
);
export const workerListQuery = workerLists.list;
export type WorkerListQuery = z.input<typeof workerListQuery>;
export const workerExportQuery = workerLists.export;
export type WorkerExportQuery = z.input<typeof workerExportQuery>;

export const workerListRow = z.object({
  id: z.string(),
  employeeCode: z.string().nullable(),
  name: z.string(),
  status: z.enum(WORKER_STATUS.values),
  idNumberMasked: z.string(),
  contactNumber: z.string(),
  contactEmail: z.string().nullable(),
  typeOfEmployment: z.string(),
  positionApplied: z.string(),
  nationality: z.string().nullable(),
  gender: z.string().nullable(),
  age: z.number().nullable(),
  /** Only for hr and admin; null for other roles. */
  blacklistFlag: z.boolean().nullable(),
  requiresDocument: z.boolean(),
  consentReceived: z.boolean(),
  lastWorkingDay: z.string().nullable(),
  statusReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number(),
});
export type WorkerListRow = z.infer<typeof workerListRow>;

export const workerListPage = pageOf(workerListRow);
export type WorkerListPage = z.infer<typeof workerListPage>;

// ---------------------------------------------------------------------------------------------
// Discharge / rejoin history
// ---------------------------------------------------------------------------------------------

export const HISTORY_SORT_FIELDS = ['at', 'name', 'employeeCode', 'action'] as const;
export const HISTORY_COLUMNS = {
  at: 'When',
  employeeCode: 'Employee code',
  name: 'Name',
  idNumberMasked: 'NRIC/FIN',
  action: 'Action',
  fromStatus: 'From',
  toStatus: 'To',
  reason: 'Reason',
  lastWorkingDay: 'Last working day',
  actorName: 'By',
} as const;
export type HistoryColumn = keyof typeof HISTORY_COLUMNS;
export const HISTORY_COLUMN_KEYS = Object.keys(HISTORY_COLUMNS) as HistoryColumn[];

const historyLists = listQueries(
  {
    sort: z.enum(HISTORY_SORT_FIELDS).default('at'),
    dir: z.enum(SORT_DIRS).default('desc'),
    action: z.enum(WORKER_ACTIONS).optional(),
    search: searchField,
  },
  HISTORY_COLUMN_KEYS,
);
export const dischargeHistoryQuery = historyLists.list;
export type DischargeHistoryQuery = z.input<typeof dischargeHistoryQuery>;
export const dischargeHistoryExportQuery = historyLists.export;

export const dischargeHistoryRow = z.object({
  id: z.number(),
  workerId: z.string(),
  employeeCode: z.string().nullable(),
  name: z.string(),
  idNumberMasked: z.string(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  reason: z.string().nullable(),
  lastWorkingDay: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type DischargeHistoryRow = z.infer<typeof dischargeHistoryRow>;
export const dischargeHistoryPage = pageOf(dischargeHistoryRow);
export type DischargeHistoryPage = z.infer<typeof dischargeHistoryPage>;

// ---------------------------------------------------------------------------------------------
// Finance part-timer list: active workers with bank name and masked account
// ---------------------------------------------------------------------------------------------

export const FINANCE_SORT_FIELDS = ['name', 'employeeCode', 'bankName', 'typeOfEmployment'] as const;
export const FINANCE_COLUMNS = {
  employeeCode: 'Employee code',
  name: 'Name',
  idNumberMasked: 'NRIC/FIN',
  contactNumber: 'Phone',
  typeOfEmployment: 'Employment type',
  bankName: 'Bank',
  bankAccMasked: 'Account',
} as const;
export type FinanceColumn = keyof typeof FINANCE_COLUMNS;
export const FINANCE_COLUMN_KEYS = Object.keys(FINANCE_COLUMNS) as FinanceColumn[];

const financeLists = listQueries(
  {
    sort: z.enum(FINANCE_SORT_FIELDS).default('name'),
    dir: z.enum(SORT_DIRS).default('asc'),
    bankName: z.string().trim().max(60).optional(),
    search: searchField,
  },
  FINANCE_COLUMN_KEYS,
);
export const financePartTimerQuery = financeLists.list;
export type FinancePartTimerQuery = z.input<typeof financePartTimerQuery>;
export const financePartTimerExportQuery = financeLists.export;

export const financePartTimerRow = z.object({
  id: z.string(),
  employeeCode: z.string().nullable(),
  name: z.string(),
  idNumberMasked: z.string(),
  contactNumber: z.string(),
  typeOfEmployment: z.string(),
  bankName: z.string().nullable(),
  bankAccMasked: z.string(),
});
export type FinancePartTimerRow = z.infer<typeof financePartTimerRow>;
export const financePartTimerPage = pageOf(financePartTimerRow);
/**
 * One worker as finance sees them (the finance part-timer list's row and the status): what the
 * worker's pay page shows above their pay; the ID and the account stay masked.
 */
export const financePartTimer = financePartTimerRow.extend({ status: z.enum(WORKER_STATUS.values) });
export type FinancePartTimer = z.infer<typeof financePartTimer>;
export type FinancePartTimerPage = z.infer<typeof financePartTimerPage>;

// ---------------------------------------------------------------------------------------------
// One worker
// ---------------------------------------------------------------------------------------------

export const workerIdParams = z.object({ id: z.uuid('validation.invalid') });
export const workerFileParams = z.object({ id: z.uuid('validation.invalid'), fileId: z.uuid('validation.invalid') });
export const fileDownloadQuery = z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') });

/** The kinds of a worker's files: WORKER_FILE_KIND in enums/workers.ts. */
export const FILE_KINDS = WORKER_FILE_KIND.values;
export const workerFile = z.object({
  id: z.string(),
  kind: z.enum(FILE_KINDS),
  fileName: z.string(),
  originalName: z.string().nullable(),
  mimeType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export type WorkerFile = z.infer<typeof workerFile>;
export const workerFileList = z.object({ items: z.array(workerFile) });

export const workerHistoryEntry = z.object({
  id: z.number(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type WorkerHistoryEntry = z.infer<typeof workerHistoryEntry>;

/** GET /api/workers/:id: every registration field (ID and bank masked), files, history, allowed actions. */
export const workerDetail = z.object({
  id: z.string(),
  employeeCode: z.string().nullable(),
  status: z.enum(WORKER_STATUS.values),
  statusBeforeBlacklist: z.enum(WORKER_STATUS.values).nullable(),
  version: z.number(),
  source: z.enum(WORKER_SOURCE.values),
  language: z.string(),
  // step 0
  whereKnowUs: z.string().nullable(),
  typeOfEmployment: z.string(),
  positionApplied: z.string(),
  earliestAvailability: z.string().nullable(),
  fullyVaccinated: z.boolean().nullable(),
  // step 1
  name: z.string(),
  contactEmail: z.string().nullable(),
  contactNumber: z.string(),
  dateOfBirth: z.string(),
  age: z.number().nullable(),
  gender: z.string().nullable(),
  nationality: z.string().nullable(),
  prStartDate: z.string().nullable(),
  idType: z.string(),
  idNumberMasked: z.string(),
  passportExpiry: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  race: z.string().nullable(),
  religion: z.string().nullable(),
  maritalStatus: z.string().nullable(),
  residentialAddress: z.string().nullable(),
  postalCode: z.string().nullable(),
  addressComponents: z.record(z.string(), z.unknown()).nullable(),
  // step 2
  certExpired: z.string().nullable(),
  kinName: z.string().nullable(),
  kinContact: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccMasked: z.string(),
  // step 3
  workingExps: z.array(z.record(z.string(), z.unknown())),
  highestEducation: z.string().nullable(),
  school: z.string().nullable(),
  country: z.string().nullable(),
  dateStart: z.string().nullable(),
  dateGrad: z.string().nullable(),
  highStandard: z.string().nullable(),
  relativesInCompany: z.boolean().nullable(),
  relativesInfo: z.string().nullable(),
  // step 4
  qna: z.record(z.string(), z.unknown()),
  declarationAt: z.string().nullable(),
  // management
  requiresDocument: z.boolean(),
  consentReceivedAt: z.string().nullable(),
  consentReceivedByName: z.string().nullable(),
  /** Only for hr and admin; null for other roles. */
  blacklistFlag: z.boolean().nullable(),
  /** The worker's own rate: null where the caller may not read it (`seesOwnRate`), then showsOwnRate is false. */
  hourlyRateCents: z.number().nullable(),
  showsOwnRate: z.boolean(),
  engagementType: z.enum(ENGAGEMENT_TYPE.values),
  /** A part-timer's usual working days (ISO weekdays) and normal hours (minutes; null: the pay settings'), decision 026. */
  partTimeUsualDays: z.array(z.number().int()).nullable(),
  partTimeDayMinutes: z.number().int().nullable(),
  partTimeWeekMinutes: z.number().int().nullable(),
  partTimeHolidaysEncashed: z.boolean(),
  lastWorkingDay: z.string().nullable(),
  statusReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  files: z.array(workerFile),
  history: z.array(workerHistoryEntry),
  /** Actions the status allows (the caller's role may still be refused). */
  allowedActions: z.array(z.enum(WORKER_ACTIONS)),
});
export type WorkerDetail = z.infer<typeof workerDetail>;

// ---------------------------------------------------------------------------------------------
// Transitions, reveal
// ---------------------------------------------------------------------------------------------

export const transitionParams = z.object({ id: z.uuid('validation.invalid'), action: z.enum(WORKER_ACTIONS) });
export const transitionBody = z.object({
  version: z.number().int().min(1),
  reason: z.string().trim().max(500).optional(),
  lastWorkingDay: isoDate.optional(),
});
export type TransitionBody = z.infer<typeof transitionBody>;

/** 409 answers to a transition carry the current state so the page can refresh. */
export const transitionResult = z.object({
  id: z.string(),
  status: z.enum(WORKER_STATUS.values),
  version: z.number(),
  employeeCode: z.string().nullable(),
});
export type TransitionResult = z.infer<typeof transitionResult>;

export const REVEAL_FIELDS = ['idNumber', 'bankAcc'] as const;
export const revealBody = z.object({ field: z.enum(REVEAL_FIELDS) });
export const revealResult = z.object({ field: z.enum(REVEAL_FIELDS), value: z.string() });

export const consentResult = z.object({
  consentReceivedAt: z.string(),
  file: workerFile,
  version: z.number(),
});
