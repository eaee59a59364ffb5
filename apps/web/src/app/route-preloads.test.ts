import { resolve } from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { collectRoutePreloads, ROUTE_PRELOADS, type BuiltFile } from './route-preloads.ts';
import { routes } from './router.tsx';
import { PUBLIC_PAGES, publicPageFor } from '../public-main.tsx';

const webRoot = resolve(import.meta.dirname, '../..');
const moduleOf = (file: string): Promise<unknown> => import(/* @vite-ignore */ resolve(webRoot, file));

/** The module the SPA router loads lazily for a path. */
async function routerModule(path: string): Promise<unknown> {
  const last = matchRoutes(routes, path)?.at(-1)?.route;
  expect(typeof last?.lazy, `a lazy route for ${path}`).toBe('function');
  return (last!.lazy as () => Promise<unknown>)();
}

describe('ROUTE_PRELOADS', () => {
  it('names, for each path, the module its HTML entry loads', async () => {
    for (const r of ROUTE_PRELOADS) {
      const expected = await moduleOf(r.module);
      if (r.html === 'public-page.html') {
        expect(PUBLIC_PAGES[r.path], r.path).toBeDefined();
        expect(await PUBLIC_PAGES[r.path]!(), r.path).toBe(expected);
      }
      // Public pages stay in the SPA too (links inside the app, the dev server).
      expect(await routerModule(r.path), r.path).toBe(expected);
    }
  });

  it('sends every public page as public-page.html', () => {
    const served = ROUTE_PRELOADS.filter((r) => r.html === 'public-page.html').map((r) => r.path);
    expect(served.sort()).toEqual(Object.keys(PUBLIC_PAGES).sort());
  });
});

describe('publicPageFor', () => {
  it('finds a public page by its exact path or by a `:param` segment, nothing else', () => {
    expect(publicPageFor('/register/part-timer')).toBe(PUBLIC_PAGES['/register/part-timer']);
    expect(publicPageFor('/roster-confirm/AbC_123-xyz')).toBe(PUBLIC_PAGES['/roster-confirm/:token']);
    expect(publicPageFor('/roster-confirm')).toBeUndefined();
    expect(publicPageFor('/roster-confirm/')).toBeUndefined();
    expect(publicPageFor('/roster-confirm/a/b')).toBeUndefined();
    expect(publicPageFor('/roster-management/list')).toBeUndefined();
  });
});

describe('collectRoutePreloads', () => {
  const chunk = (
    fileName: string,
    imports: string[],
    extra: Partial<Extract<BuiltFile, { type: 'chunk' }>> = {},
  ): BuiltFile => ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    ...extra,
  });
  const bundle: Record<string, BuiltFile> = {
    'assets/index.js': chunk('assets/index.js', ['assets/react.js', 'assets/router.js'], {
      isEntry: true,
      facadeModuleId: '/w/index.html',
    }),
    'assets/public.js': chunk('assets/public.js', ['assets/react.js'], {
      isEntry: true,
      facadeModuleId: '/w/public-page.html',
    }),
    'assets/react.js': chunk('assets/react.js', []),
    'assets/router.js': chunk('assets/router.js', ['assets/react.js']),
    'assets/page.js': chunk('assets/page.js', ['assets/react.js', 'assets/form.js', 'assets/router.js'], {
      facadeModuleId: '/w/src/page.tsx',
      viteMetadata: { importedCss: new Set(['assets/page.css']) },
    }),
    'assets/form.js': chunk('assets/form.js', ['assets/mui.js'], {
      viteMetadata: { importedCss: new Set(['assets/page.css', 'assets/form.css']) },
    }),
    'assets/mui.js': chunk('assets/mui.js', ['assets/react.js']),
    'assets/page.css': { type: 'asset', fileName: 'assets/page.css' },
  };
  const at = (m: string) => `/w/${m}`;

  it('lists the page chunk and its static imports breadth first, less what the HTML entry loads, then CSS and fetches', () => {
    const out = collectRoutePreloads(
      bundle,
      [{ path: '/p', html: 'public-page.html', module: 'src/page.tsx', fetch: ['/data.json'] }],
      at,
    );
    expect(out['/p']).toEqual({
      html: 'public-page.html',
      hints: [
        { href: '/assets/page.js', as: 'module' },
        { href: '/assets/form.js', as: 'module' },
        // The public entry does not load the router, so the page's import of it is named.
        { href: '/assets/router.js', as: 'module' },
        { href: '/assets/mui.js', as: 'module' },
        { href: '/assets/page.css', as: 'style' },
        { href: '/assets/form.css', as: 'style' },
        { href: '/data.json', as: 'fetch' },
      ],
    });
  });

  it("leaves out the index entry's chunks for a page of the SPA", () => {
    const out = collectRoutePreloads(bundle, [{ path: '/p', html: 'index.html', module: 'src/page.tsx' }], at);
    expect(out['/p']!.hints.map((h) => h.href)).toEqual([
      '/assets/page.js',
      '/assets/form.js',
      '/assets/mui.js',
      '/assets/page.css',
      '/assets/form.css',
    ]);
  });

  it('fails the build for a module without a chunk or an HTML file that is not an entry', () => {
    expect(() =>
      collectRoutePreloads(bundle, [{ path: '/x', html: 'index.html', module: 'src/gone.tsx' }], at),
    ).toThrow(/no chunk for src\/gone.tsx/);
    expect(() =>
      collectRoutePreloads(
        { ...bundle, 'assets/public.js': chunk('assets/public.js', []) },
        [{ path: '/x', html: 'public-page.html', module: 'src/page.tsx' }],
        at,
      ),
    ).toThrow(/not an entry/);
  });
});
