import { describe, expect, it } from 'vitest';
import { planTotals, planWeek, weekdayOf, weekShiftsOf, type WeekShift } from './week-plan.ts';

const COOK = 'pos-cook';
const SERVER = 'pos-server';
const shift = (weekday: number, positionId: string, start: string, end: string, headcount: number): WeekShift => ({
  weekday,
  positionId,
  start,
  end,
  breakMinutes: 30,
  headcount,
  payRateCentsOverride: null,
  notes: null,
});

describe('a week of shifts by weekday (issue 29 item 8)', () => {
  it('weekdays run Monday 0 to Sunday 6', () => {
    expect(weekdayOf('2026-11-30')).toBe(0); // Monday
    expect(weekdayOf('2026-12-06')).toBe(6); // Sunday
    expect(weekdayOf('2026-12-25')).toBe(4); // Friday
  });

  it("last week's rosters become weekday shifts, sorted by weekday and start", () => {
    const week = weekShiftsOf([
      { date: '2026-11-25', shifts: [{ ...shift(0, COOK, '14:00', '22:00', 1), weekday: undefined as never }] },
      {
        date: '2026-11-23',
        shifts: [
          { ...shift(0, SERVER, '10:00', '18:00', 2) },
          { ...shift(0, COOK, '07:00', '15:00', 1) },
        ],
      },
    ]);
    expect(week.map((s) => [s.weekday, s.positionId, s.start])).toEqual([
      [0, COOK, '07:00'],
      [0, SERVER, '10:00'],
      [2, COOK, '14:00'],
    ]);
  });
});

describe('planWeek: the dated plan of a target week', () => {
  const template = [
    shift(0, COOK, '07:00', '15:00', 2),
    shift(0, SERVER, '11:00', '19:00', 3),
    shift(2, COOK, '07:00', '15:00', 1),
    shift(6, SERVER, '22:00', '06:00', 1), // Sunday night, crosses midnight
  ];

  it('across a month boundary: Monday 30 November to Sunday 6 December 2026', () => {
    const rows = planWeek({
      targetWeek: '2026-12-03', // any day of the week: its Monday is 30 November
      locations: [{ locationId: 'L1', shifts: template, positionIds: new Set([COOK, SERVER]), rosterDates: new Set() }],
      holidays: [],
      skipHolidays: false,
    });
    expect(rows.map((r) => [r.date, r.create, r.shifts.length, r.headcount])).toEqual([
      ['2026-11-30', true, 2, 5],
      ['2026-12-02', true, 1, 1],
      ['2026-12-06', true, 1, 1],
    ]);
    expect(rows[2]!.shifts[0]).toMatchObject({ start: '22:00', end: '06:00' });
    expect(planTotals(rows)).toEqual({ rosters: 3, shifts: 4, headcount: 7, skipped: 0 });
  });

  it('across a year boundary: the week of Monday 28 December 2026 ends on 3 January 2027', () => {
    const rows = planWeek({
      targetWeek: '2026-12-28',
      locations: [{ locationId: 'L1', shifts: template, positionIds: new Set([COOK, SERVER]), rosterDates: new Set() }],
      holidays: [{ date: '2027-01-01', name: "New Year's Day" }],
      skipHolidays: false,
    });
    expect(rows.map((r) => r.date)).toEqual(['2026-12-28', '2026-12-30', '2027-01-03']);
    // 1 January is a Friday: no shift that weekday, so the holiday warns nothing.
    expect(rows.flatMap((r) => r.warnings)).toEqual([]);
  });

  it('a public holiday (Christmas, Friday 25 December 2026) is created with its warning, or skipped when asked', () => {
    const friday = [shift(4, COOK, '08:00', '16:00', 2), shift(3, COOK, '08:00', '16:00', 2)];
    const loc = { locationId: 'L1', shifts: friday, positionIds: new Set([COOK]), rosterDates: new Set<string>() };
    const holidays = [{ date: '2026-12-25', name: 'Christmas Day' }];
    const kept = planWeek({ targetWeek: '2026-12-21', locations: [loc], holidays, skipHolidays: false });
    expect(kept.map((r) => [r.date, r.create, r.warnings])).toEqual([
      ['2026-12-24', true, []],
      ['2026-12-25', true, [{ code: 'PUBLIC_HOLIDAY', holiday: 'Christmas Day' }]],
    ]);
    const skipped = planWeek({ targetWeek: '2026-12-21', locations: [loc], holidays, skipHolidays: true });
    expect(skipped.map((r) => [r.date, r.create])).toEqual([
      ['2026-12-24', true],
      ['2026-12-25', false],
    ]);
    expect(planTotals(skipped)).toEqual({ rosters: 1, shifts: 1, headcount: 2, skipped: 1 });
  });

  it('a date with a roster already is skipped; a position no longer on the project is left out', () => {
    const rows = planWeek({
      targetWeek: '2026-11-30',
      locations: [
        // SERVER was removed from the project: Monday keeps its cook, Sunday has nothing left.
        { locationId: 'L1', shifts: template, positionIds: new Set([COOK]), rosterDates: new Set(['2026-12-02']) },
      ],
      holidays: [],
      skipHolidays: false,
    });
    expect(rows.map((r) => ({ date: r.date, create: r.create, shifts: r.shifts.length, warnings: r.warnings.map((w) => w.code) }))).toEqual([
      { date: '2026-11-30', create: true, shifts: 1, warnings: ['POSITION_GONE'] },
      { date: '2026-12-02', create: false, shifts: 1, warnings: ['ROSTER_EXISTS'] },
      { date: '2026-12-06', create: false, shifts: 0, warnings: ['POSITION_GONE', 'NO_SHIFTS'] },
    ]);
    expect(rows[0]!.warnings[0]).toEqual({ code: 'POSITION_GONE', count: 1 });
    expect(rows[0]!.headcount).toBe(2);
  });

  it('several locations: each in the order given, each by date', () => {
    const rows = planWeek({
      targetWeek: '2026-11-30',
      locations: [
        { locationId: 'B', shifts: [shift(1, COOK, '09:00', '17:00', 1)], positionIds: new Set([COOK]), rosterDates: new Set() },
        { locationId: 'A', shifts: [shift(0, COOK, '09:00', '17:00', 1)], positionIds: new Set([COOK]), rosterDates: new Set() },
      ],
      holidays: [],
      skipHolidays: false,
    });
    expect(rows.map((r) => `${r.locationId} ${r.date}`)).toEqual(['B 2026-12-01', 'A 2026-11-30']);
  });
});
