/**
 * A complete, valid set of registration form values (for tests, demo data and the bench).
 * Dates are relative to `now` so the sample stays valid as time passes.
 */
import * as clock from '../../domain/clock.ts';
import { formatDisplayDate, todayInSingapore } from '../../domain/registration/dates.ts';
import { emptyRegistrationForm, type RegistrationFormValues } from './registration-form.ts';

/** ISO date `days` after today in Singapore. */
export function isoDaysFrom(now: Date, days: number): string {
  const [y, m, d] = todayInSingapore(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
/** DD/MM/YYYY `days` after today in Singapore. */
export const displayDaysFrom = (now: Date, days: number): string => formatDisplayDate(isoDaysFrom(now, days));
/**
 * DD/MM/YYYY of the day `years` years before today (a birthday exactly `years` ago), `extraDays`
 * later. On 29 February the day is 28 February of a common year (not 1 March, which would make
 * the person a day short of `years`).
 */
export function displayYearsAgo(now: Date, years: number, extraDays = 0): string {
  const [y, m, d] = todayInSingapore(now).split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y - years, m, 0)).getUTCDate();
  return formatDisplayDate(new Date(Date.UTC(y - years, m - 1, Math.min(d, lastDay) + extraDays)).toISOString().slice(0, 10));
}

/** A 1x1 white PNG as a data URL (a valid signature value for tests). */
export const TINY_PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

export function sampleRegistrationValues(
  overrides: Partial<RegistrationFormValues> = {},
  now: Date = clock.now(),
): RegistrationFormValues {
  return {
    ...emptyRegistrationForm(),
    where_know_us: 'socialMedia',
    type_of_employment: 'Part-Timer',
    position_applied: 'Food Operator',
    earliest_availability: displayDaysFrom(now, 7),
    fully_vaccinated: 1,
    client_name: 'Tan Mei Ling',
    contact_email: 'mei.ling.tan@example.com',
    contact_number: '91234567',
    date_of_birth: displayYearsAgo(now, 24, -40),
    gender: 'Female',
    nationality: 'Singaporean',
    id_type: 'NRIC',
    id_number: 'S1234567D',
    place_of_birth: 'Singapore',
    race: 'chinese',
    religion: 'buddhist',
    marital_status: 'single',
    residential_address: 'Blk 123 Ang Mo Kio Avenue 3, #05-67, Singapore 560123',
    postal_code: '560123',
    address: {
      formatted_address: 'Blk 123 Ang Mo Kio Avenue 3, Singapore 560123',
      location_lat: 1.3691,
      location_lng: 103.8454,
      street_number: '123',
      street: 'Ang Mo Kio Avenue 3',
      city: 'Singapore',
      state: null,
      country: 'Singapore',
      country_code: 'SG',
      place_id: null,
      postal_code: '560123',
      approximate: true,
      provider: 'offline',
    },
    cert: { name: 'food-hygiene.pdf', type: 'application/pdf', size: 2048 },
    cert_expired: displayDaysFrom(now, 365),
    kin_name: 'Tan Ah Kow',
    kin_contact: '81234567',
    bank_name: 'DBS/POSB',
    bank_acc: '1234567890',
    working_exps: [
      {
        previous_company_name: 'Kopi Corner Pte Ltd',
        position: 'Kitchen Helper',
        date_start: displayYearsAgo(now, 3),
        date_left: displayYearsAgo(now, 1),
        reason_for_leaving: 'Studies',
      },
    ],
    highest_education: 'Polytechnic / College',
    school: 'Temasek Polytechnic',
    country: 'Singapore',
    date_start: displayYearsAgo(now, 7),
    date_grad: displayYearsAgo(now, 4),
    high_standard: 'Diploma / Specialist',
    relatives_in_company: 0,
    relatives_info: '',
    declaration: true,
    signature: TINY_PNG_DATA_URL,
    ...overrides,
  };
}
