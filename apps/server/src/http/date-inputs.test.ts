import { describe, expect, it } from 'vitest';
import type { Role } from '@wf/shared/roles';
import { calendarDateError } from '@wf/shared/domain/calendar-date';
import { dbLabel } from '../test/harness.ts';
import { useTestContext } from '../test/use-test-context.ts';

/**
 * Issue #26 item 8: every date input of the API goes through the one date schema (1900-2100, a real
 * day). Year 0000 and 9999 answered 500 on these inputs, and a run for 0000-01-01 became a 1900 run.
 * Each answers 400 naming the field, and writes nothing.
 */
const ctx = useTestContext();
const ID = '00000000-0000-4000-8000-000000000001';

type Input = { name: string; role: Role; method: 'GET' | 'POST'; url: (d: string) => string; body?: (d: string) => unknown; field: string };
const INPUTS: Input[] = [
  { name: 'roster create', role: 'manager', method: 'POST', url: () => '/api/rosters', body: (d) => ({ locationId: ID, date: d, shifts: [] }), field: 'date' },
  { name: 'rosters from a week', role: 'manager', method: 'POST', url: () => '/api/rosters/from-week', body: (d) => ({ sourceWeek: d, targetWeek: '2027-03-08' }), field: 'sourceWeek' },
  { name: 'week plan: the week to plan', role: 'manager', method: 'POST', url: () => '/api/rosters/week-plan/preview', body: (d) => ({ targetWeek: d, source: { kind: 'week', week: '2027-03-01' }, locationIds: [ID] }), field: 'targetWeek' },
  { name: 'week plan: the week copied', role: 'manager', method: 'POST', url: () => '/api/rosters/week-plan', body: (d) => ({ targetWeek: '2027-03-08', source: { kind: 'week', week: d }, locationIds: [ID] }), field: 'source.week' },
  { name: 'week template: the week saved', role: 'manager', method: 'POST', url: () => '/api/roster-week-templates', body: (d) => ({ name: 'Standard', locationId: ID, week: d }), field: 'week' },
  { name: 'roster copy', role: 'manager', method: 'POST', url: () => `/api/rosters/${ID}/copy`, body: (d) => ({ dates: [d] }), field: 'dates.0' },
  { name: 'the board', role: 'manager', method: 'GET', url: (d) => `/api/rosters/board?date=${d}`, field: 'date' },
  { name: 'rosters from', role: 'manager', method: 'GET', url: (d) => `/api/rosters?from=${d}`, field: 'from' },
  { name: 'rosters to', role: 'manager', method: 'GET', url: (d) => `/api/rosters?to=${d}`, field: 'to' },
  { name: 'pay-run generate', role: 'hr', method: 'POST', url: () => '/api/pay-runs', body: (d) => ({ frequency: 'monthly', periodStart: d }), field: 'periodStart' },
  { name: 'pay runs from', role: 'finance', method: 'GET', url: (d) => `/api/pay-runs?from=${d}`, field: 'from' },
  { name: 'pay runs to', role: 'finance', method: 'GET', url: (d) => `/api/pay-runs?to=${d}`, field: 'to' },
  { name: 'holiday create', role: 'admin', method: 'POST', url: () => '/api/public-holidays', body: (d) => ({ date: d, name: 'Founders Day' }), field: 'date' },
  { name: 'holidays between', role: 'manager', method: 'GET', url: (d) => `/api/public-holidays/between?from=${d}&to=2027-12-31`, field: 'from' },
  { name: 'adjustments from', role: 'finance', method: 'GET', url: (d) => `/api/pay-adjustments?from=${d}`, field: 'from' },
  { name: 'adjustments to', role: 'finance', method: 'GET', url: (d) => `/api/pay-adjustments?to=${d}`, field: 'to' },
  { name: 'audit log from', role: 'admin', method: 'GET', url: (d) => `/api/admin/audit-log?from=${d}`, field: 'from' },
  { name: 'audit log to', role: 'admin', method: 'GET', url: (d) => `/api/admin/audit-log?to=${d}`, field: 'to' },
  { name: 'reports', role: 'finance', method: 'GET', url: (d) => `/api/reports?date=${d}`, field: 'date' },
];

describe(`one date schema for the API (${dbLabel})`, () => {
  it('the rule: a real day in 1900-2100', () => {
    expect(calendarDateError('1900-01-01')).toBeNull();
    expect(calendarDateError('2100-12-31')).toBeNull();
    expect(calendarDateError('2028-02-29')).toBeNull();
    expect(calendarDateError('2000-02-29')).toBeNull();
    expect(calendarDateError('1900-02-29')).toBe('format');
    expect(calendarDateError('2027-02-29')).toBe('format');
    expect(calendarDateError('2027-13-01')).toBe('format');
    expect(calendarDateError('27-01-01')).toBe('format');
    expect(calendarDateError('1899-12-31')).toBe('range');
    expect(calendarDateError('2101-01-01')).toBe('range');
    expect(calendarDateError('0000-01-01')).toBe('range');
    expect(calendarDateError('9999-12-31')).toBe('range');
  });

  for (const [bad, key] of [
    ['0000-01-01', 'validation.date.range'],
    ['9999-12-31', 'validation.date.range'],
    ['0099-06-30', 'validation.date.range'],
    ['2027-02-30', 'validation.date'],
    ['2027-1-5', 'validation.date'],
  ] as const) {
    it.each(INPUTS)(`$name: ${bad} -> 400 ${key}`, async (input) => {
      const res = await ctx.call(input.role, input.method, input.url(bad), input.body?.(bad));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toMatchObject({ [input.field]: key });
    });
  }
});
