import DOMPurify from 'dompurify';

/** The formatting a message, notification or chat line may carry: emphasis and line breaks only. */
const INBOX_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'small', 'br', 'p', 'span'];

/**
 * Stored HTML (titles, descriptions, chat lines) as the page shows it: only the formatting tags
 * above, no attributes. No link, image, form or script survives: a link in a message or
 * notification is its `link` field (an app route for the notifications the server makes), never
 * markup in the text (issue 12, defect 7). Text inside a removed tag stays as text.
 */
export function safeHtml(html: string | null | undefined): { __html: string } {
  return { __html: DOMPurify.sanitize(html ?? '', { ALLOWED_TAGS: INBOX_TAGS, ALLOWED_ATTR: [] }) };
}
