import { asc, desc, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { badRequest, conflict } from './errors.ts';
import { EXPORT_MAX_ROWS } from './table-export.ts';

/** Helpers for server-paged lists and for turning database errors into answers. */

/** The user's %, _ and \ taken literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** %fragment% for ILIKE with the user's %, _ and \ taken literally. */
export function likePattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/** ORDER BY the chosen expression, then a unique tiebreaker so pages never overlap. */
export function orderBy(expr: SQL | AnyColumn, dir: 'asc' | 'desc', tiebreaker: AnyColumn): SQL[] {
  const d = dir === 'desc' ? desc : asc;
  return [d(expr), asc(tiebreaker)];
}

/**
 * A column written with its table ("certificate_types"."id"), for correlated subqueries in
 * sql``: in a single-table select Drizzle writes a column bare ("id"), and inside a subquery over
 * another table with an id a bare name means that table's column.
 */
export function withTable(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** The answer of a server-paged list: this page's items, the total of the view, page and page size. */
export function pageResult<T>(
  q: { page: number; pageSize: number },
  items: T[],
  total: { n: number }[],
): { items: T[]; total: number; page: number; pageSize: number } {
  return { items, total: total[0]?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** The LIMIT of an export query: one row more than an export may hold, to see that it is too big. */
export const EXPORT_FETCH_LIMIT = EXPORT_MAX_ROWS + 1;

/** The rows of an export fetched with EXPORT_FETCH_LIMIT; a view beyond EXPORT_MAX_ROWS is refused with 400. */
export function exportableRows<T>(rows: T[]): T[] {
  if (rows.length > EXPORT_MAX_ROWS)
    throw badRequest(`The view holds more than ${EXPORT_MAX_ROWS} rows; narrow it to export`);
  return rows;
}

/**
 * One page of a server-paged list: `ordered` (the filtered, ordered select) cut to the page, and
 * `total` (the count of the same view) fetched side by side; each row through `toRow`.
 */
export async function listPage<R, T>(
  q: { page: number; pageSize: number },
  ordered: { limit(n: number): { offset(n: number): PromiseLike<R[]> } },
  total: PromiseLike<{ n: number }[]>,
  toRow: (row: R) => T,
): Promise<{ items: T[]; total: number; page: number; pageSize: number }> {
  const [rows, n] = await Promise.all([ordered.limit(q.pageSize).offset(pageOffset(q.page, q.pageSize)), total]);
  return pageResult(q, rows.map(toRow), n);
}

/** The export of a list's view: `ordered` up to EXPORT_FETCH_LIMIT (a larger view is refused, 400), each row through `toRow`. */
export async function exportList<R, T>(ordered: { limit(n: number): PromiseLike<R[]> }, toRow: (row: R) => T): Promise<T[]> {
  return exportableRows(await ordered.limit(EXPORT_FETCH_LIMIT)).map(toRow);
}

/** A list row as the contracts answer it: `archived` for its archive time, `createdAt` as ISO text. */
export function archivableRow<T extends { archivedAt: Date | null; createdAt: Date }>({
  archivedAt,
  createdAt,
  ...rest
}: T): Omit<T, 'archivedAt' | 'createdAt'> & { archived: boolean; createdAt: string } {
  return { ...rest, archived: archivedAt !== null, createdAt: iso(createdAt) };
}

/** Refuses archiving an archived record or unarchiving one that is not archived (409). */
export function refuseSameArchiveState(entity: string, isArchived: boolean, archive: boolean): void {
  if (isArchived === archive) {
    throw conflict(archive ? `This ${entity} is already archived` : `This ${entity} is not archived`);
  }
}

/**
 * Refuses deleting a record that others still depend on (409, "This client has 3 projects;
 * archive it instead"). `dependent` is the singular and plural name of what depends on it.
 */
export function refuseDeleteWithDependents(entity: string, n: number, dependent: [one: string, many: string]): void {
  if (n > 0) throw conflict(`This ${entity} has ${n} ${n === 1 ? dependent[0] : dependent[1]}; archive it instead`);
}

export const isoOrNull = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();
export const iso = (d: Date | string): string => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
