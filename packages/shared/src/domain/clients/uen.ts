/**
 * Singapore Unique Entity Number (UEN), format check only (no check letter algorithm):
 * - businesses registered with ACRA: 8 digits + a letter            e.g. 53312345K
 * - local companies: year of registration (4 digits) + 5 digits + letter  e.g. 201912345D
 * - other entities: T/S/R (20xx/19xx/18xx) + 2-digit year + 2-letter entity type + 4 digits + letter
 *                                                                        e.g. T09LL0001B
 */
export const UEN_PATTERNS = {
  business: /^\d{8}[A-Z]$/,
  localCompany: /^(18|19|20)\d{2}\d{5}[A-Z]$/,
  other: /^[TSR]\d{2}[A-Z]{2}\d{4}[A-Z]$/,
} as const;

export type UenKind = keyof typeof UEN_PATTERNS;

/** Upper-cases and strips spaces, dashes and dots that people type in. */
export function normalizeUen(input: string): string {
  return input.toUpperCase().replace(/[\s.-]/g, '');
}

/** Which UEN format a (normalized) value has, or null when it matches none. */
export function uenKind(value: string): UenKind | null {
  const v = normalizeUen(value);
  if (UEN_PATTERNS.business.test(v)) return 'business';
  if (UEN_PATTERNS.localCompany.test(v)) return 'localCompany';
  if (UEN_PATTERNS.other.test(v)) return 'other';
  return null;
}

export function isValidUen(value: string): boolean {
  return uenKind(value) !== null;
}
