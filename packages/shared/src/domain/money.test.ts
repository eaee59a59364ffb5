import { describe, expect, it } from 'vitest';
import { centsToInput, formatSgd, parseSgdToCents } from './money.ts';

describe('money', () => {
  it('formats cents as SGD', () => {
    expect(formatSgd(123456)).toBe('S$1,234.56');
    expect(formatSgd(5)).toBe('S$0.05');
    expect(formatSgd(-450)).toBe('-S$4.50');
    expect(formatSgd(100_000_000)).toBe('S$1,000,000.00');
    expect(formatSgd(null)).toBe('');
  });
  it('parses amounts into integer cents without float drift', () => {
    expect(parseSgdToCents('12.5')).toBe(1250);
    expect(parseSgdToCents('S$1,234.56')).toBe(123456);
    expect(parseSgdToCents('0.29')).toBe(29);
    expect(parseSgdToCents('19.99')).toBe(1999);
    expect(parseSgdToCents('12')).toBe(1200);
  });
  it('refuses invalid amounts', () => {
    for (const bad of ['', 'abc', '-1', '1.234', '1.2.3', '.5']) expect(parseSgdToCents(bad), bad).toBeNull();
  });
  it('renders cents for an input', () => {
    expect(centsToInput(1250)).toBe('12.50');
    expect(centsToInput(7)).toBe('0.07');
    expect(centsToInput(null)).toBe('');
  });
});
