import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { positionLabel, workerActionLabel } from '@wf/shared/domain/labels';
import { WORKER_STATUS } from '@wf/shared/enums/workers';
import { UNAPPROVED_WORKER_STATUSES } from '@wf/shared/domain/workers/status-machine';

import type { Role } from '@wf/shared/roles';
import {
  FINANCE_COLUMN_KEYS,
  FINANCE_COLUMNS,
  HISTORY_COLUMN_KEYS,
  HISTORY_COLUMNS,
  VIEW_STATUSES,
  WORKER_COLUMN_KEYS,
  WORKER_COLUMNS,
  type DischargeHistoryRow,
  type FinanceColumn,
  type FinancePartTimer,
  type FinancePartTimerRow,
  type HistoryColumn,
  type WorkerColumn,
  type WorkerListRow,
  type dischargeHistoryQuery,
  type financePartTimerQuery,
  type workerListQuery,
} from '@wf/shared/contracts/workers/workers';
import { DISCHARGE_HISTORY_ACTIONS, maskBank, maskId } from '@wf/shared/domain/workers/status-machine';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike } from '../../http/list-helpers.ts';
import { defineList } from '../../http/list-builder.ts';
import { users, workerHistory, workers } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { EXPORT_MAX_ROWS, type ExportColumn } from '../../http/table-export.ts';

/** The label functions of the coded export columns (words, never codes). */
const WORKER_TEXT: Partial<Record<string, (v: string) => string>> = { status: WORKER_STATUS.label, positionApplied: positionLabel };
const HISTORY_TEXT: Partial<Record<string, (v: string) => string>> = {
  action: workerActionLabel,
  fromStatus: WORKER_STATUS.label,
  toStatus: WORKER_STATUS.label,
};

type ListQuery = z.output<typeof workerListQuery>;
type HistoryQuery = z.output<typeof dischargeHistoryQuery>;
type FinanceQuery = z.output<typeof financePartTimerQuery>;

/** Roles that see the blacklisted-ID flag of a registration. */
export const canSeeBlacklistFlag = (role: Role): boolean => role === 'hr' || role === 'admin';

/** 'PT-' and the number padded to six digits, as the sequence writes it. */
const codeOf = (digits: string): string => `PT-${digits.replace(/^0+(?=\d)/, '').padStart(6, '0')}`;

/**
 * The search box: a name fragment, an employee code, a phone number, or the last four
 * characters of the ID number. The kind of text decides which columns are searched, so each
 * search can use an index (a name never has digits; an ID tail is three digits and a letter).
 */
export function searchCondition(raw: string | undefined): SQL | undefined {
  const s = raw?.trim();
  if (!s) return undefined;
  const upper = s.toUpperCase();
  const idTail = sql`right(upper(${workers.idNumber}), 4) = ${upper}`;
  // An employee code, typed whole or as its number: equality on the unique index.
  if (/^PT-?\d{1,9}$/i.test(s)) return eq(workers.employeeCode, codeOf(upper.replace(/^PT-?/, '')));
  if (/^\d{3}[A-Z]$/i.test(s)) return idTail;
  if (/^[\d\s+-]+$/.test(s)) {
    const all = s.replace(/\D/g, '');
    // +65 (Singapore's country code) before an 8-digit number.
    const digits = all.length === 10 && all.startsWith('65') ? all.slice(2) : all;
    if (!digits) return undefined;
    // A whole phone number is an indexed equality; part of one is a prefix.
    const phone =
      digits.length === 8
        ? eq(workers.contactNumber, digits)
        : sql`${workers.contactNumber} like ${escapeLike(digits) + '%'}`;
    return digits.length <= 9 ? sql`(${phone} or ${workers.employeeCode} = ${codeOf(digits)})` : phone;
  }
  const name = sql`lower(${workers.name}) like ${'%' + escapeLike(s.toLowerCase()) + '%'}`;
  if (s.length === 4) return sql`(${name} or ${idTail} or ${workers.employeeCode} = ${upper})`;
  return sql`(${name} or ${workers.employeeCode} = ${upper})`;
}

