import {
  DEFAULT_SETTINGS,
  LAYOUTS,
  SCHEMES,
  THEMES,
  type LayoutName,
  type Scheme,
  type ThemeName,
} from '@wf/shared/contracts/shell/settings';

/** The layouts a user may save: all but 'empty', which has no way back to the menu. */
export const SAVABLE_LAYOUTS = LAYOUTS.filter((l) => l !== 'empty');

const isLayout = (v: unknown): v is LayoutName => typeof v === 'string' && (LAYOUTS as readonly string[]).includes(v);

/**
 * docs/product/shell.md#layouts-and-themes: the layout comes from configuration, is overridden by the `layout` query
 * parameter, then by the route's own layout value. Unknown values are ignored at each step.
 */
export function chooseLayout(configured: LayoutName, queryParam: string | null | undefined, routeLayout: unknown): LayoutName {
  // 'empty' (no menu, toolbar or settings) belongs to the auth pages' routes and to an explicit
  // ?layout=empty in the address; as a saved setting it would lock the user out (#13 item 7).
  let layout = configured === 'empty' ? DEFAULT_SETTINGS.layout : configured;
  if (isLayout(queryParam)) layout = queryParam;
  if (isLayout(routeLayout)) layout = routeLayout;
  return layout;
}

/** The deepest route handle that names a layout (routes are listed outermost first). */
export function routeLayoutOf(matches: ReadonlyArray<{ handle?: unknown }>): LayoutName | undefined {
  let found: LayoutName | undefined;
  for (const m of matches) {
    const l = (m.handle as { layout?: unknown } | undefined)?.layout;
    if (isLayout(l)) found = l;
  }
  return found;
}

/** light / dark, with auto following the system preference. */
export function resolveScheme(scheme: Scheme, prefersDark: boolean): 'light' | 'dark' {
  return scheme === 'auto' ? (prefersDark ? 'dark' : 'light') : scheme;
}

export const isScheme = (v: unknown): v is Scheme => typeof v === 'string' && (SCHEMES as readonly string[]).includes(v);
export const isTheme = (v: unknown): v is ThemeName => typeof v === 'string' && (THEMES as readonly string[]).includes(v);

/** Puts exactly one theme-* class and one light/dark class on body. */
export function applyBodyClasses(body: { classList: DOMTokenList }, theme: ThemeName, mode: 'light' | 'dark'): void {
  for (const c of [...body.classList]) if (c.startsWith('theme-')) body.classList.remove(c);
  body.classList.remove('light', 'dark');
  body.classList.add(theme, mode);
}
