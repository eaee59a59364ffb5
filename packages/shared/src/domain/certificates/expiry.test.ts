import { describe, expect, it } from 'vitest';
import {
  addMonths,
  defaultExpiryDate,
  expiryBucket,
  expiryFilterRange,
  isCertificateValidOn,
  singaporeToday,
} from './expiry.ts';

describe('expiry bucketing', () => {
  const today = '2026-03-01';
  it('buckets by days left, expiry day inclusive', () => {
    expect(expiryBucket(null, today)).toBe('no_expiry');
    expect(expiryBucket('2026-02-28', today)).toBe('expired');
    expect(expiryBucket('2026-03-01', today)).toBe('expiring_30');
    expect(expiryBucket('2026-03-31', today)).toBe('expiring_30');
    expect(expiryBucket('2026-04-01', today)).toBe('expiring_60');
    expect(expiryBucket('2026-04-30', today)).toBe('expiring_60');
    expect(expiryBucket('2026-05-01', today)).toBe('expiring_90');
    expect(expiryBucket('2026-05-30', today)).toBe('expiring_90');
    expect(expiryBucket('2026-05-31', today)).toBe('valid');
  });
  it('counts a certificate valid through its expiry date', () => {
    expect(isCertificateValidOn('2026-03-01', '2026-03-01')).toBe(true);
    expect(isCertificateValidOn('2026-03-01', '2026-03-02')).toBe(false);
    expect(isCertificateValidOn(null, '2099-01-01')).toBe(true);
  });
  it('gives the filter ranges', () => {
    expect(expiryFilterRange('expired', today)).toEqual({ to: '2026-02-28' });
    expect(expiryFilterRange('expiring_30', today)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(expiryFilterRange('all', today)).toBeNull();
    expect(expiryFilterRange('unverified', today)).toBeNull();
  });
});

describe('dates', () => {
  it('adds months clamping the day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-05-10', 60)).toBe('2031-05-10');
  });
  it('computes a default expiry from validity', () => {
    expect(defaultExpiryDate('2026-05-10', 60)).toBe('2031-05-09');
    expect(defaultExpiryDate('2026-05-10', null)).toBeNull();
    expect(defaultExpiryDate(null, 12)).toBeNull();
  });
  it('takes the Singapore calendar date', () => {
    expect(singaporeToday(new Date('2026-03-01T15:59:00Z'))).toBe('2026-03-01');
    expect(singaporeToday(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });
});