const WORKER_SORT: Record<ListQuery['sort'], SQL | typeof workers.name> = {
  name: sql`lower(${workers.name})`,
  employeeCode: sql`${workers.employeeCode}`,
  status: sql`${workers.status}`,
  contactNumber: sql`${workers.contactNumber}`,
  typeOfEmployment: sql`${workers.typeOfEmployment}`,
  positionApplied: sql`${workers.positionApplied}`,
  nationality: sql`${workers.nationality}`,
  age: sql`${workers.age}`,
  createdAt: sql`${workers.createdAt}`,
  statusChangedAt: sql`${workers.statusChangedAt}`,
  lastWorkingDay: sql`${workers.lastWorkingDay}`,
};

type WorkerFilter = Omit<ListQuery, 'page' | 'pageSize'>;

/** The view's statuses (or the one status asked for), the employment type and the search box. */
function workerConditions(q: WorkerFilter): (SQL | undefined)[] {
  const statuses = VIEW_STATUSES[q.view];
  const conds: (SQL | undefined)[] = [];
  if (q.status) {
    // A status outside the view matches nothing (the page shows an empty list, not another view).
    conds.push(statuses.includes(q.status) ? eq(workers.status, q.status) : sql`false`);
  } else if (q.view !== 'all') {
    conds.push(statuses.length === 1 ? eq(workers.status, statuses[0]!) : inArray(workers.status, [...statuses]));
  }
  if (q.employmentType) conds.push(eq(workers.typeOfEmployment, q.employmentType));
  conds.push(searchCondition(q.search));
  return conds;
}

const listColumns = {
  id: workers.id,
  employeeCode: workers.employeeCode,
  name: workers.name,
  status: workers.status,
  idNumber: workers.idNumber,
  contactNumber: workers.contactNumber,
  contactEmail: workers.contactEmail,
  typeOfEmployment: workers.typeOfEmployment,
  positionApplied: workers.positionApplied,
  nationality: workers.nationality,
  gender: workers.gender,
  age: workers.age,
  blacklistFlag: workers.blacklistFlag,
  requiresDocument: workers.requiresDocument,
  consentReceivedAt: workers.consentReceivedAt,
  lastWorkingDay: workers.lastWorkingDay,
  statusReason: workers.statusReason,
  statusChangedAt: workers.statusChangedAt,
  createdAt: workers.createdAt,
  version: workers.version,
};

const iso = (d: Date | string | null): string | null =>
  d === null ? null : d instanceof Date ? d.toISOString() : String(d);

type WorkerSelectRow = Pick<typeof workers.$inferSelect, keyof typeof listColumns>;

function toListRow(r: WorkerSelectRow, role: Role): WorkerListRow {
  return {
    id: r.id,
    employeeCode: r.employeeCode,
    name: r.name,
    status: r.status,
    idNumberMasked: maskId(r.idNumber),
    contactNumber: r.contactNumber,
    contactEmail: r.contactEmail,
    typeOfEmployment: r.typeOfEmployment,
    positionApplied: r.positionApplied,
    nationality: r.nationality,
    gender: r.gender,
    age: r.age,
    blacklistFlag: canSeeBlacklistFlag(role) ? r.blacklistFlag : null,
    requiresDocument: r.requiresDocument,
    consentReceived: r.consentReceivedAt !== null,
    lastWorkingDay: r.lastWorkingDay,
    statusReason: r.statusReason,
    statusChangedAt: iso(r.statusChangedAt),
    createdAt: iso(r.createdAt)!,
    version: r.version,
  };
}

/** The worker list (http/list-builder.ts) as `role` may read it: ties in the sort's direction. */
const workerList = defineList({
  columns: listColumns,
  from: (q) => q.from(workers),
  filters: (f: WorkerFilter, _role: Role) => workerConditions(f),
  sort: WORKER_SORT,
  id: workers.id,
  idFollowsSort: true,
  row: toListRow,
});

/** One page of a worker list view, masked. */
export async function listWorkers(db: DbOrTx, q: ListQuery, role: Role) {
  return workerList.page(db, q, role);
}

