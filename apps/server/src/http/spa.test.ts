import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { ASSET_CACHE, pickEncoding, pickLanguage } from './spa.ts';
import {
  SCRIPTS_AFTER_PAINT_CSP,
  SCRIPTS_AFTER_PAINT_ID,
  SCRIPTS_AFTER_PAINT_LOADER,
  scriptsAfterPaint,
} from './scripts-after-paint.ts';

/** A built app as the web build writes it: HTML entries, hashed assets with .br/.gz copies, route-preloads.json. */
const ENTRY_JS = 'console.log("entry");'.repeat(200);
const PAGE_JS = 'export const page = 1;'.repeat(200);
const TRANSLATIONS = JSON.stringify({ en: { app: { title: 'Part-Timer Registration' } }, zh: {} });
const html = (entry: string) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n    <title>Workforce</title>\n    <script type="module" crossorigin src="/assets/${entry}"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;

function writeDist(dir: string, routes: unknown): void {
  const put = (path: string, body: string | Buffer) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  };
  const withCopies = (path: string, body: string) => {
    put(path, body);
    put(`${path}.br`, brotliCompressSync(body));
    put(`${path}.gz`, gzipSync(body));
  };
  put('index.html', html('index-AAAA1111.js'));
  put('public-page.html', html('public-BBBB2222.js'));
  withCopies('assets/index-AAAA1111.js', ENTRY_JS);
  withCopies('assets/public-BBBB2222.js', ENTRY_JS);
  withCopies('assets/page-CCCC3333.js', PAGE_JS);
  put('assets/page-DDDD4444.css', '.reg-page{margin:0}');
  withCopies('translation/en_zh.json', TRANSLATIONS);
  put('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  put('prerender/drawn.en.html', '<main><h1>Drawn</h1></main>');
  put('prerender/drawn.zh.html', '<main><h1>已画</h1></main>');
  put('route-preloads.json', JSON.stringify({ routes }));
}

const ROUTES = {
  '/register/part-timer': {
    html: 'public-page.html',
    hints: [
      { href: '/assets/page-CCCC3333.js', as: 'module' },
      { href: '/assets/page-DDDD4444.css', as: 'style' },
      { href: '/translation/en_zh.json', as: 'fetch' },
    ],
  },
  '/sign-in': { html: 'index.html', hints: [{ href: '/assets/page-CCCC3333.js', as: 'module' }] },
  // Pre-rendered by the build in two languages (a third named but not built, one outside prerender/).
  '/drawn': {
    html: 'public-page.html',
    hints: [
      { href: '/assets/page-CCCC3333.js', as: 'module' },
      { href: '/assets/page-DDDD4444.css', as: 'style' },
      { href: '/i18n/{lang}.json', as: 'fetch' },
    ],
    prerender: {
      en: 'prerender/drawn.en.html',
      zh: 'prerender/drawn.zh.html',
      tr: 'prerender/drawn.tr.html',
      xx: '../index.html',
    },
  },
  // A page whose HTML file is missing, or named outside the build, falls back to index.html.
  '/gone': { html: 'gone.html', hints: [{ href: '/assets/page-CCCC3333.js', as: 'module' }] },
  '/outside': { html: '../index.html', hints: [{ href: '/assets/page-CCCC3333.js', as: 'module' }] },
};

let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'wf-spa-'));
  writeDist(dist, ROUTES);
  ctx = await createTestContext({ webDist: dist, seedStaff: false });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.inject({ method: 'GET', url, headers });
