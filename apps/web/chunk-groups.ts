// How the build groups library code into chunks (vite.config.ts, rolldown codeSplitting): the
// public pages (registration, sign-in) load a few chunks named for what they hold instead of
// thirty fragments, and only the library code they use before the first input (docs/decisions/022).
import { resolve } from 'node:path';
import type { CodeSplittingGroup, ChunkingContext } from 'rolldown';

/** The public entry, and the pages whose first load is budgeted (e2e/budgets.spec.ts). */
export const PUBLIC_ENTRY = 'src/public-main.tsx';
export const BUDGETED_PAGES = {
  registration: 'src/features/registration/registration-page.tsx',
  'sign-in': 'src/features/auth/sign-in-page.tsx',
} as const;

type Page = keyof typeof BUDGETED_PAGES;

/** Modules the router or the public entry loads lazily: each keeps a chunk of its own. */
const PAGE_MODULES = /-page\.tsx$/;

/** The library a module comes from, as the name of its chunk ('mui' for MUI and its styling). */
export function libraryChunk(id: string): string | null {
  const m = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id);
  if (!m) return null;
  const pkg = m[1]!.replace('\\', '/');
  if (pkg === 'react' || pkg === 'react-dom' || pkg === 'scheduler') return 'react-dom';
  if (pkg === 'react-hook-form' || pkg.startsWith('@hookform/')) return 'react-hook-form';
  if (pkg === 'zod') return 'zod';
  if (/^@mui\/|^@emotion\/|^(stylis|react-is|clsx|prop-types|hoist-non-react-statics|@babel\/runtime|react-transition-group)$/.test(pkg))
    return 'mui';
  return null;
}

/**
 * MUI modules the public pages reach only through a barrel (`@mui/material/styles`,
 * `@mui/system`) and never run: the CSS-variables provider, colour schemes, Grid, Stack, media
 * queries. Left to the pages that use them, or the shared 'mui' chunk would carry them (about 9 KB brotli).
 */
const MUI_NOT_ON_PUBLIC_PAGES =
  /[\\/]@mui[\\/](system[\\/](cssVars[\\/](createCssVarsProvider|useCurrentColorScheme|localStorageManager)|InitColorSchemeScript|Grid|useMediaQuery|Container|Stack)|material[\\/]styles[\\/](ThemeProviderWithVars|ThemeProvider\.mjs))/;

/** App code several chunks share (the shared package, lib/, components/): grouped, not one file each. */
const SHARED_APP_CODE = /[\\/](packages[\\/]shared[\\/]src|apps[\\/]web[\\/]src[\\/](lib|components))[\\/]/;

/**
 * The chunk of a module on a budgeted page's first load: libraries by name, MUI split into what
 * both pages draw with ('mui') and what only one does ('mui-registration', 'mui-sign-in'), and
 * shared app code in one chunk per page set. Null: not on a first load (automatic chunking).
 */
export function firstLoadChunk(id: string, pagesUsing: Page[]): string | null {
  if (!pagesUsing.length) return null;
  const lib = libraryChunk(id);
  const only = pagesUsing.length === 1 ? pagesUsing[0]! : null;
  if (lib === 'mui') return MUI_NOT_ON_PUBLIC_PAGES.test(id) ? null : only ? `mui-${only}` : 'mui';
  if (lib) return lib;
  if (SHARED_APP_CODE.test(id)) return only ? `${only}-common` : 'public-common';
  // A page's own helpers that other chunks share too (the public frame, the language file):
  // with the page's common code rather than one small file each. The page modules keep their chunks.
  const own = only && /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]/.test(id) && !PAGE_MODULES.test(id);
  return own ? `${only}-common` : null;
}

/** Every module a module imports statically (not through import()), itself included. */
function closure(start: string, ctx: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const next = queue.pop()!;
    if (found.has(next)) continue;
    found.add(next);
    queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}

/** The groups for vite.config.ts (`root`: apps/web). */
export function chunkGroups(root: string): CodeSplittingGroup[] {
  let first: { entry: Set<string>; pages: Array<[Page, Set<string>]> } | null = null;
  const pagesUsing = (id: string, ctx: ChunkingContext): Page[] => {
    first ??= {
      entry: closure(resolve(root, PUBLIC_ENTRY), ctx),
      pages: (Object.entries(BUDGETED_PAGES) as Array<[Page, string]>).map(([p, m]) => [p, closure(resolve(root, m), ctx)]),
    };
    const { entry, pages } = first;
    return pages.filter(([, mods]) => entry.has(id) || mods.has(id)).map(([p]) => p);
  };
  return [
    // Vite's helper for import() with dependencies: on its own (every chunk with an import() uses it).
    { name: 'preload-helper', test: /^\0?vite\/preload-helper/, priority: 30 },
    // Validation loads with the schemas that use it (never before a public page's first input).
    { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 20 },
    // The budgeted pages' first loads, in a few chunks named for what they hold; the rest of MUI
    // stays with the staff pages that use it.
    { name: (id, ctx) => firstLoadChunk(id, pagesUsing(id, ctx)), priority: 10 },
  ];
}
