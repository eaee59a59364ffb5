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

/** Stored HTML (titles, descriptions) is sanitised before it reaches the page. */
export function safeHtml(html: string | null | undefined): { __html: string } {
  return { __html: DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] }) };
}
