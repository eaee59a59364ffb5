const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Spec: messages and notifications show times as 'MMM dd, h:mm a' (e.g. 'Nov 02, 3:07 PM'). */
export function formatInboxTime(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  const h = d.getHours() % 12 || 12;
  const m = String(d.getMinutes()).padStart(2, '0');
  return `${MONTHS[d.getMonth()]} ${String(d.getDate()).padStart(2, '0')}, ${h}:${m} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Stored HTML as the page shows it (shared with the quick chat). */
export { safeHtml } from '../../lib/safe-html.ts';
