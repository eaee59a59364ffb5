import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** A UTF-16 surrogate without its partner (not representable in UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A NUL character (PostgreSQL text cannot hold it) or a lone surrogate. */
const isUnsafe = (s: string): boolean => s.includes('\0') || LONE_SURROGATE.test(s);

/** The path of the first string (or key) in a value that holds unsafe text, e.g. `contacts.0.name`. */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isUnsafe(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, v] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isUnsafe(key)) return at;
    const found = findUnsafeText(v, at);
    if (found) return found;
  }
  return null;
}

/** Throws the 400 naming the field when a value holds unsafe text. */
export function assertSafeText(value: unknown): void {
  const field = findUnsafeText(value);
  if (field) throw badRequest(`${field} contains a character that is not allowed`, { [field]: 'validation.invalid' });
}

/**
 * Every request's path parameters, query string and JSON body are checked before validation:
 * text with a NUL or a lone surrogate gets 400 naming the field instead of failing in the database.
 * Multipart text fields are checked where they are read (registration-service.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertSafeText(request.params);
    assertSafeText(request.query);
    assertSafeText(request.body);
  });
}
