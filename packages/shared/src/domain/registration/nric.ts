/**
 * Singapore identity numbers (docs/product/registration.md#identity-numbers): NRIC (S/T) and FIN (F/G, and the M series
 * issued since 1 January 2022). Pure functions; ids are compared upper-cased.
 *
 * Checksum: weights 2,7,6,5,4,3,2 over the 7 digits, plus an offset by prefix
 * (S/F 0, T/G 4, M 3), remainder modulo 11, mapped through a table per series.
 * The M-series rule (offset 3, letter 'KLJNPQRTUWX'[10 - remainder]) follows the published
 * ICA description as implemented in GovTech's FormSG validator.
 */

export const ID_PATTERN = /^[STFGM]\d{7}[A-Z]$/;
export type NricPrefix = 'S' | 'T' | 'F' | 'G' | 'M';

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2] as const;
const NRIC_TABLE = 'JZIHGFEDCBA';
const FIN_TABLE = 'XWUTRQPNMLK';
/** M series: index 10 - remainder of 'KLJNPQRTUWX', i.e. the table below indexed by the remainder. */
const M_TABLE = 'XWUTRQPNJLK';

const OFFSET: Record<NricPrefix, number> = { S: 0, T: 4, F: 0, G: 4, M: 3 };
const TABLE: Record<NricPrefix, string> = { S: NRIC_TABLE, T: NRIC_TABLE, F: FIN_TABLE, G: FIN_TABLE, M: M_TABLE };

/** The check letter for a prefix and 7 digits (used to build valid demo IDs). */
export function nricCheckLetter(prefix: NricPrefix, digits: string): string {
  if (!/^\d{7}$/.test(digits)) throw new Error('nricCheckLetter needs exactly 7 digits');
  let sum = OFFSET[prefix];
  for (let i = 0; i < 7; i++) sum += WEIGHTS[i]! * Number(digits[i]);
  return TABLE[prefix][sum % 11]!;
}

/** Trims and upper-cases an ID number as typed. */
export const normalizeId = (id: string): string => id.trim().toUpperCase();

/** Shape only: one of S T F G M, 7 digits, one letter (after upper-casing). */
export const hasIdShape = (id: string): boolean => ID_PATTERN.test(normalizeId(id));

/** Shape and checksum of an NRIC or FIN (lower case accepted; it is upper-cased first). */
export function isValidNricFin(id: string): boolean {
  const v = normalizeId(id);
  if (!ID_PATTERN.test(v)) return false;
  const prefix = v[0] as NricPrefix;
  return nricCheckLetter(prefix, v.slice(1, 8)) === v[8];
}

/** The message key for an NRIC/FIN value, or null when valid. */
export function nricFinError(id: string): 'validation.pattern.id' | 'validation.invalid.nric' | null {
  if (!hasIdShape(id)) return 'validation.pattern.id';
  return isValidNricFin(id) ? null : 'validation.invalid.nric';
}
