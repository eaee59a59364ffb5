/**
 * Pages whose code the server announces in the HTML it sends for them (`<link rel="modulepreload">`
 * and friends), so a phone on mobile data downloads the page's lazy chunks and the data it needs
 * in parallel with the entry script instead of one after the other. Pages marked
 * `public-page.html` are also sent with that entry (src/public-main.tsx) instead of the staff app.
 *
 * The build (build-plugins.ts) turns this table into dist/route-preloads.json: for each path, its
 * HTML page, the page module's chunk, every chunk it imports statically (less those of the HTML's
 * entry, which the HTML already names), their CSS and the listed fetches. The server reads that
 * file (apps/server http/spa.ts). Each `module` must be the file the router (and, for a public
 * page, public-main.tsx) loads lazily for `path` (route-preloads.test.ts checks it); a module
 * without a chunk of its own fails the build.
 */
export type RoutePreload = {
  path: string;
  /** The page the server sends for the path: index.html (the SPA) or public-page.html. */
  html: 'index.html' | 'public-page.html';
  /** The lazily loaded page module, relative to apps/web. */
  module: string;
  /**
   * Data the page fetches before it can show its content (same origin, `fetch()` defaults);
   * `{lang}` stands for the language the server picked for the request.
   */
  fetch?: string[];
  /**
   * The languages the build pre-renders the page in (apps/web/prerender.ts, docs/decisions/022):
   * the server sends the one the request asks for inside the HTML, the script hydrates it.
   */
  prerender?: readonly string[];
};

export const ROUTE_PRELOADS: RoutePreload[] = [
  // The public pages applicants open on their phones (the texts come from this file: docs/product/registration.md#fixed-values).
  {
    path: '/register/part-timer',
    html: 'public-page.html',
    module: 'src/features/registration/registration-page.tsx',
    fetch: ['/translation/en_zh.json'],
    prerender: ['en', 'zh'],
  },
  {
    path: '/contractor-service-agreement',
    html: 'public-page.html',
    module: 'src/features/registration/agreement-page.tsx',
    fetch: ['/translation/en_zh.json'],
  },
  // A worker's shift confirmation link (/roster-confirm/<token>): `:token` stands for any one path segment.
  {
    path: '/roster-confirm/:token',
    html: 'public-page.html',
    module: 'src/features/roster-confirm/roster-confirm-page.tsx',
  },
  // Sign-in on its own, without the staff app (docs/decisions/022); the app has it as a route too.
  {
    path: '/sign-in',
    html: 'public-page.html',
    module: 'src/features/auth/sign-in-page.tsx',
    fetch: ['/i18n/{lang}.json'],
    prerender: ['en', 'zh', 'tr'],
  },
];

/** One hint of the HTML head: a module, a stylesheet or a fetch response to download early. */
export type PreloadHint = { href: string; as: 'module' | 'style' | 'fetch' };
/** What the server sends for one path: which HTML file, with which hints (and pre-rendered languages). */
export type RoutePage = { html: RoutePreload['html']; hints: PreloadHint[]; prerender?: Record<string, string> };

/** The file (under dist/) of a page pre-rendered in a language. */
export const prerenderFile = (path: string, lang: string): string =>
  `prerender/${path.replace(/^\//, '').replace(/[^\w-]+/g, '-')}.${lang}.html`;

/** The parts of a build output chunk this needs (Rollup/Rolldown's OutputChunk has them). */
export type BuiltChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
export type BuiltFile = BuiltChunk | { type: 'asset'; fileName: string };

/**
 * The hints for each route: the page module's chunk, then the chunks it imports statically
 * (breadth first), their CSS, then the route's fetches. Chunks the route's HTML entry already
 * pulls in are left out (the HTML names them). Throws when a page module has no chunk of its
 * own or an HTML file is not an entry of the build.
 */
export function collectRoutePreloads(
  bundle: Record<string, BuiltFile>,
  routes: RoutePreload[],
  resolveModule: (module: string) => string,
  base = '/',
): Record<string, RoutePage> {
  const chunks = new Map<string, BuiltChunk>();
  for (const f of Object.values(bundle)) if (f.type === 'chunk') chunks.set(f.fileName, f);

  /** A chunk and everything it imports statically, in breadth-first order. */
  const closure = (start: string): string[] => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const name = queue.shift()!;
      if (seen.has(name)) continue;
      seen.add(name);
      queue.push(...(chunks.get(name)?.imports ?? []));
    }
    return [...seen];
  };
  const chunkOf = (module: string) => [...chunks.values()].find((c) => c.facadeModuleId === resolveModule(module));

  const out: Record<string, RoutePage> = {};
  for (const route of routes) {
    const entry = chunkOf(route.html);
    if (!entry?.isEntry) throw new Error(`route-preloads: ${route.html} (${route.path}) is not an entry of the build`);
    const own = chunkOf(route.module);
    if (!own)
      throw new Error(`route-preloads: no chunk for ${route.module} (${route.path}); is it still loaded lazily?`);
    const loaded = new Set(closure(entry.fileName));
    const js = closure(own.fileName).filter((name) => !loaded.has(name));
    const css = [...new Set(js.flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]))];
    out[route.path] = {
      html: route.html,
      hints: [
        ...js.map((name) => ({ href: base + name, as: 'module' as const })),
        ...css.map((name) => ({ href: base + name, as: 'style' as const })),
        ...(route.fetch ?? []).map((href) => ({ href, as: 'fetch' as const })),
      ],
      ...(route.prerender
        ? { prerender: Object.fromEntries(route.prerender.map((lang) => [lang, prerenderFile(route.path, lang)])) }
        : {}),
    };
  }
  return out;
}