/** A list's rows for an export: the view counted first and refused beyond EXPORT_MAX_ROWS. */
async function exportRows<Row>(
  count: () => Promise<number>,
  rows: (window: { limit: number; offset: number }) => Promise<Row[]>,
): Promise<Row[]> {
  if ((await count()) > EXPORT_MAX_ROWS) throw badRequest(`An export holds at most ${EXPORT_MAX_ROWS} rows; narrow the list first`);
  return rows({ limit: EXPORT_MAX_ROWS, offset: 0 });
}

/** Every row of the view (same filters and order as the page), for an export. */
export async function exportWorkers(
  db: DbOrTx,
  q: Omit<ListQuery, 'page' | 'pageSize'>,
  role: Role,
  columns: WorkerColumn[] | undefined,
): Promise<{ columns: ExportColumn<WorkerListRow>[]; rows: WorkerListRow[] }> {
  const rows = await exportRows(
    () => workerList.count(db, q, role),
    (w) => workerList.rows(db, q, w, role),
  );
  let keys = columns ?? WORKER_COLUMN_KEYS;
  if (!canSeeBlacklistFlag(role)) keys = keys.filter((k) => k !== 'blacklistFlag');
  return {
    columns: keys.map((k) => ({ key: k as keyof WorkerListRow & string, label: WORKER_COLUMNS[k], text: WORKER_TEXT[k] })),
    rows,
  };
}

// ---------------------------------------------------------------------------------------------
// Discharge / rejoin history
// ---------------------------------------------------------------------------------------------

const HISTORY_SORT: Record<HistoryQuery['sort'], SQL> = {
  at: sql`${workerHistory.at}`,
  name: sql`lower(${workers.name})`,
  employeeCode: sql`${workers.employeeCode}`,
  action: sql`${workerHistory.action}`,
};

/**
 * The columns of one worker history entry, its actor's name included (join users on
 * workerHistory.actorId): the discharge history list and a worker's own history show them.
 */
export const historyEntryColumns = {
  id: workerHistory.id,
  action: workerHistory.action,
  fromStatus: workerHistory.fromStatus,
  toStatus: workerHistory.toStatus,
  reason: workerHistory.reason,
  details: workerHistory.details,
  actorName: users.name,
  at: workerHistory.at,
};

type HistoryFilter = Omit<HistoryQuery, 'page' | 'pageSize'>;

/** The discharge history's actions (the one asked for, or all of them) and the search box. */
function historyConditions(q: HistoryFilter): (SQL | undefined)[] {
  const actions = q.action
    ? (DISCHARGE_HISTORY_ACTIONS as readonly string[]).includes(q.action)
      ? [q.action]
      : []
    : [...DISCHARGE_HISTORY_ACTIONS];
  if (actions.length === 0) return [sql`false`];
  return [inArray(workerHistory.action, actions), searchCondition(q.search)];
}

type HistorySelectRow = Pick<
  typeof workerHistory.$inferSelect,
  'id' | 'action' | 'fromStatus' | 'toStatus' | 'reason' | 'details' | 'at' | 'workerId'
> &
  Pick<typeof workers.$inferSelect, 'employeeCode' | 'name' | 'idNumber'> & { actorName: string | null };

function toHistoryRow(r: HistorySelectRow): DischargeHistoryRow {
  const details = (r.details ?? {}) as { lastWorkingDay?: unknown };
  return {
    id: r.id,
    workerId: r.workerId,
    employeeCode: r.employeeCode,
    name: r.name,
    idNumberMasked: maskId(r.idNumber),
    action: r.action,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    reason: r.reason,
    lastWorkingDay: typeof details.lastWorkingDay === 'string' ? details.lastWorkingDay : null,
    actorName: r.actorName,
    at: iso(r.at)!,
  };
}

/** The discharge history (http/list-builder.ts): ties in the sort's direction. */
const historyList = defineList({
  columns: {
    ...historyEntryColumns,
    workerId: workerHistory.workerId,
    employeeCode: workers.employeeCode,
    name: workers.name,
    idNumber: workers.idNumber,
  },
  from: (q) =>
    q
      .from(workerHistory)
      .innerJoin(workers, eq(workers.id, workerHistory.workerId))
      .leftJoin(users, eq(users.id, workerHistory.actorId)),
  filters: historyConditions,
  sort: HISTORY_SORT,
  id: workerHistory.id,
  idFollowsSort: true,
  row: toHistoryRow,
});

