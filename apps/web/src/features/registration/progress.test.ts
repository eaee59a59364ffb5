import { describe, expect, it } from 'vitest';
import { clampStep, nextStep, previousStep, progressState, STEP_COUNT } from './progress.ts';

describe('progressState', () => {
  it('has five steps: passed ones done, the current one current, later ones upcoming', () => {
    const s = progressState(2);
    expect(s.steps.map((x) => x.status)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    expect(s.complete).toBe(false);
  });
  it('starts with nothing done and an empty bar', () => {
    const s = progressState(0);
    expect(s.steps[0]!.status).toBe('current');
    expect(s.steps.filter((x) => x.status === 'done')).toHaveLength(0);
    expect(s.percent).toBe(0);
  });
  it('fills the bar up to the last step while it is being filled in, not yet green', () => {
    const s = progressState(4);
    expect(s.percent).toBe(100);
    expect(s.complete).toBe(false);
    expect(s.steps[4]!.status).toBe('current');
  });
  it('is complete (green, all ticks) at position 5, after submission', () => {
    const s = progressState(STEP_COUNT);
    expect(s.complete).toBe(true);
    expect(s.steps.every((x) => x.status === 'done')).toBe(true);
  });
  it('clamps out-of-range and malformed positions', () => {
    expect(progressState(-3).steps[0]!.status).toBe('current');
    expect(progressState(99).complete).toBe(true);
    expect(progressState(Number.NaN).steps[0]!.status).toBe('current');
  });
});

describe('step navigation', () => {
  it('moves forward to the last step and back to the first, no further', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(4)).toBe(4);
    expect(previousStep(1)).toBe(0);
    expect(previousStep(0)).toBe(0);
  });
  it('turns a stored step into one the form can show', () => {
    expect(clampStep(3)).toBe(3);
    expect(clampStep(5)).toBe(4);
    expect(clampStep(-1)).toBe(0);
    expect(clampStep('2')).toBe(0);
    expect(clampStep(undefined)).toBe(0);
    expect(clampStep(2.7)).toBe(2);
  });
});
