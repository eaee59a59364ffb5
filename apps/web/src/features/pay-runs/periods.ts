import { businessDateKey } from '@wf/shared/domain/format';
import { weekStartOf } from '@wf/shared/domain/pay/shift-pay';

/** A pay period a run can be generated for: its first and last calendar day (YYYY-MM-DD). */
export type Period = { start: string; end: string };

const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The month of a date's first day plus `months` (may be negative), as its first and last day. */
function monthOf(date: string, months: number): Period {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  const start = d.toISOString().slice(0, 10);
  d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(0);
  return { start, end: d.toISOString().slice(0, 10) };
}

/**
 * The periods offered when generating a run, newest first: the current (incomplete) one, then the
 * `count` before it. Weeks run Monday to Sunday (as the overtime rule counts them); months are
 * calendar months. "Today" is Singapore's date.
 */
export function periodChoices(frequency: 'weekly' | 'monthly', now: Date = new Date(), count = 12): Period[] {
  const today = businessDateKey(now);
  if (frequency === 'monthly') return Array.from({ length: count + 1 }, (_, i) => monthOf(today, -i));
  const monday = weekStartOf(today);
  return Array.from({ length: count + 1 }, (_, i) => {
    const start = addDays(monday, -7 * i);
    return { start, end: addDays(start, 6) };
  });
}

/** The last complete week or month (the default of the generate dialog): the second choice. */
export function lastCompletePeriod(frequency: 'weekly' | 'monthly', now: Date = new Date()): Period {
  return periodChoices(frequency, now, 1)[1]!;
}
