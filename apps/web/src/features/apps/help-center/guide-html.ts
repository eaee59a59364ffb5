import DOMPurify from 'dompurify';
import { HELP_LINK_ATTRIBUTES, HELP_TAGS } from '@wf/shared/contracts/apps/help-center/help-center';

/** Stored help text as the page shows it (sanitised again here: the server already did). */
export function helpHtml(html: string): { __html: string } {
  return { __html: DOMPurify.sanitize(html, { ALLOWED_TAGS: HELP_TAGS, ALLOWED_ATTR: HELP_LINK_ATTRIBUTES }) };
}
