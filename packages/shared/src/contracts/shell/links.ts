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
