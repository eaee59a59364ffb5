import { addDays, weekStart } from './roster-rules.ts';

/**
 * A location's week at once (issue 29 item 8, decision 020): a week of shifts by weekday (copied
 * from a week's rosters or kept as a saved template) turned into the dated plan of a target week:
 * which rosters will be created, with which shifts, and what is skipped and why. Pure: the server
 * reads the facts (positions, rosters already there, public holidays) and answers the preview
 * from this, and creates exactly the rows it marks `create`.
 */

/** One shift of a week: its weekday (0 = Monday ... 6 = Sunday) and what a roster's shift holds. */
export type WeekShift = {
  weekday: number;
  positionId: string;
  /** "HH:MM" Singapore wall clock; an end at or before the start crosses midnight. */
  start: string;
  end: string;
  breakMinutes: number;
  headcount: number;
  payRateCentsOverride: number | null;
  notes: string | null;
  /** Workers to copy with the shift (a week source with its assignments); never in a template. */
  workerIds?: string[];
};

/** What a shift is made of, whatever it is copied from or into (a roster, a week, a template). */
export type ShiftFields = Pick<WeekShift, 'positionId' | 'start' | 'end' | 'breakMinutes' | 'headcount' | 'payRateCentsOverride' | 'notes'>;

/** A shift's own fields, nothing else of the row it comes with (its weekday, id, workers, labels). */
export function shiftFieldsOf(s: ShiftFields): ShiftFields {
  return {
    positionId: s.positionId,
    start: s.start,
    end: s.end,
    breakMinutes: s.breakMinutes,
    headcount: s.headcount,
    payRateCentsOverride: s.payRateCentsOverride,
    notes: s.notes,
  };
}


/** Why a planned roster, or a shift of it, will not be created as the source has it. */
export const WEEK_PLAN_WARNINGS = ['PUBLIC_HOLIDAY', 'ROSTER_EXISTS', 'POSITION_GONE', 'NO_SHIFTS'] as const;
export type WeekPlanWarningCode = (typeof WEEK_PLAN_WARNINGS)[number];
export type WeekPlanWarning = {
  code: WeekPlanWarningCode;
  /** PUBLIC_HOLIDAY: the holiday's name. */
  holiday?: string;
  /** POSITION_GONE: how many of the day's shifts are left out. */
  count?: number;
};

export type PlannedRoster = {
  locationId: string;
  date: string;
  weekday: number;
  /** Created on confirm; false: skipped (the warnings say why). */
  create: boolean;
  /** The shifts the roster gets (positions no longer on the project left out), in start order. */
  shifts: Omit<WeekShift, 'weekday'>[];
  /** Places on those shifts. */
  headcount: number;
  warnings: WeekPlanWarning[];
};

export type WeekPlanLocation = {
  locationId: string;
  /** The week's shifts for this location. */
  shifts: readonly WeekShift[];
  /** The positions its project has now (a shift of another position is left out). */
  positionIds: ReadonlySet<string>;
  /** Dates of the target week on which this location has a roster already. */
  rosterDates: ReadonlySet<string>;
};

/** 0 = Monday ... 6 = Sunday of a "YYYY-MM-DD" date. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

const byStart = <T extends { start: string; end: string }>(a: T, b: T) =>
  a.start.localeCompare(b.start) || a.end.localeCompare(b.end);

/**
 * A week's rosters as weekday shifts: each roster's shifts on its date's weekday, by weekday and
 * start. Two rosters of one weekday (two weeks given) keep both days' shifts.
 */
export function weekShiftsOf(
  rosters: readonly { date: string; shifts: readonly Omit<WeekShift, 'weekday'>[] }[],
): WeekShift[] {
  return rosters
    .flatMap((r) => r.shifts.map((s) => ({ ...s, weekday: weekdayOf(r.date) })))
    .sort((a, b) => a.weekday - b.weekday || byStart(a, b));
}

/**
 * The dated plan of the target week (the Monday-Sunday week `targetWeek` falls in), per location
 * in the order given, then by date: one row per weekday that has shifts. A row is skipped when the
 * location has a roster that day already (ROSTER_EXISTS), when no shift is left after leaving out
 * the positions no longer on the project (NO_SHIFTS), or on a public holiday when `skipHolidays`;
 * a holiday otherwise is created with its warning (the day is paid at the holiday rate).
 */
export function planWeek(input: {
  targetWeek: string;
  locations: readonly WeekPlanLocation[];
  holidays: readonly { date: string; name: string }[];
  skipHolidays: boolean;
}): PlannedRoster[] {
  const monday = weekStart(input.targetWeek);
  const holidayOn = new Map(input.holidays.map((h) => [h.date, h.name]));
  const rows: PlannedRoster[] = [];
  for (const loc of input.locations) {
    for (let weekday = 0; weekday < 7; weekday++) {
      const day = loc.shifts.filter((s) => s.weekday === weekday);
      if (!day.length) continue;
      const date = addDays(monday, weekday);
      const warnings: WeekPlanWarning[] = [];
      const holiday = holidayOn.get(date);
      if (holiday !== undefined) warnings.push({ code: 'PUBLIC_HOLIDAY', holiday });
      const exists = loc.rosterDates.has(date);
      if (exists) warnings.push({ code: 'ROSTER_EXISTS' });
      const kept = day.filter((s) => loc.positionIds.has(s.positionId));
      if (kept.length < day.length) warnings.push({ code: 'POSITION_GONE', count: day.length - kept.length });
      if (!kept.length) warnings.push({ code: 'NO_SHIFTS' });
      const shifts = kept.sort(byStart).map(({ weekday: _w, ...s }) => s);
      rows.push({
        locationId: loc.locationId,
        date,
        weekday,
        create: !exists && shifts.length > 0 && !(holiday !== undefined && input.skipHolidays),
        shifts,
        headcount: shifts.reduce((n, s) => n + s.headcount, 0),
        warnings,
      });
    }
  }
  return rows;
}

/** What a plan adds up to: the rosters, shifts and places it creates. */
export function planTotals(rows: readonly PlannedRoster[]): { rosters: number; shifts: number; headcount: number; skipped: number } {
  const made = rows.filter((r) => r.create);
  return {
    rosters: made.length,
    shifts: made.reduce((n, r) => n + r.shifts.length, 0),
    headcount: made.reduce((n, r) => n + r.headcount, 0),
    skipped: rows.length - made.length,
  };
}
