/**
 * Pages the server sends pre-rendered (docs/decisions/022): the build renders them to HTML
 * (apps/web/prerender.ts), the server puts that HTML in `<div id="root" data-prerendered="<lang>">`
 * for the language the request asks for, and the page's script hydrates it. The page's first
 * render must then use that language: this says which one it is, in the build (set while
 * rendering) and in the browser (read from the root element).
 */
let renderingLang: string | null = null;

/** The build's pre-renderer: the language it renders in now (null when done). */
export function setPrerenderLang(lang: string | null): void {
  renderingLang = lang;
}

/** The language of the pre-rendered page being rendered or hydrated; null when there is none. */
export function prerenderedLang(): string | null {
  if (typeof document === 'undefined') return renderingLang;
  return document.getElementById('root')?.getAttribute('data-prerendered') || null;
}
