import { describe, expect, it } from 'vitest';
import { assignmentVerdict, attendanceValues, certificateValidOn } from './roster-verdicts.ts';
import { sgtInstant, type WorkedShift } from './roster-rules.ts';

const shift = (date: string, from: number, to: number, minutes = to - from): WorkedShift => ({
  start: sgtInstant(date, from),
  end: sgtInstant(date, to),
  date,
  minutes,
});
const candidate = shift('2027-06-14', 9 * 60, 17 * 60, 450);
const facts = { status: 'active', doNotSend: false, certificatesHeld: 0, certificatesRequired: 0, others: [] as WorkedShift[] };

describe('assignmentVerdict', () => {
  it('an active worker with nothing else that week: no refusal, no warning', () => {
    expect(assignmentVerdict(facts, candidate)).toEqual({ refusals: [], warnings: [] });
  });
  it('each refusal, blacklisted before not active', () => {
    expect(assignmentVerdict({ ...facts, status: 'blacklisted' }, candidate).refusals).toEqual(['WORKER_BLACKLISTED']);
    expect(assignmentVerdict({ ...facts, status: 'pending' }, candidate).refusals).toEqual(['WORKER_NOT_ACTIVE']);
    expect(assignmentVerdict({ ...facts, doNotSend: true }, candidate).refusals).toEqual(['DO_NOT_SEND']);
    expect(assignmentVerdict({ ...facts, certificatesRequired: 2, certificatesHeld: 1 }, candidate).refusals).toEqual([
      'CERTIFICATE_MISSING',
    ]);
  });
  it('an overlapping shift is a refusal and left out of the warnings; a short rest and a long day warn', () => {
    const overlap = shift('2027-06-14', 12 * 60, 20 * 60);
    expect(assignmentVerdict({ ...facts, others: [overlap] }, candidate)).toEqual({
      refusals: ['OVERLAPPING_SHIFT'],
      warnings: [],
    });
    const evening = shift('2027-06-14', 20 * 60, 23 * 60 + 30, 210);
    expect(assignmentVerdict({ ...facts, others: [evening] }, candidate).warnings).toEqual(['REST_UNDER_8_HOURS']);
    const long = shift('2027-06-14', 0, 8 * 60, 480);
    expect(assignmentVerdict({ ...facts, others: [long] }, candidate).warnings).toEqual([
      'OVER_12_HOURS_DAY',
      'REST_UNDER_8_HOURS',
    ]);
  });
});

describe('certificateValidOn', () => {
  it('issued by the date and not expired before it; open ends count as valid', () => {
    expect(certificateValidOn({ issueDate: null, expiryDate: null }, '2027-06-14')).toBe(true);
    expect(certificateValidOn({ issueDate: '2027-06-14', expiryDate: '2027-06-14' }, '2027-06-14')).toBe(true);
    expect(certificateValidOn({ issueDate: '2027-06-15', expiryDate: null }, '2027-06-14')).toBe(false);
    expect(certificateValidOn({ issueDate: null, expiryDate: '2027-06-13' }, '2027-06-14')).toBe(false);
  });
});

describe('attendanceValues', () => {
  const a = { date: '2027-06-14', startsAt: sgtInstant('2027-06-14', 9 * 60), endsAt: sgtInstant('2027-06-14', 17 * 60), breakMinutes: 30 };
  it('places the clock times near the shift and computes paid minutes and status', () => {
    const v = attendanceValues(a, { clockIn: '09:07', clockOut: '16:50', actualBreak: null }, 15);
    expect(v.problem).toBeNull();
    if (v.problem !== null) return;
    expect(v.clockInAt).toEqual(sgtInstant('2027-06-14', 9 * 60 + 7));
    expect(v.result).toMatchObject({ status: 'late', lateMinutes: 7, earlyMinutes: 10, paidMinutes: 7 * 60 + 30 - 30 }) // paid 09:15-16:45 less the break;
  });
  it('a clock-out after midnight is the next day; a no-show has no times', () => {
    const night = { ...a, startsAt: sgtInstant('2027-06-14', 22 * 60), endsAt: sgtInstant('2027-06-15', 6 * 60) };
    const v = attendanceValues(night, { clockIn: '22:00', clockOut: '06:00', actualBreak: null }, 15);
    if (v.problem !== null) throw new Error(v.problem);
    expect(v.clockOutAt).toEqual(sgtInstant('2027-06-15', 6 * 60));
    const none = attendanceValues(a, { clockIn: null, clockOut: null, actualBreak: 20 }, 15);
    if (none.problem !== null) throw new Error(none.problem);
    expect(none).toMatchObject({ clockInAt: null, clockOutAt: null, actualBreak: null });
    expect(none.result.status).toBe('no_show');
  });
  it('a break longer than the time on site is the problem', () => {
    expect(attendanceValues(a, { clockIn: '09:00', clockOut: '10:00', actualBreak: 90 }, 15)).toEqual({
      problem: 'validation.breakTooLong',
    });
  });
});
