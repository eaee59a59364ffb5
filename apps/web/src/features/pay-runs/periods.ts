import { businessDateKey } from '@wf/shared/domain/format';
import { payRunPeriod, type PayRunFrequency } from '@wf/shared/domain/pay/pay-run';
import * as clock from '@wf/shared/domain/clock';

/** A pay period a run can be generated for: its first and last calendar day (YYYY-MM-DD). */
export type Period = { start: string; end: string };

/** The day before a calendar date. */
const dayBefore = (date: string): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The periods offered when generating a run, newest first: the current (incomplete) one, then the
 * `count` before it, as the server cuts them (payRunPeriod: weeks Monday to Sunday, calendar
 * months). "Today" is Singapore's date.
 */
export function periodChoices(frequency: PayRunFrequency, now: Date = clock.now(), count = 12): Period[] {
  const out: Period[] = [];
  let day = businessDateKey(now);
  for (let i = 0; i <= count; i++) {
    const { periodStart, periodEnd } = payRunPeriod(frequency, day);
    out.push({ start: periodStart, end: periodEnd });
    day = dayBefore(periodStart);
  }
  return out;
}

/** The last complete week or month (the default of the generate dialog): the second choice. */
export function lastCompletePeriod(frequency: PayRunFrequency, now: Date = clock.now()): Period {
  return periodChoices(frequency, now, 1)[1]!;
}
