// Build steps of the web app (vite.config.ts): the route preload table and precompressed files.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createServer, type Plugin } from 'vite';
import { buildCatalogue, STAFF_LANGUAGES } from './i18n-catalogues.ts';
import { collectRoutePreloads, prerenderFile, ROUTE_PRELOADS, type BuiltFile } from './src/app/route-preloads.ts';
import type { PrerenderTexts } from './src/prerender.tsx';

/** The file the server reads to pick a path's HTML page and add its preload hints. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Emits dist/route-preloads.json from ROUTE_PRELOADS (src/app/route-preloads.ts). */
export function routePreloads(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'wf-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const routes = collectRoutePreloads(
        bundle as unknown as Record<string, BuiltFile>,
        ROUTE_PRELOADS,
        (m) => resolve(root, m),
        base,
      );
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify({ routes }, null, 2)}\n`,
      });
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|wasm)$/;
/** Below this a compressed copy saves next to nothing. */
const MIN_BYTES = 256;

/**
 * Writes a .br and a .gz copy next to every compressible file of the build (public files
 * included), at the highest levels: the server sends them as they are (no compression per
 * request). index.html is left out: the server adds a page's hints to it and compresses that.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'wf-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files: string[] = [];
        const walk = async (dir: string) => {
          for (const e of await readdir(dir, { withFileTypes: true })) {
            const p = join(dir, e.name);
            if (e.isDirectory()) await walk(p);
            else if (COMPRESSIBLE.test(e.name) && (await stat(p)).size >= MIN_BYTES) files.push(p);
          }
        };
        await walk(outDir);
        await Promise.all(
          files.map(async (p) => {
            const data = await readFile(p);
            const [b, g] = await Promise.all([
              br(data, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
              }),
              gz(data, { level: 9 }),
            ]);
            // A copy that is not smaller is not worth sending.
            if (b.length < data.length) await writeFile(`${p}.br`, b);
            if (g.length < data.length) await writeFile(`${p}.gz`, g);
          }),
        );
      },
    },
  };
}

/**
 * The staff catalogues, /i18n/{lang}.json, merged from every feature's locales/ folder
 * (i18n-catalogues.ts): emitted by the build and served by the dev server.
 */
export function i18nCatalogues(): Plugin {
  let srcDir = resolve('src');
  return {
    name: 'wf-i18n-catalogues',
    configResolved(config) {
      srcDir = resolve(config.root, 'src');
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = /^\/i18n\/([a-z]{2})\.json$/.exec(req.url?.split('?')[0] ?? '');
        if (!m || !(STAFF_LANGUAGES as readonly string[]).includes(m[1]!)) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(buildCatalogue(srcDir, m[1]!)));
      });
    },
    generateBundle() {
      for (const lang of STAFF_LANGUAGES) {
        this.emitFile({ type: 'asset', fileName: `i18n/${lang}.json`, source: JSON.stringify(buildCatalogue(srcDir, lang)) });
      }
    },
  };
}

/**
 * Pre-renders the pages ROUTE_PRELOADS marks (`prerender`: their languages) after the client
 * build: src/prerender.tsx runs in Node through a Vite SSR loader, each page's first screen goes
 * to dist/prerender/<path>.<lang>.html, and the server puts it inside the page's root element
 * (apps/server http/spa.ts). docs/decisions/022.
 */
export function prerender(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'wf-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const pages = ROUTE_PRELOADS.filter((r) => r.prerender?.length);
        if (!pages.length) return;
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const mod = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof import('./src/prerender.tsx');
          const srcDir = resolve(root, 'src');
          const texts: PrerenderTexts = {
            registration: JSON.parse(await readFile(resolve(root, 'public/translation/en_zh.json'), 'utf8')) as PrerenderTexts['registration'],
            staff: Object.fromEntries(STAFF_LANGUAGES.map((l) => [l, buildCatalogue(srcDir, l)])),
          };
          for (const page of pages) {
            for (const lang of page.prerender!) {
              const file = resolve(outDir, prerenderFile(page.path, lang));
              await mkdir(dirname(file), { recursive: true });
              await writeFile(file, await mod.prerenderPage(page.path, lang, texts));
            }
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
