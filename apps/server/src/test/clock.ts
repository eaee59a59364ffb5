import { afterAll, beforeAll } from 'vitest';
import { setClock } from '@wf/shared/domain/clock';

/**
 * A test file's "now" (the one clock, running on from this instant) for all its tests, put back
 * after them. For files whose shifts and pay periods are fixed dates that must lie in the past
 * (attendance opens at a shift's start, a run is confirmed after its period: issue 29).
 */
export function useClockAt(instant: string): void {
  beforeAll(() => setClock(instant, { running: true }));
  afterAll(() => setClock(null));
}
