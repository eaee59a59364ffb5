import { z } from 'zod';

/**
 * A link stored for a toolbar item: an in-app path ('/x', never '//host') or an http(s) URL.
 * Anything else (javascript:, data:, ...) is refused so a stored link can never run script.
 */
export function isSafeLink(link: string): boolean {
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\');
  try {
    const u = new URL(link);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export const safeLink = z.string().trim().min(1, 'validation.required').max(2000).refine(isSafeLink, 'validation.link');

/**
 * A route of this app: one leading '/', then path, query and fragment characters only (no
 * scheme, no host, no '//' or '\\', no spaces or control characters, no '..' segment). The
 * notifications the server creates link only to such routes (issue 12, defect 7).
 */
export function isAppRoute(link: string): boolean {
  return /^\/(?!\/)[A-Za-z0-9\-._~/?#=&%+:@!$'()*,;]*$/.test(link) && !/(^|\/)\.\.(\/|$|\?|#)/.test(link);
}

/**
 * The link of a toolbar message that a colleague's chat message left: it opens the quick chat with
 * that colleague (the web opens the chat panel instead of a page).
 */
const CHAT_PREFIX = '/apps/chat/';
export const chatLink = (contactId: string): string => `${CHAT_PREFIX}${contactId}`;
/** The colleague a chat link opens, or null for any other link. */
export function chatContactOf(link: string | null): string | null {
  if (!link?.startsWith(CHAT_PREFIX)) return null;
  const id = link.slice(CHAT_PREFIX.length);
  return /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}
