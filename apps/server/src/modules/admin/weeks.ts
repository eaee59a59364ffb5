/** Singapore has no daylight saving: always UTC+8. */
const SG_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** The Monday (YYYY-MM-DD, Singapore calendar) of the week holding this instant. */
export function sgWeekStart(at: Date): string {
  const local = new Date(at.getTime() + SG_OFFSET_MS);
  const dow = (local.getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  const monday = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - dow * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

/** The instant a Singapore calendar day starts. */
export function sgDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SG_OFFSET_MS);
}

/** The last `weeks` week starts up to the one holding `now`, oldest first. */
export function lastWeekStarts(now: Date, weeks: number): string[] {
  const current = Date.parse(`${sgWeekStart(now)}T00:00:00Z`);
  return Array.from({ length: weeks }, (_, i) => new Date(current - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
}

/** Counts per week for the last `weeks` weeks, with zero for weeks that have none. */
export function fillWeeks(now: Date, weeks: number, counts: ReadonlyArray<{ weekStart: string; count: number }>): Array<{ weekStart: string; count: number }> {
  const byWeek = new Map(counts.map((c) => [c.weekStart, c.count]));
  return lastWeekStarts(now, weeks).map((weekStart) => ({ weekStart, count: byWeek.get(weekStart) ?? 0 }));
}
