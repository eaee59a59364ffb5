import { asc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Access } from '@wf/shared/permissions';
import type { ContactResult, RecordResult, TaskResult } from '@wf/shared/contracts/shell/search';
import type { Role } from '@wf/shared/roles';
import type { DbOrTx } from '../db/client.ts';
import { likePattern } from '../http/list-helpers.ts';

/**
 * What the global search finds in a section (its module descriptor's `search`): groups of its
 * records, and tasks (decisions waiting for the caller). The shell's search iterates over the
 * registered providers (modules/shell/search-service.ts); a group only for the roles its `access`
 * allows (the endpoint that opens its record). docs/decisions/024-section-registrations.md.
 */
export type RecordSearch = {
  /** The group's id in the answer (`workers`); unique across sections. */
  group: string;
  /** Its heading: English words, and the web catalogue key of the same. */
  label: string;
  labelKey: string;
  /** Its place among the record groups (lower first). */
  order: number;
  /** Who may see the group: the access rule of the endpoint that opens one record. */
  access: Access;
  /** Up to `limit` matches for the trimmed query, ordered for reading. */
  find(db: DbOrTx, query: string, limit: number): Promise<RecordResult[]>;
};

/**
 * Tasks a section has for the caller (their id and role), matching the query (lower-cased): the
 * decisions waiting for the role, the caller's own Tasks-app tasks; each decides who takes them.
 */
export type TaskSearch = (
  db: DbOrTx,
  user: { id: string; role: Role },
  query: string,
  limit: number,
) => Promise<TaskResult[]>;

/**
 * Contacts a section has for the caller (an address book: the caller's own and those its role may
 * read), whose name contains the query (trimmed), ordered by name; each with the link to its page.
 */
export type ContactSearch = (
  db: DbOrTx,
  user: { id: string; role: Role },
  query: string,
  limit: number,
) => Promise<ContactResult[]>;

export type SectionSearch = { records?: readonly RecordSearch[]; tasks?: TaskSearch; contacts?: ContactSearch };

/**
 * A record group read from one table: the rows `where(query)` selects (or, with `match`, the rows
 * where any of these columns contains the query, case-insensitive), ordered by title
 * (case-insensitive), each with its subtitle and the link to its page.
 */
export function tableSearch(
  def: Omit<RecordSearch, 'find'> & {
    table: PgTable;
    columns: { id: PgColumn; title: PgColumn; subtitle: PgColumn };
    /** The condition for a query, or the columns any of which may contain it (case-insensitive). */
    where: ((query: string) => SQL | undefined) | readonly PgColumn[];
    link: (id: string) => string;
  },
): RecordSearch {
  const { table, columns, where, link, ...group } = def;
  return {
    ...group,
    async find(db, query, limit) {
      const condition =
        typeof where === 'function' ? where(query) : or(...where.map((c) => ilike(c, likePattern(query))));
      if (!condition) return [];
      const { id, title, subtitle } = columns;
      const rows = await db
        .select({ id, title, subtitle })
        .from(table)
        .where(condition)
        .orderBy(sql`lower(${title})`, asc(id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id as string,
        title: r.title as string,
        subtitle: r.subtitle as string | null,
        link: link(r.id as string),
      }));
    },
  };
}
