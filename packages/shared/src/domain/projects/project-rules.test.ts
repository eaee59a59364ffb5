import { describe, expect, it } from 'vitest';
import { PROJECT_STATUS } from '../../enums/records.ts';
import {
  canTransitionProject,
  formatProjectCode,
  hourlyMargin,
  isPayAboveBill,
  isValidProjectDateRange,
  projectTransitionError,
  type ProjectStatus,
} from './project-rules.ts';

describe('project status machine', () => {
  const allowed: Array<[ProjectStatus, ProjectStatus]> = [
    ['draft', 'active'],
    ['draft', 'cancelled'],
    ['active', 'on_hold'],
    ['active', 'completed'],
    ['active', 'cancelled'],
    ['on_hold', 'active'],
    ['on_hold', 'cancelled'],
  ];
  it('allows exactly the listed transitions', () => {
    for (const from of PROJECT_STATUS.values) {
      for (const to of PROJECT_STATUS.values) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(canTransitionProject(from, to), `${from}->${to}`).toBe(expected);
      }
    }
  });
  it('keeps completed and cancelled final', () => {
    expect(projectTransitionError('completed', 'active', 3)).toMatch(/cannot change status/);
    expect(projectTransitionError('cancelled', 'draft', 3)).toMatch(/cannot change status/);
  });
  it('needs a position to activate', () => {
    expect(projectTransitionError('draft', 'active', 0)).toMatch(/at least one position/);
    expect(projectTransitionError('on_hold', 'active', 0)).toMatch(/at least one position/);
    expect(projectTransitionError('draft', 'active', 1)).toBeNull();
    expect(projectTransitionError('draft', 'cancelled', 0)).toBeNull();
    expect(projectTransitionError('draft', 'completed', 1)).toMatch(/cannot become completed/);
  });
});

describe('project dates and rates', () => {
  it('allows an open end and refuses an end before the start', () => {
    expect(isValidProjectDateRange('2026-01-10', null)).toBe(true);
    expect(isValidProjectDateRange('2026-01-10', '2026-01-10')).toBe(true);
    expect(isValidProjectDateRange('2026-01-10', '2026-02-01')).toBe(true);
    expect(isValidProjectDateRange('2026-01-10', '2026-01-09')).toBe(false);
  });
  it('warns when pay is above bill', () => {
    expect(isPayAboveBill(1500, 1400)).toBe(true);
    expect(isPayAboveBill(1400, 1400)).toBe(false);
    expect(hourlyMargin(1200, 1600)).toEqual({ cents: 400, ratio: 0.25 });
    expect(hourlyMargin(1200, 0).ratio).toBeNull();
  });
  it('formats project codes', () => {
    expect(formatProjectCode(1)).toBe('PRJ-0001');
    expect(formatProjectCode(12345)).toBe('PRJ-12345');
  });
});
