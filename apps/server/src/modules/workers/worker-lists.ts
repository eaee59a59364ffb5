import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { positionLabel, workerActionLabel, workerStatusLabel } from '@wf/shared/domain/labels';

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
import { escapeLike, pageOffset } from '../../http/list-helpers.ts';
import { users, workerHistory, workers } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { EXPORT_MAX_ROWS, type ExportColumn } from '../../http/table-export.ts';

/** The label functions of the coded export columns (words, never codes). */
const WORKER_TEXT: Partial<Record<string, (v: string) => string>> = { status: workerStatusLabel, positionApplied: positionLabel };
const HISTORY_TEXT: Partial<Record<string, (v: string) => string>> = {
  action: workerActionLabel,
  fromStatus: workerStatusLabel,
  toStatus: workerStatusLabel,
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

function workerWhere(q: Omit<ListQuery, 'page' | 'pageSize'>): SQL | undefined {
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
  return and(...conds.filter((c): c is SQL => c !== undefined));
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

type WorkerSelectRow = Awaited<ReturnType<typeof selectWorkers>>[number];

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

function selectWorkers(db: DbOrTx, q: Omit<ListQuery, 'page' | 'pageSize'>, limit: number, offset: number) {
  const order = q.dir === 'asc' ? asc : desc;
  return db
    .select(listColumns)
    .from(workers)
    .where(workerWhere(q))
    .orderBy(order(WORKER_SORT[q.sort]), order(workers.id))
    .limit(limit)
    .offset(offset);
}

async function countWorkers(db: DbOrTx, q: Omit<ListQuery, 'page' | 'pageSize'>): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workers)
    .where(workerWhere(q));
  return rows[0]?.n ?? 0;
}

const WORKER_LIST: ListSource<Omit<ListQuery, 'page' | 'pageSize'>, WorkerSelectRow> = {
  select: selectWorkers,
  count: countWorkers,
};

/** One page of a worker list view, masked. */
export async function listWorkers(db: DbOrTx, q: ListQuery, role: Role) {
  return listPage(db, WORKER_LIST, q, (r) => toListRow(r, role));
}

async function guardExportSize(n: number): Promise<void> {
  if (n > EXPORT_MAX_ROWS) throw badRequest(`An export holds at most ${EXPORT_MAX_ROWS} rows; narrow the list first`);
}

/** A worker list's query: its rows (filtered and ordered, one window of them) and their count. */
type ListSource<Q, Raw> = {
  select(db: DbOrTx, q: Q, limit: number, offset: number): PromiseLike<Raw[]>;
  count(db: DbOrTx, q: Q): Promise<number>;
};

/** One page of a list and the total of its view. */
async function listPage<Q, Raw, Row>(
  db: DbOrTx,
  source: ListSource<Q, Raw>,
  q: Q & { page: number; pageSize: number },
  toRow: (r: Raw) => Row,
): Promise<{ items: Row[]; total: number; page: number; pageSize: number }> {
  const [rows, total] = await Promise.all([
    source.select(db, q, q.pageSize, pageOffset(q.page, q.pageSize)),
    source.count(db, q),
  ]);
  return { items: rows.map(toRow), total, page: q.page, pageSize: q.pageSize };
}

/** Every row of the view (same filters and order as the page), refused beyond EXPORT_MAX_ROWS. */
async function exportRows<Q, Raw, Row>(
  db: DbOrTx,
  source: ListSource<Q, Raw>,
  q: Q,
  toRow: (r: Raw) => Row,
): Promise<Row[]> {
  await guardExportSize(await source.count(db, q));
  return (await source.select(db, q, EXPORT_MAX_ROWS, 0)).map(toRow);
}

