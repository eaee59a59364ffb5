/** A message's or notification's time: the one formatter's ('MMM dd, h:mm a', Singapore time). */
export { formatInboxTime } from '@wf/shared/domain/format';

/** Stored HTML as the page shows it (shared with the quick chat). */
export { safeHtml } from '../../lib/safe-html.ts';
