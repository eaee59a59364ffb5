import type { RouteObject } from 'react-router';
import type { Access } from '@wf/shared/permissions';

/**
 * What a page needs to be of use: the endpoints it reads first (and, for a create or edit page,
 * writes). Who may open the page by its URL is who may call all of them (an empty list: every
 * signed-in user), so the page guard and the server never disagree.
 */
export type PageNeeds = ReadonlyArray<{ access: Access }>;

/** The handle of every feature page's route; the page guard (features/shell/page-access.tsx) reads it. */
export type PageHandle = { needs: PageNeeds };

/** What a page's `lazy` loads: its module (Component and friends). */
type PageModule = Omit<RouteObject, 'path' | 'index' | 'children' | 'lazy' | 'id' | 'caseSensitive' | 'middleware' | 'handle'>;

/** One page of a feature: its path (relative to the main layout), its module, and what it needs. */
export interface FeaturePage<E> {
  path: string;
  lazy: () => Promise<PageModule>;
  needs: (endpoints: E) => PageNeeds;
}

/**
 * What a web feature brings, in one descriptor (`features/<name>/routes.tsx` exports `feature`):
 * its pages as route objects, each loaded lazily with its needs as the route's handle, and the
 * same pages with their needs for the tests. The router finds every descriptor (app/router.tsx,
 * import.meta.glob), so a new section edits no central file. Its menu entries are in its
 * @wf/shared/contracts/<name>/menu.ts (lib/staff-menu.ts; the API serves the merged menu).
 */
export interface WebFeature {
  routes: RouteObject[];
  pages: Array<{ path: string; needs: () => Promise<PageNeeds> }>;
}

/**
 * A feature from its pages. `endpoints` loads the feature's endpoint definitions (a dynamic import:
 * the staff entry never carries them, a page's chunk brings them); each page's `needs` picks the
 * endpoints it reads first (and writes) from them.
 */
export function defineFeature<E>(feature: { endpoints: () => Promise<E>; pages: Array<FeaturePage<E>> }): WebFeature {
  const pages = feature.pages.map((p) => ({ path: p.path, needs: () => feature.endpoints().then(p.needs) }));
  const routes = feature.pages.map((p, i): RouteObject => ({
    path: p.path,
    lazy: async () => {
      const [mod, needs] = await Promise.all([p.lazy(), pages[i]!.needs()]);
      const handle: PageHandle = { needs };
      return { ...mod, handle };
    },
  }));
  return { routes, pages };
}
