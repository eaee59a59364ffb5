import DOMPurify from 'dompurify';

/** The tags a help answer or guide may carry: the server's sanitiser's (modules/apps/help-center/sanitize.ts). */
const HELP_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** Stored help text as the page shows it (sanitised again here: the server already did). */
export function helpHtml(html: string): { __html: string } {
  return { __html: DOMPurify.sanitize(html, { ALLOWED_TAGS: HELP_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel'] }) };
}
