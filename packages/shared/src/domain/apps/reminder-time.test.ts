import { describe, expect, it } from 'vitest';
import { fromSgLocalInput, sgLocalInput } from './reminder-time.ts';

describe('reminder time in Singapore', () => {
  it('shows an instant as Singapore wall-clock time, across the day and month line', () => {
    expect(sgLocalInput('2027-01-31T15:59:00.000Z')).toBe('2027-01-31T23:59');
    expect(sgLocalInput('2027-01-31T16:30:00Z')).toBe('2027-02-01T00:30');
    expect(sgLocalInput(null)).toBe('');
  });

  it('reads the field back as the same instant', () => {
    expect(fromSgLocalInput('2027-02-01T00:30')).toBe('2027-01-31T16:30:00.000Z');
    expect(fromSgLocalInput('')).toBeNull();
    expect(fromSgLocalInput('31/01/2027')).toBeNull();
    expect(fromSgLocalInput(sgLocalInput('2028-02-29T04:00:00Z'))).toBe('2028-02-29T04:00:00.000Z');
  });
});
