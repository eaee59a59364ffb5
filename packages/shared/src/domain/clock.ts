/**
 * The one clock of the product. Domain code and services take "now" and "today" from here, never
 * from `new Date()` or `Date.now()` directly, so a test can state the day it means (`setClock`)
 * and a whole suite can run on an awkward day (`WF_TEST_NOW`, see scripts/test.mjs and
 * docs/decisions/016-one-clock.md).
 *
 * The business runs on Singapore time: `today()` is the calendar date in Singapore at `now()`.
 */
type Source = () => number;

const realSource: Source = () => Date.now();
let source: Source = realSource;

/** This instant. */
export const now = (): Date => new Date(source());

/** This instant in milliseconds since the epoch. */
export const nowMs = (): number => source();

const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000; // UTC+8 all year: Singapore has no daylight saving

/** The calendar date in Singapore (YYYY-MM-DD) at an instant. */
export const singaporeDateAt = (at: Date): string => new Date(at.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 10);

/** Today's calendar date in Singapore (YYYY-MM-DD). */
export const today = (): string => singaporeDateAt(now());

/**
 * Tests only: fix the clock at an instant (it then stands still), or let it run from that
 * instant (`{ running: true }`); `null` puts the real clock back.
 */
export function setClock(at: Date | string | null, options: { running?: boolean } = {}): void {
  if (at === null) {
    source = realSource;
    return;
  }
  const fixed = (typeof at === 'string' ? new Date(at) : at).getTime();
  if (Number.isNaN(fixed)) throw new Error(`setClock: not an instant: ${String(at)}`);
  if (options.running) {
    const startedAt = Date.now();
    source = () => fixed + (Date.now() - startedAt);
  } else source = () => fixed;
}
