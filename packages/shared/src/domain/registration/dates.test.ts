import { describe, expect, it } from 'vitest';
import {
  ageOn,
  formatDisplayDate,
  fromUnixSeconds,
  isBeforeToday,
  normalizeDateInput,
  parseDateInput,
  parseUnixSecondsString,
  toUnixSeconds,
  todayInSingapore,
} from './dates.ts';

describe('registration dates', () => {
  it('parses DD/MM/YYYY (en-GB)', () => {
    expect(parseDateInput('05/03/2026')).toBe('2026-03-05');
    expect(parseDateInput('5/3/2026')).toBe('2026-03-05');
    expect(parseDateInput(' 29/02/2024 ')).toBe('2024-02-29');
    expect(parseDateInput('31/12/1999')).toBe('1999-12-31');
  });

  it('converts yyyy-mm-dd', () => {
    expect(parseDateInput('2026-03-05')).toBe('2026-03-05');
    expect(normalizeDateInput('2026-03-05')).toBe('05/03/2026');
  });

  it('refuses anything else, including impossible dates', () => {
    for (const s of ['31/02/2026', '29/02/2025', '00/01/2026', '12/13/2026', '2026/03/05', '03-05-2026', 'March 5 2026', '5.3.2026', '', 'abc', '05/03/26', '2026-02-30']) {
      expect(parseDateInput(s)).toBeNull();
    }
    expect(parseDateInput(undefined)).toBeNull();
    expect(normalizeDateInput('31/02/2026')).toBeNull();
  });

  it('formats ISO as DD/MM/YYYY', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('05/03/2026');
  });

  it('uses midnight in Singapore for unix seconds and back', () => {
    // 2026-03-05T00:00+08:00 = 2026-03-04T16:00Z
    expect(toUnixSeconds('2026-03-05')).toBe(Date.UTC(2026, 2, 4, 16) / 1000);
    expect(fromUnixSeconds(toUnixSeconds('2026-03-05'))).toBe('2026-03-05');
    expect(fromUnixSeconds(toUnixSeconds('1960-01-01'))).toBe('1960-01-01');
    expect(parseUnixSecondsString(String(toUnixSeconds('2001-12-31')))).toBe('2001-12-31');
    expect(parseUnixSecondsString('12ab')).toBeNull();
    expect(parseUnixSecondsString('')).toBeNull();
  });

  it('takes today in Singapore', () => {
    expect(todayInSingapore(new Date('2026-03-04T15:59:59Z'))).toBe('2026-03-04');
    expect(todayInSingapore(new Date('2026-03-04T16:00:00Z'))).toBe('2026-03-05');
    expect(isBeforeToday('2026-03-04', new Date('2026-03-04T16:00:00Z'))).toBe(true);
    expect(isBeforeToday('2026-03-05', new Date('2026-03-04T16:00:00Z'))).toBe(false);
  });

  it('counts completed years', () => {
    expect(ageOn('2011-03-05', '2026-03-04')).toBe(14);
    expect(ageOn('2011-03-05', '2026-03-05')).toBe(15);
    expect(ageOn('2011-03-05', '2026-03-06')).toBe(15);
    expect(ageOn('2008-02-29', '2023-02-28')).toBe(14);
    expect(ageOn('2008-02-29', '2023-03-01')).toBe(15);
  });
});
