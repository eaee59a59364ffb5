import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { scriptsAfterPaint } from './scripts-after-paint.ts';

/**
 * The built single-page app (apps/web/dist):
 * - files are served as built, their .br/.gz copies (written by the build) when the browser
 *   accepts them; hashed files under /assets/ are cached for a year (`immutable`), the others
 *   for an hour;
 * - every other GET (or HEAD: the same headers, no body) path gets index.html (the router decides), or for the paths
 *   dist/route-preloads.json names the HTML it gives (public-page.html for the public pages) with
 *   the page's preload hints (the build writes the file, see apps/web/src/app/route-preloads.ts);
 *   revalidated on every visit (`no-cache` + ETag), compressed here.
 */

export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const FILE_CACHE = 'public, max-age=3600';
export const HTML_CACHE = 'no-cache';
/** Pages whose address carries a one-time token (the mailed roster-confirmation link). */
const ONE_TIME_PAGE = /^\/roster-confirm\//;

type Hint = { href: string; as: 'module' | 'style' | 'fetch' };
type Encoding = 'br' | 'gzip';

/** True when the directory holds a built app. */
export function hasSpa(webDist: string | null | undefined): webDist is string {
  return Boolean(webDist && existsSync(resolve(webDist, 'index.html')));
}

/** Registers the static files of the built app (call once, before the not-found handler). */
export async function registerSpaFiles(app: FastifyInstance, webDist: string): Promise<void> {
  const assets = resolve(webDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // HTML pages only through sendSpa (hints, no-cache); compressed copies only through their file.
    globIgnore: ['*.html', '**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assets) ? ASSET_CACHE : FILE_CACHE);
    },
  });
}

/** The browser's preferred encoding of those the server can send (br before gzip), if any. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const header = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')).toLowerCase();
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (enc: string) => q.get(enc) ?? q.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a));
  return best[0];
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `<link>` tags of a page's hints. */
export function hintTags(hints: Hint[], { lang = 'en' } = {}): string {
  return hints
    .map((h) => {
      const href = escapeAttr(h.href.replaceAll('{lang}', lang));
      if (h.as === 'module') return `<link rel="modulepreload" crossorigin href="${href}">`;
      if (h.as === 'style') return `<link rel="preload" as="style" crossorigin href="${href}">`;
      return `<link rel="preload" as="fetch" crossorigin href="${href}">`;
    })
    .join('\n    ');
}

type Page = { body: Buffer; etag: string; encoded: Map<Encoding, Buffer>; varies: boolean };
/** `prerender`: the page's first screen drawn by the build, one file per language. */
type RoutePage = { html: string; hints: Hint[]; prerender?: Record<string, string> };

/**
 * The language of those a page was pre-rendered in that the request asks for first
 * (Accept-Language, by weight; `zh-CN` matches `zh`), else English, else the first one.
 */
