import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { adminEndpoints } from '@wf/shared/contracts/admin/endpoints';
import { adjustmentEndpoints } from '@wf/shared/contracts/pay/endpoints';
import { payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { publicHolidayEndpoints } from '@wf/shared/contracts/public-holidays/endpoints';
import { reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { rosterEndpoints as r } from '@wf/shared/contracts/rosters/endpoints';
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

const { call } = ctx;

/** Each date input: the call that sends a date there (as the role that may), and the field it is. */
type Input = { name: string; send: (d: string) => Promise<LightMyRequestResponse>; field: string };
const INPUTS: Input[] = [
  { name: 'roster create', send: (d) => call('manager', r.create, { body: { locationId: ID, date: d, shifts: [] } }), field: 'date' },
  { name: 'rosters from a week', send: (d) => call('manager', r.fromWeek, { body: { sourceWeek: d, targetWeek: '2027-03-08' } }), field: 'sourceWeek' },
  { name: 'week plan: the week to plan', send: (d) => call('manager', r.weekPlanPreview, { body: { targetWeek: d, source: { kind: 'week', week: '2027-03-01' }, locationIds: [ID] } }), field: 'targetWeek' },
  { name: 'week plan: the week copied', send: (d) => call('manager', r.weekPlanCreate, { body: { targetWeek: '2027-03-08', source: { kind: 'week', week: d }, locationIds: [ID] } }), field: 'source.week' },
  { name: 'week template: the week saved', send: (d) => call('manager', r.saveWeekTemplate, { body: { name: 'Standard', locationId: ID, week: d } }), field: 'week' },
  { name: 'roster copy', send: (d) => call('manager', r.copy, { params: { id: ID }, body: { dates: [d] } }), field: 'dates.0' },
  { name: 'the board', send: (d) => call('manager', r.board, { query: { date: d } }), field: 'date' },
  { name: 'rosters from', send: (d) => call('manager', r.list, { query: { from: d } }), field: 'from' },
  { name: 'rosters to', send: (d) => call('manager', r.list, { query: { to: d } }), field: 'to' },
  { name: 'pay-run generate', send: (d) => call('hr', payRunEndpoints.generate, { body: { frequency: 'monthly', periodStart: d } }), field: 'periodStart' },
  { name: 'pay runs from', send: (d) => call('finance', payRunEndpoints.list, { query: { from: d } }), field: 'from' },
  { name: 'pay runs to', send: (d) => call('finance', payRunEndpoints.list, { query: { to: d } }), field: 'to' },
  { name: 'holiday create', send: (d) => call('admin', publicHolidayEndpoints.create, { body: { date: d, name: 'Founders Day' } }), field: 'date' },
  { name: 'holidays between', send: (d) => call('manager', publicHolidayEndpoints.between, { query: { from: d, to: '2027-12-31' } }), field: 'from' },
  { name: 'adjustments from', send: (d) => call('finance', adjustmentEndpoints.list, { query: { from: d } }), field: 'from' },
  { name: 'adjustments to', send: (d) => call('finance', adjustmentEndpoints.list, { query: { to: d } }), field: 'to' },
  { name: 'audit log from', send: (d) => call('admin', adminEndpoints.audit, { query: { from: d } }), field: 'from' },
  { name: 'audit log to', send: (d) => call('admin', adminEndpoints.audit, { query: { to: d } }), field: 'to' },
  { name: 'reports', send: (d) => call('finance', reportEndpoints.report, { query: { date: d } }), field: 'date' },
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
      const res = await input.send(bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toMatchObject({ [input.field]: key });
    });
  }
});
