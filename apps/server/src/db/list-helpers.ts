import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';

/** Helpers for server-paged lists and for turning database errors into answers. */

/** %fragment% for ILIKE with the user's %, _ and \ taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** ORDER BY the chosen expression, then a unique tiebreaker so pages never overlap. */
export function orderBy(expr: SQL | AnyColumn, dir: 'asc' | 'desc', tiebreaker: AnyColumn): SQL[] {
  const d = dir === 'desc' ? desc : asc;
  return [d(expr), asc(tiebreaker)];
}

export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** The PostgreSQL error code of a failed query (drivers and Drizzle wrap it differently). */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint name of a failed query, when the driver gives it. */
export function pgConstraint(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';

export const isoOrNull = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();
export const iso = (d: Date | string): string => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