export function pickLanguage(acceptLanguage: string | string[] | undefined, available: string[]): string | undefined {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const wanted = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .map((p) => p.trim())
          .find((p) => p.startsWith('q='))
          ?.slice(2) ?? 1,
      );
      return { lang: (tag ?? '').split('-')[0]!, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((w) => w.lang && w.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return wanted.find((w) => available.includes(w.lang))?.lang ?? (available.includes('en') ? 'en' : available[0]);
}

/** The html lang attribute of a language (Chinese as written in Singapore: simplified). */
const htmlLang = (lang: string) => (lang === 'zh' ? 'zh-Hans' : lang);
/** A pre-rendered file: prerender/<name>.<lang>.html. */
const PRERENDER_FILE = /^prerender\/[\w-]+\.[a-z]{2}\.html$/;

const DEFAULT_HTML = 'index.html';
/** An HTML file at the top of the build (route-preloads.json names it). */
const HTML_NAME = /^[\w-]+\.html$/;

/**
 * The HTML for each path: index.html, or the page route-preloads.json names for the path, with
 * the path's hints; built once per build of the app (the files' modification times are the key).
 */
export class SpaPages {
  private key = '';
  private routes: Record<string, RoutePage> = {};
  private templates = new Map<string, string>();
  private pages = new Map<string, Page>();

  constructor(private readonly webDist: string) {}

  private load(): void {
    const preloads = resolve(this.webDist, 'route-preloads.json');
    const mtime = (p: string) => (existsSync(p) ? statSync(p).mtimeMs : 0);
    const key = `${mtime(resolve(this.webDist, DEFAULT_HTML))}:${mtime(preloads)}`;
    if (key === this.key) return;
    this.routes = {};
    if (existsSync(preloads)) {
      const parsed = JSON.parse(readFileSync(preloads, 'utf8')) as { routes?: Record<string, RoutePage> };
      for (const [path, page] of Object.entries(parsed.routes ?? {})) {
        // A page whose HTML file is missing falls back to index.html without hints.
        if (HTML_NAME.test(page.html) && existsSync(resolve(this.webDist, page.html))) this.routes[path] = page;
      }
    }
    this.templates.clear();
    this.pages.clear();
    this.key = key;
  }

  /**
   * A pre-rendered page's CSS written into its HTML: its first paint waits for no request, so the
   * page is drawn while its script is still on the way (docs/decisions/022). The hint still preloads
   * the file, which the page's script links when it starts (same rules: nothing moves).
   */
  private inlineStyles(hints: Hint[]): string {
    const dist = resolve(this.webDist) + sep;
    return hints
      .filter((h) => h.as === 'style')
      .map((h) => {
        const file = resolve(dist, `.${h.href}`);
        if (!file.startsWith(dist) || !existsSync(file)) return '';
        const css = readFileSync(file, 'utf8').replaceAll('</', '<\\/');
        return `<style data-href="${escapeAttr(h.href)}">${css}</style>`;
      })
      .join('');
  }

  private template(html: string): string {
    let t = this.templates.get(html);
    if (t === undefined) {
      t = readFileSync(resolve(this.webDist, html), 'utf8');
      this.templates.set(html, t);
    }
    return t;
  }

  /** The page for a request path (without its query), in the language asked for if pre-rendered. */
  page(path: string, acceptLanguage?: string | string[]): Page {
    this.load();
    const normal = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const route = Object.hasOwn(this.routes, normal) ? this.routes[normal]! : undefined;
    const prerendered = Object.entries(route?.prerender ?? {}).filter(
      ([, file]) => PRERENDER_FILE.test(file) && existsSync(resolve(this.webDist, file)),
    );
    const lang = pickLanguage(
      acceptLanguage,
      prerendered.map(([l]) => l),
    );
    const key = route ? `${normal}|${lang ?? ''}` : '';
    let page = this.pages.get(key);
    if (!page) {
      let html = this.template(route?.html ?? DEFAULT_HTML);
      if (route?.hints.length) {
        const styles = lang ? `${this.inlineStyles(route.hints)}\n    ` : '';
        html = html.replace('</head>', () => `  ${styles}${hintTags(route.hints, { lang })}\n  </head>`);
      }
      if (lang) {
        const file = Object.fromEntries(prerendered)[lang]!;
        const drawn = readFileSync(resolve(this.webDist, file), 'utf8');
        html = html
          .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(lang)}"`)
          .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${lang}">${drawn}</div>`);
        // Drawn before any script is asked for (scripts-after-paint.ts).
        html = scriptsAfterPaint(html);
      }
      const body = Buffer.from(html);
      page = {
        body,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        encoded: new Map(),
        varies: Boolean(lang),
      };
      this.pages.set(key, page);
    }
    return page;
  }

  /** The page's body in an encoding, compressed once. */
  encoded(page: Page, encoding: Encoding): Buffer {
    let body = page.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(page.body, { level: 9 });
      page.encoded.set(encoding, body);
    }
    return body;
  }
}

/** Replies with the HTML for this request's path (hints, compression, ETag). */
export function sendSpa(pages: SpaPages, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0]!;
  const page = pages.page(path, request.headers['accept-language']);
  reply
    // a page whose address carries a one-time token is never stored (issue #26, item 10)
    .header('cache-control', ONE_TIME_PAGE.test(path) ? 'no-store' : HTML_CACHE)
    .header('vary', page.varies ? 'accept-encoding, accept-language' : 'accept-encoding')
    .header('etag', page.etag);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === page.etag)) return reply.code(304).send();
  reply.type('text/html; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.body);
  return reply.header('content-encoding', encoding).send(pages.encoded(page, encoding));
}
