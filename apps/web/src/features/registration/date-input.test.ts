import { describe, expect, it } from 'vitest';
import { formatBytes, maskDateInput } from './date-input.ts';

describe('maskDateInput', () => {
  it('inserts slashes while digits are typed on a numeric keypad', () => {
    const typed = '14021998'
      .split('')
      .reduce<string[]>((acc, ch) => [...acc, maskDateInput((acc.at(-1) ?? '') + ch)], []);
    expect(typed).toEqual(['1', '14', '14/0', '14/02', '14/02/1', '14/02/19', '14/02/199', '14/02/1998']);
  });
  it('stops at 8 digits', () => {
    expect(maskDateInput('14/02/19981')).toBe('14/02/1998');
  });
  it('lets backspace remove digits', () => {
    expect(maskDateInput('14/02/')).toBe('14/02');
    expect(maskDateInput('14/0')).toBe('14/0');
    expect(maskDateInput('14/')).toBe('14');
  });
  it('leaves input typed with its own separators alone (normalised on blur)', () => {
    expect(maskDateInput('5/3/2026')).toBe('5/3/2026');
    expect(maskDateInput('05/3/2026')).toBe('05/3/2026');
    expect(maskDateInput('2026-03-05')).toBe('2026-03-05');
    expect(maskDateInput('')).toBe('');
  });
});

describe('formatBytes', () => {
  it('shows KB and MB', () => {
    expect(formatBytes(200)).toBe('1 KB');
    expect(formatBytes(350 * 1024)).toBe('350 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