/** The href of every `<link rel=...>` of a kind in an HTML body. */
const links = (body: string, rel: RegExp) =>
  [...body.matchAll(/<link ([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((a) => rel.test(a))
    .map((a) => /href="([^"]+)"/.exec(a)![1]!);

/**
 * What a pre-rendered page's loader will start: its JSON list, read after checking that the page's
 * only inline script is the loader, at the end of the body, allowed by the CSP's hash.
 */
function afterPaint(body: string): { entry: string; links: Array<{ rel: string; href: string; as?: string }> } {
  const inline = [...body.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)];
  expect(inline.map((m) => m[1])).toEqual([SCRIPTS_AFTER_PAINT_LOADER]);
  expect(SCRIPTS_AFTER_PAINT_CSP).toBe(`'sha256-${createHash('sha256').update(inline[0]![1]!).digest('base64')}'`);
  expect(body.indexOf(SCRIPTS_AFTER_PAINT_LOADER)).toBeGreaterThan(body.indexOf('<div id="root"'));
  const json = new RegExp(`<script type="application/json" id="${SCRIPTS_AFTER_PAINT_ID}">([^<]*)</script>`).exec(body);
  expect(json, 'the list of scripts to start').toBeTruthy();
  return JSON.parse(json![1]!) as ReturnType<typeof afterPaint>;
}

describe('SPA pages', () => {
  it('sends the registration page as public-page.html with its preload hints, not cached for good', async () => {
    const res = await get('/register/part-timer');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).toContain('src="/assets/public-BBBB2222.js"');
    expect(links(res.body, /rel="modulepreload"/)).toEqual(['/assets/page-CCCC3333.js']);
    expect(links(res.body, /rel="preload" as="style"/)).toEqual(['/assets/page-DDDD4444.css']);
    expect(links(res.body, /rel="preload" as="fetch"/)).toEqual(['/translation/en_zh.json']);
    // The hints sit in the head, after the entry script; every one of them is served.
    expect(res.body.indexOf('modulepreload')).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body.indexOf('modulepreload')).toBeGreaterThan(res.body.indexOf('public-BBBB2222.js'));
    for (const href of links(res.body, /rel="(modulepreload|preload)"/))
      expect((await get(href)).statusCode, href).toBe(200);
    // No inline script: the CSP still allows scripts from the site only.
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    // Scripts from the site, and inline only the pre-rendered pages' loader, by its hash.
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' ${SCRIPTS_AFTER_PAINT_CSP};`);
  });

  it('finds the page with a trailing slash or a query string', async () => {
    const plain = await get('/register/part-timer');
    for (const url of ['/register/part-timer/', '/register/part-timer?lang=zh']) {
      const res = await get(url);
      expect(res.body, url).toBe(plain.body);
    }
  });

  it('sends index.html with hints for an SPA page that has them, and without hints for every other path', async () => {
    const signIn = await get('/sign-in');
    expect(signIn.body).toContain('src="/assets/index-AAAA1111.js"');
    expect(links(signIn.body, /modulepreload/)).toEqual(['/assets/page-CCCC3333.js']);
    for (const url of ['/part-timers/list', '/', '/index.html', '/public-page.html', '/gone', '/outside']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('src="/assets/index-AAAA1111.js"');
      expect(res.body, url).not.toContain('modulepreload');
    }
  });

  it('puts a pre-rendered page in the root element in the language asked for, its CSS written into the page', async () => {
    const zh = await get('/drawn', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(zh.body).toContain('<html lang="zh-Hans"');
    expect(zh.body).toContain('<div id="root" data-prerendered="zh"><main><h1>已画</h1></main></div>');
    // The first paint waits for no stylesheet request: the CSS is in the head, the file preloaded.
    expect(zh.body).toContain('<style data-href="/assets/page-DDDD4444.css">.reg-page{margin:0}</style>');
    expect(zh.body.indexOf('<style data-href')).toBeLessThan(zh.body.indexOf('</head>'));
    expect(links(zh.body, /rel="stylesheet"/)).toEqual([]);
    // Nothing in the head asks for a script or a file before the first paint: the entry and the
    // hints are listed for the loader, which starts them after the first frame.
    expect(zh.body).not.toContain('<script type="module"');
    expect(links(zh.body, /rel="(modulepreload|preload)"/)).toEqual([]);
    expect(afterPaint(zh.body)).toEqual({
      entry: '/assets/public-BBBB2222.js',
      links: [
        { rel: 'modulepreload', href: '/assets/page-CCCC3333.js' },
        { rel: 'preload', as: 'style', href: '/assets/page-DDDD4444.css' },
        { rel: 'preload', as: 'fetch', href: '/i18n/zh.json' },
      ],
    });
    expect(zh.headers.vary).toBe('accept-encoding, accept-language');
    // No language it has (tr is not built): English; no header at all: English.
    for (const headers of [{ 'accept-language': 'tr-TR,tr;q=0.9' }, {}] as Record<string, string>[]) {
      const en = await get('/drawn', headers);
      expect(en.body).toContain('<html lang="en"');
      expect(en.body).toContain('<div id="root" data-prerendered="en"><main><h1>Drawn</h1></main></div>');
      expect(afterPaint(en.body).links.filter((l) => l.as === 'fetch')).toEqual([
        { rel: 'preload', as: 'fetch', href: '/i18n/en.json' },
      ]);
    }
    // Each language is its own page (ETag).
    expect((await get('/drawn', { 'accept-language': 'en' })).headers.etag).not.toBe(zh.headers.etag);
    // A page without pre-rendered files keeps an empty root and only preloads its CSS.
    const plain = await get('/register/part-timer', { 'accept-language': 'zh' });
    expect(plain.body).toContain('<div id="root"></div>');
    expect(links(plain.body, /rel="stylesheet"/)).toEqual([]);
    expect(plain.body).not.toContain('<style data-href');
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('compresses the page for browsers that accept it and answers a matching ETag with 304', async () => {
    const plain = await get('/register/part-timer');
    const br = await get('/register/part-timer', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/register/part-timer', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const again = await get('/register/part-timer', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another page has another tag.
    expect((await get('/part-timers/list', { 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(200);
  });

  it('answers HEAD on a page like GET (status and headers) without the body', async () => {
    for (const url of ['/sign-in', '/workers', '/register/part-timer']) {
      for (const headers of [{}, { 'accept-encoding': 'gzip, deflate, br' }] as Record<string, string>[]) {
        const full = await get(url, headers);
        const head = await ctx.inject({ method: 'HEAD', url, headers });
        expect(head.statusCode, url).toBe(full.statusCode);
        expect(full.statusCode, url).toBe(200);
        for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag', 'vary'])
          expect(head.headers[name], `${url} ${name}`).toBe(full.headers[name]);
        expect(head.rawPayload.length, url).toBe(0);
      }
      const etag = String((await get(url)).headers.etag);
      expect((await ctx.inject({ method: 'HEAD', url, headers: { 'if-none-match': etag } })).statusCode, url).toBe(304);
    }
    expect((await ctx.inject({ method: 'HEAD', url: '/api/nothing-here' })).statusCode).toBe(404);
  });
});

describe('built files', () => {
  it('sends hashed scripts precompressed (br, else gzip) and cached for a year as immutable', async () => {
    const br = await get('/assets/page-CCCC3333.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(ASSET_CACHE);
    expect(ASSET_CACHE).toMatch(/max-age=31536000.*immutable/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE_JS);
    expect(br.rawPayload.length).toBeLessThan(PAGE_JS.length / 5);

    const gz = await get('/assets/page-CCCC3333.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(PAGE_JS);

    const plain = await get('/assets/page-CCCC3333.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE_JS);
    expect(plain.headers['cache-control']).toBe(ASSET_CACHE);
  });

  it('caches files without a hash in their name for an hour only, compressed when a copy exists', async () => {
    const json = await get('/translation/en_zh.json', { 'accept-encoding': 'br' });
    expect(json.headers['cache-control']).toBe('public, max-age=3600');
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(json.rawPayload).toString())).toEqual(JSON.parse(TRANSLATIONS));
    const icon = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not serve the compressed copies under their own names, and missing assets are a JSON 404', async () => {
    expect((await get('/assets/page-CCCC3333.js.br')).statusCode).toBe(404);
    const missing = await get('/assets/nothing-1234.js', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });
});

describe('pickLanguage', () => {
  it('takes the first language asked for (by weight) that the page has, by its primary tag; else en', () => {
    expect(pickLanguage('zh-SG,en;q=0.5', ['en', 'zh'])).toBe('zh');
    expect(pickLanguage('fr;q=1,en;q=0.2,zh;q=0.8', ['en', 'zh'])).toBe('zh');
    expect(pickLanguage('zh;q=0,en', ['en', 'zh'])).toBe('en');
    expect(pickLanguage(undefined, ['en', 'zh'])).toBe('en');
    expect(pickLanguage('tr', ['zh'])).toBe('zh');
    expect(pickLanguage('en', [])).toBeUndefined();
  });
});

describe('pickEncoding', () => {
  it('prefers br, honours q-values and the wildcard, and needs no header', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('')).toBeUndefined();
  });
});

describe('scriptsAfterPaint', () => {
  const page = (head: string) => `<html><head>\n${head}\n</head><body><div id="root">drawn</div></body></html>`;

  it('leaves a page without a module entry script as it is', () => {
    const html = page('<link rel="modulepreload" crossorigin href="/a.js">');
    expect(scriptsAfterPaint(html)).toBe(html);
  });

  it('moves the first entry and every preload, keeps other links and scripts, and escapes the list', () => {
    const html = page(
      [
        '<link rel="icon" href="/favicon.svg">',
        '<script type="module" crossorigin src="/assets/e.js?x=1&amp;y=2"></script>',
        '<script type="module" crossorigin src="/assets/second.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/&lt;/script&gt;.js">',
        '<link rel="stylesheet" href="/s.css">',
      ].join('\n'),
    );
    const out = scriptsAfterPaint(html);
    expect(out).toContain('<link rel="icon" href="/favicon.svg">');
    expect(out).toContain('<link rel="stylesheet" href="/s.css">');
    // A second module script is not the entry: it stays where it was.
    expect(out).toContain('<script type="module" crossorigin src="/assets/second.js"></script>');
    expect(out).not.toContain('/assets/e.js?x=1&amp;y=2"');
    // "</script>" inside the list cannot end its element.
    expect(out.match(/<\/script>/g)).toHaveLength(3);
    const list = /<script type="application\/json" id="wf-scripts">([^<]*)<\/script>/.exec(out)![1]!;
    expect(JSON.parse(list)).toEqual({
      entry: '/assets/e.js?x=1&y=2',
      links: [{ rel: 'modulepreload', href: '/assets/</script>.js' }],
    });
    expect(out.indexOf('wf-scripts')).toBeGreaterThan(out.indexOf('drawn'));
  });
});
