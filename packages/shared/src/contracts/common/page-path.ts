/**
 * A page's path, written once in its section's `contracts/<name>/pages.ts` (issue 27, item 4;
 * docs/decisions/024-section-registrations.md): `page('/project-management/list/:id')` is both the
 * link builder (`projectPages.record(id)` → `/project-management/list/<id>`, with an optional query
 * as the last argument) and the web route's pattern (`projectPages.record.route` →
 * `project-management/list/:id`, relative to the main layout), so a link and its route cannot drift.
 * `page-paths.test.ts` fails on a page-path literal anywhere else. Zod-free (pages.ts files are).
 */

/** The `:name` segments of a pattern, in order. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<Rest>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** A query added to the path; an undefined value is left out. */
export type PageQuery = Readonly<Record<string, string | number | undefined>>;

/** One string a `:name` segment, in order, then the optional query. */
type Strings<T extends unknown[]> = { [K in keyof T]: string };
export type PageArgs<P extends string> = [...Strings<ParamNames<P>>, query?: PageQuery];

export interface PagePath<P extends string = string> {
  (...args: PageArgs<P>): string;
  /** The pattern as written (`/project-management/list/:id`). */
  readonly pattern: P;
  /** The web route's path, relative to the main layout (`project-management/list/:id`). */
  readonly route: string;
}

/** `?a=1&b=x%20y`: values encoded as encodeURIComponent does (spaces as %20), undefined ones left out. */
export function queryString(query: PageQuery | undefined): string {
  const parts = Object.entries(query ?? {})
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A page from its pattern: absolute, `:name` for each parameter. */
export function page<const P extends `/${string}`>(pattern: P): PagePath<P> {
  const segments = pattern.split('/');
  const params = segments.filter((s) => s.startsWith(':')).length;
  const build = (...args: Array<string | PageQuery | undefined>): string => {
    let i = 0;
    const path = segments.map((s) => (s.startsWith(':') ? encodeURIComponent(String(args[i++])) : s)).join('/');
    return path + queryString(args[params] as PageQuery | undefined);
  };
  return Object.assign(build, { pattern, route: pattern.slice(1) }) as PagePath<P>;
}

/** Every page of a section's page object (its `PagePath` values), for the tests. */
export function pagePatterns(pages: Readonly<Record<string, unknown>>): string[] {
  return Object.values(pages)
    .filter((p): p is PagePath => typeof p === 'function' && typeof (p as Partial<PagePath>).pattern === 'string')
    .map((p) => p.pattern);
}
