// `TEST_NOW=<ISO instant> npm test` (or scripts/test.mjs's awkward-day step): every unit and API
// test file starts with the machine's clock at that instant, running on from there, so a test
// that reads the real clock fails here, on a chosen awkward day, instead of on a bad day in CI
// (docs/decisions/016-one-clock.md). Only Date is faked: timers run as usual. PGlite runs in this
// process, so the database's now() reads the same clock; PostgreSQL does not, so the step runs on
// PGlite only.
import { vi } from 'vitest';

const at = process.env.TEST_NOW;
if (at) {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) throw new Error(`TEST_NOW is not an instant: ${at}`);
  vi.useFakeTimers({ now: instant, toFake: ['Date'], shouldAdvanceTime: true });
}
