/** A message's or notification's time: the one formatter's ('MMM dd, h:mm a', Singapore time). */
export { formatInboxTime } from '@wf/shared/domain/format';

/** Stored HTML as the page shows it (shared with the quick chat). */
export { safeHtml } from '../../lib/safe-html.ts';

/**
 * The first letter upper-cased by the language's own rule (Turkish "ince" -> "İnce", issue 29, item 9),
 * which CSS capitalize gets wrong where the page's language is not known to it.
 */
export function capitalized(text: string, lang: string): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}
