import { and, asc, count, desc, ilike, isNotNull, isNull, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { ArchivedFilter, SortDir } from '@wf/shared/contracts/common/list-query';
import { exportList, likePattern, listPage, orderBy } from './list-helpers.ts';
import type { DbOrTx } from '../db/client.ts';

/**
 * One definition per server-paged list (issue #27 item 5, decision 041): where its rows come from,
 * what each filter and sort key means in SQL, its chip counts and how a database row becomes the
 * contract's row. `defineList` turns it into the list's page (`{ items, total, page, pageSize,
 * counts }`) and its export, beside the contract's `listQueries()`.
 */

/** A filter's condition, or a falsy value when the filter is not set (`f.search && ...`). */
export type Condition = SQL | undefined | null | false | '';

/** A select that can be filtered, ordered and windowed: what `from` returns (a Drizzle select with its joins). */
export interface ListSource {
  where(condition: SQL | undefined): ListFiltered;
}
interface ListFiltered extends PromiseLike<unknown[]> {
  orderBy(...order: SQL[]): ListOrdered;
}
interface ListOrdered extends PromiseLike<unknown[]> {
  limit(n: number): ListLimited;
}
interface ListLimited extends PromiseLike<unknown[]> {
  offset(n: number): PromiseLike<unknown[]>;
}

/** `db.select(fields)` before its FROM: the rows, the total and the counts start from it. */
export type ListSelect = ReturnType<DbOrTx['select']>;

/** What a list's query carries besides its filters: the sort key and direction. */
export type ListFilter<S extends string = string> = { sort: S; dir: SortDir };

/**
 * A list's filter chips: the chip's own condition (none: all) and the count of each chip over
 * the other filters, in one select (`statusCounts(column, X)` for an enumeration); `zero` when
 * the select returns no row.
 */
export interface ListChips<F, Ctx, K extends string> {
  where: (f: F, ctx: Ctx) => SQL | undefined;
  counts: (ctx: Ctx) => Record<'all' | K, SQL<number>>;
  zero: Record<'all' | K, number>;
}

export interface ListDefinition<F extends ListFilter, Raw, Row, Ctx = void, K extends string = never> {
  /** The columns of a row (the select's fields). */
  columns: SelectedFields;
  /**
   * FROM and JOINs, the same for the rows, the total and the chip counts: `(q) => q.from(t).innerJoin(...)`
   * (a function typed for its own select, `(q: PgSelectBuilder<typeof cols>) => ...`, serves as well).
   */
  from(select: ListSelect): ListSource;
  /** Each filter's condition, the chip's excepted (undefined, false or '': the filter is not set). */
  filters: (f: F, ctx: Ctx) => Condition[];
  /** Each sort key's expression; the unique `id` breaks ties so pages never overlap (ascending, or with `idFollowsSort` in the sort's direction). */
  sort: Record<F['sort'], SQL | AnyColumn>;
  id: AnyColumn;
  idFollowsSort?: boolean;
  chips?: ListChips<F, Ctx, K>;
  /** A database row as the contract answers it. */
  row: (raw: Raw, ctx: Ctx) => Row;
}

/** The list's extra argument (the caller, today...): none when the definition needs none. */
type CtxArg<Ctx> = [Ctx] extends [void] ? [] : [ctx: Ctx];

export type ListPageOf<Row, K extends string> = { items: Row[]; total: number; page: number; pageSize: number } & ([
  K,
] extends [never]
  ? unknown
  : { counts: Record<'all' | K, number> });

/**
 * A search box's condition: the text (its %, _ and \\ taken literally) inside any of the fields,
 * ILIKE; a function field builds its own condition from the pattern (an `exists` over another table).
 */
export function searchAny(search: string, fields: (AnyColumn | SQL | ((pattern: string) => SQL))[]): SQL {
  const p = likePattern(search);
  return or(...fields.map((f) => (typeof f === 'function' ? f(p) : ilike(f, p))))!;
}

/** The archived filter of an archivable record's list: hidden by default (`exclude`), shown too, or alone. */
export function archivedCondition(archived: ArchivedFilter, archivedAt: AnyColumn): SQL | undefined {
  if (archived === 'exclude') return isNull(archivedAt);
  if (archived === 'only') return isNotNull(archivedAt);
  return undefined;
}

const joinAll = (conds: Condition[]): SQL | undefined => {
  const set = conds.filter((c): c is SQL => !!c);
  return set.length ? and(...set) : undefined;
};

export function defineList<F extends ListFilter, Raw, Row, Ctx = void, K extends string = never>(
  def: ListDefinition<F, Raw, Row, Ctx, K>,
) {
  const ctxOf = (args: CtxArg<Ctx>) => (args as unknown[])[0] as Ctx;
  const toRow = (ctx: Ctx) => (r: unknown) => def.row(r as Raw, ctx);
  /** Every filter, the chip's too. */
  const where = (f: F, ctx: Ctx) => joinAll([...def.filters(f, ctx), def.chips?.where(f, ctx)]);
  const order = (expr: SQL | AnyColumn, dir: SortDir) => {
    if (!def.idFollowsSort) return orderBy(expr, dir, def.id);
    const d = dir === 'desc' ? desc : asc;
    return [d(expr), d(def.id)];
  };
  /** The rows of the view, filtered and in the chosen order: the page and the export window them. */
  const ordered = (db: DbOrTx, f: F, ctx: Ctx) =>
    def
      .from(db.select(def.columns))
      .where(where(f, ctx))
      .orderBy(...order(def.sort[f.sort as F['sort']], f.dir));
  const total = (db: DbOrTx, f: F, ctx: Ctx) =>
    def.from(db.select({ n: count() })).where(where(f, ctx)) as PromiseLike<{ n: number }[]>;

  return {
    where: (f: F, ...args: CtxArg<Ctx>) => where(f, ctxOf(args)),
    /** At most `limit` rows of the view in order, from `offset`. */
    async rows(db: DbOrTx, f: F, { limit, offset }: { limit: number; offset: number }, ...args: CtxArg<Ctx>): Promise<Row[]> {
      const ctx = ctxOf(args);
      return (await ordered(db, f, ctx).limit(limit).offset(offset)).map(toRow(ctx));
    },
    /** The number of rows in the view. */
    count: async (db: DbOrTx, f: F, ...args: CtxArg<Ctx>) => (await total(db, f, ctxOf(args)))[0]?.n ?? 0,

    /** One page of the view, its total and, with chips, each chip's count over the other filters. */
    async page(db: DbOrTx, q: F & { page: number; pageSize: number }, ...args: CtxArg<Ctx>): Promise<ListPageOf<Row, K>> {
      const ctx = ctxOf(args);
      const chips = def.chips;
      const [page, counts] = await Promise.all([
        listPage(q, ordered(db, q, ctx), total(db, q, ctx), toRow(ctx)),
        chips ? def.from(db.select(chips.counts(ctx))).where(joinAll(def.filters(q, ctx))) : undefined,
      ]);
      if (!chips) return page as ListPageOf<Row, K>;
      return { ...page, counts: (counts?.[0] as Record<'all' | K, number> | undefined) ?? chips.zero } as ListPageOf<Row, K>;
    },

    /** The whole view in order, for an export (a view beyond the export limit is refused, 400). */
    export(db: DbOrTx, q: F, ...args: CtxArg<Ctx>): Promise<Row[]> {
      const ctx = ctxOf(args);
      return exportList(ordered(db, q, ctx), toRow(ctx));
    },
  };
}
