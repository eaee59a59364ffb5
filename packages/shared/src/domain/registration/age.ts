import { MINIMUM_AGE } from '../../enums/registration.ts';
import * as clock from '../clock.ts';
import { ageOn, parseDateInput, todayInSingapore } from './dates.ts';

export type DerivedAge = { age: number; requiresDocument: boolean };

/**
 * Age from a date of birth (DD/MM/YYYY, yyyy-mm-dd or ISO) on today's date in Singapore:
 * exactly the minimum age (15) sets requiresDocument (a parent's consent is needed).
 * Null when the date cannot be read.
 */
export function deriveAge(dob: string, now: Date = clock.now()): DerivedAge | null {
  const iso = parseDateInput(dob);
  if (!iso) return null;
  const age = ageOn(iso, todayInSingapore(now));
  return { age, requiresDocument: age === MINIMUM_AGE };
}

/** Under the minimum age: refused with validation.age.too_young. */
export const isTooYoung = (age: number): boolean => age < MINIMUM_AGE;
