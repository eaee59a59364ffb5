import { placesTaken } from '../rosters/staffing.ts';
import { marginBasisPoints } from './report-figures.ts';

/**
 * The project dashboard's staffing figures (issue #33): a set of roster shifts (today's, this
 * week's) counted the way the board counts one shift (domain/rosters/staffing.ts: a declined worker
 * holds no place).
 */

/** One shift as roster_shifts keeps its counts: all assignments, the confirmed and the declined ones. */
export type ShiftStaffing = { headcount: number; filled: number; confirmed: number; declined: number };

export type StaffingTotals = {
  shifts: number;
  /** Places wanted: the shifts' headcounts. */
  headcount: number;
  /** Places taken (assignments not declined), an overfilled shift counted up to its headcount. */
  places: number;
  /** Workers who confirmed. */
  confirmed: number;
  /** Workers who declined (each left a place to fill again). */
  declined: number;
  /** Workers assigned who have not answered yet. */
  pending: number;
  /** Shifts with fewer places taken than their headcount. */
  short: number;
  /** places / headcount in basis points (10000 = 100%), null without shifts. */
  fillRateBasisPoints: number | null;
};

/**
 * Totals of a set of shifts. A shift holds at most its headcount of places in the fill rate, so one
 * overfilled shift never hides an empty one: {2 of 2 wanted, 3 taken} and {0 of 2} make 50%.
 */
export function staffingTotals(shifts: Iterable<ShiftStaffing>): StaffingTotals {
  const t = { shifts: 0, headcount: 0, places: 0, confirmed: 0, declined: 0, pending: 0, short: 0 };
  for (const s of shifts) {
    const taken = placesTaken(s.filled, s.declined);
    t.shifts += 1;
    t.headcount += s.headcount;
    t.places += Math.min(taken, s.headcount);
    t.confirmed += s.confirmed;
    t.declined += s.declined;
    t.pending += Math.max(0, s.filled - s.confirmed - s.declined);
    if (taken < s.headcount) t.short += 1;
  }
  return { ...t, fillRateBasisPoints: fillRateBasisPoints(t.places, t.headcount) };
}

/** Places taken of places wanted in basis points, rounded half up; null when nothing was wanted. */
export const fillRateBasisPoints = (places: number, headcount: number): number | null =>
  marginBasisPoints(places, headcount);

/** One day's staffing: its shifts' totals (staffingTotals), for a chart of places taken against headcount. */
export type DayStaffing = { date: string } & Pick<
  StaffingTotals,
  'shifts' | 'headcount' | 'places' | 'short' | 'fillRateBasisPoints'
>;

/**
 * The shifts of a range of days totalled per day (the admin dashboard's "shifts filled against
 * headcount", issue #28): every day of `dates` appears, a day without shifts with zeros and no rate;
 * a shift on a day outside `dates` is left out.
 */
export function staffingByDay(
  dates: readonly string[],
  shifts: Iterable<ShiftStaffing & { date: string }>,
): DayStaffing[] {
  const byDay = new Map<string, ShiftStaffing[]>(dates.map((d) => [d, []]));
  for (const s of shifts) byDay.get(s.date)?.push(s);
  return dates.map((date) => {
    const { shifts, headcount, places, short, fillRateBasisPoints } = staffingTotals(byDay.get(date)!);
    return { date, shifts, headcount, places, short, fillRateBasisPoints };
  });
}
