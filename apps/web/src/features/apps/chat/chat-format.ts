import { businessWallClock } from '@wf/shared/domain/format';

/** Chat times: 'HH:mm' in Singapore time (the one formatter's wall clock), whatever the browser's zone. */
export function formatChatTime(iso: string): string {
  const d = businessWallClock(new Date(iso));
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** Chat messages are stored as typed text: shown as text, line breaks kept. */
export function escapeText(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>');
}