/** Every row of the view (same filters and order as the page), for an export. */
export async function exportWorkers(
  db: DbOrTx,
  q: Omit<ListQuery, 'page' | 'pageSize'>,
  role: Role,
  columns: WorkerColumn[] | undefined,
): Promise<{ columns: ExportColumn<WorkerListRow>[]; rows: WorkerListRow[] }> {
  const rows = await exportRows(db, WORKER_LIST, q, (r) => toListRow(r, role));
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

function historyWhere(q: Omit<HistoryQuery, 'page' | 'pageSize'>): SQL | undefined {
  const actions = q.action
    ? (DISCHARGE_HISTORY_ACTIONS as readonly string[]).includes(q.action)
      ? [q.action]
      : []
    : [...DISCHARGE_HISTORY_ACTIONS];
  if (actions.length === 0) return sql`false`;
  const conds = [inArray(workerHistory.action, actions), searchCondition(q.search)];
  return and(...conds.filter((c): c is SQL => c !== undefined));
}

function selectHistory(db: DbOrTx, q: Omit<HistoryQuery, 'page' | 'pageSize'>, limit: number, offset: number) {
  const order = q.dir === 'asc' ? asc : desc;
  return db
    .select({
      ...historyEntryColumns,
      workerId: workerHistory.workerId,
      employeeCode: workers.employeeCode,
      name: workers.name,
      idNumber: workers.idNumber,
    })
    .from(workerHistory)
    .innerJoin(workers, eq(workers.id, workerHistory.workerId))
    .leftJoin(users, eq(users.id, workerHistory.actorId))
    .where(historyWhere(q))
    .orderBy(order(HISTORY_SORT[q.sort]), order(workerHistory.id))
    .limit(limit)
    .offset(offset);
}

type HistorySelectRow = Awaited<ReturnType<typeof selectHistory>>[number];

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

async function countHistory(db: DbOrTx, q: Omit<HistoryQuery, 'page' | 'pageSize'>): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workerHistory)
    .innerJoin(workers, eq(workers.id, workerHistory.workerId))
    .where(historyWhere(q));
  return rows[0]?.n ?? 0;
}

const HISTORY_LIST: ListSource<Omit<HistoryQuery, 'page' | 'pageSize'>, HistorySelectRow> = {
  select: selectHistory,
  count: countHistory,
};

export async function listDischargeHistory(db: DbOrTx, q: HistoryQuery) {
  return listPage(db, HISTORY_LIST, q, toHistoryRow);
}

export async function exportDischargeHistory(
  db: DbOrTx,
  q: Omit<HistoryQuery, 'page' | 'pageSize'>,
  columns: HistoryColumn[] | undefined,
): Promise<{ columns: ExportColumn<DischargeHistoryRow>[]; rows: DischargeHistoryRow[] }> {
  const rows = await exportRows(db, HISTORY_LIST, q, toHistoryRow);
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

function financeWhere(q: Omit<FinanceQuery, 'page' | 'pageSize'>): SQL | undefined {
  const conds = [
    eq(workers.status, 'active'),
    q.bankName ? eq(workers.bankName, q.bankName) : undefined,
    searchCondition(q.search),
  ];
  return and(...conds.filter((c): c is SQL => c !== undefined));
}

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

function selectFinance(db: DbOrTx, q: Omit<FinanceQuery, 'page' | 'pageSize'>, limit: number, offset: number) {
  const order = q.dir === 'asc' ? asc : desc;
  return db
    .select(financeColumns)
    .from(workers)
    .where(financeWhere(q))
    .orderBy(order(FINANCE_SORT[q.sort]), order(workers.id))
    .limit(limit)
    .offset(offset);
}

type FinanceSelectRow = Awaited<ReturnType<typeof selectFinance>>[number];

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
    .where(and(eq(workers.id, id), notInArray(workers.status, ['pending', 'rejected'])));
  if (!row) throw notFound('No such worker');
  return { ...toFinanceRow(row), status: row.status };
}

async function countFinance(db: DbOrTx, q: Omit<FinanceQuery, 'page' | 'pageSize'>): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workers)
    .where(financeWhere(q));
  return rows[0]?.n ?? 0;
}

const FINANCE_LIST: ListSource<Omit<FinanceQuery, 'page' | 'pageSize'>, FinanceSelectRow> = {
  select: selectFinance,
  count: countFinance,
};

export async function listFinancePartTimers(db: DbOrTx, q: FinanceQuery) {
  return listPage(db, FINANCE_LIST, q, toFinanceRow);
}

export async function exportFinancePartTimers(
  db: DbOrTx,
  q: Omit<FinanceQuery, 'page' | 'pageSize'>,
  columns: FinanceColumn[] | undefined,
): Promise<{ columns: ExportColumn<FinancePartTimerRow>[]; rows: FinancePartTimerRow[] }> {
  const rows = await exportRows(db, FINANCE_LIST, q, toFinanceRow);
  return {
    columns: (columns ?? FINANCE_COLUMN_KEYS).map((k) => ({ key: k, label: FINANCE_COLUMNS[k] })),
    rows,
  };
}
