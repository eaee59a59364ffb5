import { createHash } from 'node:crypto';

/**
 * A pre-rendered page (docs/decisions/022) paints before it asks for any script: its entry script
 * and its preload hints leave the head for a JSON list, and one fixed inline script starts them
 * after the first frame. Left in the head, they start while the HTML is still being read, so the
 * browser spends the first moments fetching (and, when cached, running) script instead of drawing
 * the page it already has; a slow phone then shows the page later, and Lighthouse's model counts
 * every request that began before the first paint into it (decision 022, issue 31).
 *
 * "After the first paint" is the browser's own first-contentful-paint entry (a frame alone is not
 * enough: the first frame may be drawn before its text is shown); a browser without paint timing
 * starts them one frame in. A hidden tab paints nothing: a timer starts them after a second. A
 * visible one waits for its paint (on a busy phone the first paint may come well after a second);
 * should no paint be reported, a timer starts them five seconds in.
 *
 * Until React has taken the page over (`<html data-interactive>`, set by public-main's first
 * effect), a tap on a control does nothing: the pre-rendered button has no handler yet, and a form
 * would be sent by the browser itself (a GET with its fields in the address). The loader holds such
 * taps (a control's click, a form's submit) from the start, and once the page is interactive it
 * clicks each control tapped, once, in order: "Show password" or "Next" tapped on a slow phone
 * does what it says a moment later instead of nothing. Links are left to the browser. What was
 * typed into a field meanwhile is given to React as typing (an input event with the field's last
 * value, typed fields before taps): React's fields are controlled, and a value it has not been
 * told of is cleared at the field's next render (a date of birth typed on a slow phone vanished
 * when Next showed the step's errors).
 *
 * The inline script is the same text on every page, so the CSP allows it by its hash
 * (`SCRIPTS_AFTER_PAINT_CSP`) and allows no other inline script.
 */
export const SCRIPTS_AFTER_PAINT_ID = 'wf-scripts';

/** What a tap before the script has taken the page over is kept for: controls, not links. */
const EARLY_TAP_TARGETS =
  'button,[role=button],[role=checkbox],[role=radio],[role=switch],[role=tab],input[type=checkbox],input[type=radio]';

export const SCRIPTS_AFTER_PAINT_LOADER =
  '(function(){var started=0;function start(){if(started++)return;' +
  `var list=JSON.parse(document.getElementById('${SCRIPTS_AFTER_PAINT_ID}').textContent);` +
  "list.links.forEach(function(h){var l=document.createElement('link');l.rel=h.rel;if(h.as)l.as=h.as;" +
  "l.crossOrigin='';l.href=h.href;document.head.appendChild(l)});" +
  "var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=list.entry;" +
  'document.head.appendChild(s)}' +
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(function(){setTimeout(start,0)});' +
  "setTimeout(function(){if(document.visibilityState==='hidden')start();else setTimeout(start,4000)},1000);" +
  // Early taps and typing: kept until React has the page (`<html data-interactive>`), then replayed.
  "var H=document.documentElement,q=[],f=[],v=[];function early(e){if(H.hasAttribute('data-interactive'))return;" +
  "var t=e.target;if(e.type==='input'){if(!(t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement))return;" +
  'var i=f.indexOf(t);if(i<0){f.push(t);v.push(t.value)}else v[i]=t.value;return}' +
  `t=t&&t.closest&&t.closest('${EARLY_TAP_TARGETS}');` +
  "if(e.type==='submit'||t){e.preventDefault();e.stopPropagation();if(t&&q.indexOf(t)<0)q.push(t)}}" +
  "var E=['click','submit','input'];E.forEach(function(n){document.addEventListener(n,early,true)});" +
  "new MutationObserver(function(m,o){if(!H.hasAttribute('data-interactive'))return;o.disconnect();" +
  'E.forEach(function(n){document.removeEventListener(n,early,true)});' +
  // React notices a value only when it differs from the one it last saw: show it another first.
  "f.forEach(function(t,i){if(!t.isConnected)return;var d=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),'value');" +
  "t.value=v[i]?'':' ';d.set.call(t,v[i]);t.dispatchEvent(new Event('input',{bubbles:true}))});" +
  'q.forEach(function(t){if(t.isConnected&&!t.disabled)t.click()})})' +
  ".observe(H,{attributes:true,attributeFilter:['data-interactive']})})()";

/** The CSP source that allows the loader and nothing else inline. */
export const SCRIPTS_AFTER_PAINT_CSP = `'sha256-${createHash('sha256').update(SCRIPTS_AFTER_PAINT_LOADER).digest('base64')}'`;

type Link = { rel: string; href: string; as?: string };

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const unescapeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The page with its module entry script and preload links (modulepreload, preload of a style or
 * a fetch) taken out of the head, and the list plus the loader put at the end of the body. A page
 * without a module entry script is returned as it is.
 */
export function scriptsAfterPaint(html: string): string {
  let entry: string | undefined;
  const links: Link[] = [];
  let out = html.replace(/[ \t]*<script type="module"[^>]*><\/script>\n?/g, (tag) => {
    const src = attr(tag, 'src');
    if (!src || entry) return tag;
    entry = unescapeAttr(src);
    return '';
  });
  if (!entry) return html;
  out = out.replace(/[ \t]*<link [^>]*>\n?/g, (tag) => {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href || (rel !== 'modulepreload' && rel !== 'preload')) return tag;
    const as = attr(tag, 'as');
    links.push({ rel, href: unescapeAttr(href), ...(as ? { as } : {}) });
    return '';
  });
  // JSON in a script element: "<" written as \u003c, so no "</script>" can end it early.
  const list = JSON.stringify({ entry, links }).replace(/</g, '\\u003c');
  const scripts =
    `<script type="application/json" id="${SCRIPTS_AFTER_PAINT_ID}">${list}</script>` +
    `<script>${SCRIPTS_AFTER_PAINT_LOADER}</script>`;
  return out.replace('</body>', () => `${scripts}</body>`);
}
