import sanitizeHtml from 'sanitize-html';
import { HELP_LINK_ATTRIBUTES, HELP_TAGS } from '@wf/shared/contracts/apps/help-center/help-center';

/**
 * The rich text of a help answer or guide as it is stored: headings, paragraphs, lists, emphasis,
 * code, quotes, tables and links (http, https, mailto or a path of this app) only. Every other
 * tag goes (a script's or style's text with it), and so does every attribute but a link's href:
 * no event handler, style or javascript: URL is ever stored. Links open in a new tab without
 * the opener.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: HELP_TAGS,
    allowedAttributes: { a: HELP_LINK_ATTRIBUTES },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs): sanitizeHtml.Tag => ({
        tagName,
        attribs: attribs.href
          ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer' }
          : ({} as sanitizeHtml.Attributes),
      }),
    },
  }).trim();
}