export async function listDischargeHistory(db: DbOrTx, q: HistoryQuery) {
  return historyList.page(db, q);
}

export async function exportDischargeHistory(
  db: DbOrTx,
  q: HistoryFilter,
  columns: HistoryColumn[] | undefined,
): Promise<{ columns: ExportColumn<DischargeHistoryRow>[]; rows: DischargeHistoryRow[] }> {
  const rows = await exportRows(
    () => historyList.count(db, q),
    (w) => historyList.rows(db, q, w),
  );
  return {
    columns: (columns ?? HISTORY_COLUMN_KEYS).map((k) => ({ key: k, label: HISTORY_COLUMNS[k], text: HISTORY_TEXT[k] })),
    rows,
  };
}

// ---------------------------------------------------------------------------------------------
// Finance part-timer list
// ---------------------------------------------------------------------------------------------

const FINANCE_SORT: Record<FinanceQuery['sort'], SQL> = {
  name: sql`lower(${workers.name})`,
  employeeCode: sql`${workers.employeeCode}`,
  bankName: sql`${workers.bankName}`,
  typeOfEmployment: sql`${workers.typeOfEmployment}`,
};

type FinanceFilter = Omit<FinanceQuery, 'page' | 'pageSize'>;

/** Active workers only; the bank and the search box. */
const financeConditions = (q: FinanceFilter): (SQL | undefined)[] => [
  eq(workers.status, 'active'),
  q.bankName ? eq(workers.bankName, q.bankName) : undefined,
  searchCondition(q.search),
];

const financeColumns = {
  id: workers.id,
  employeeCode: workers.employeeCode,
  name: workers.name,
  idNumber: workers.idNumber,
  contactNumber: workers.contactNumber,
  typeOfEmployment: workers.typeOfEmployment,
  bankName: workers.bankName,
  bankAcc: workers.bankAcc,
};

type FinanceSelectRow = Pick<typeof workers.$inferSelect, keyof typeof financeColumns>;

function toFinanceRow(r: FinanceSelectRow): FinancePartTimerRow {
  return {
    id: r.id,
    employeeCode: r.employeeCode,
    name: r.name,
    idNumberMasked: maskId(r.idNumber),
    contactNumber: r.contactNumber,
    typeOfEmployment: r.typeOfEmployment,
    bankName: r.bankName,
    bankAccMasked: maskBank(r.bankAcc),
  };
}

/**
 * One worker as finance sees them: the list's row and the status. Anyone who has been employed
 * (pay and payslips outlive the employment); an applicant (pending, rejected) is not found.
 */
export async function getFinancePartTimer(db: DbOrTx, id: string): Promise<FinancePartTimer> {
  const [row] = await db
    .select({ ...financeColumns, status: workers.status })
    .from(workers)
    .where(and(eq(workers.id, id), notInArray(workers.status, [...UNAPPROVED_WORKER_STATUSES])));
  if (!row) throw notFound('No such worker');
  return { ...toFinanceRow(row), status: row.status };
}

/** The finance part-timer list (http/list-builder.ts): ties in the sort's direction. */
const financeList = defineList({
  columns: financeColumns,
  from: (q) => q.from(workers),
  filters: financeConditions,
  sort: FINANCE_SORT,
  id: workers.id,
  idFollowsSort: true,
  row: toFinanceRow,
});

export async function listFinancePartTimers(db: DbOrTx, q: FinanceQuery) {
  return financeList.page(db, q);
}

export async function exportFinancePartTimers(
  db: DbOrTx,
  q: FinanceFilter,
  columns: FinanceColumn[] | undefined,
): Promise<{ columns: ExportColumn<FinancePartTimerRow>[]; rows: FinancePartTimerRow[] }> {
  const rows = await exportRows(
    () => financeList.count(db, q),
    (w) => financeList.rows(db, q, w),
  );
  return {
    columns: (columns ?? FINANCE_COLUMN_KEYS).map((k) => ({ key: k, label: FINANCE_COLUMNS[k] })),
    rows,
  };
}
