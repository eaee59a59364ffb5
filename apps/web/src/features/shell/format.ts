import DOMPurify from 'dompurify';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Spec: messages and notifications show times as 'MMM dd, h:mm a' (e.g. 'Nov 02, 3:07 PM'). */
export function formatInboxTime(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  const h = d.getHours() % 12 || 12;
  const m = String(d.getMinutes()).padStart(2, '0');
  return `${MONTHS[d.getMonth()]} ${String(d.getDate()).padStart(2, '0')}, ${h}:${m} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Chat times: 'HH:mm'. */
export function formatChatTime(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

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
