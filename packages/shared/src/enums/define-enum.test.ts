import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codeWords, defineEnum } from './define-enum.ts';
import { PAY_RUN_STATUS } from './pay-runs.ts';

describe('defineEnum', () => {
  const SIZE = defineEnum('cup_size', ['small', 'extra_large'], {
    labels: { small: 'Small', extra_large: 'Extra large' },
    keys: 'cafe.size',
    colours: { small: 'default', extra_large: 'warning' },
  });

  it('gives each value its catalogue key, English label and colour', () => {
    expect(SIZE.values).toEqual(['small', 'extra_large']);
    expect(SIZE.key('extra_large')).toBe('cafe.size.extra_large');
    expect(SIZE.label('extra_large')).toBe('Extra large');
    expect(SIZE.colours?.extra_large).toBe('warning');
  });

  it('reads an unknown (old) code as words and an empty value as empty', () => {
    expect(SIZE.label('venti_cup')).toBe('Venti cup');
    expect(SIZE.label(null)).toBe('');
    expect(SIZE.label('')).toBe('');
    expect(codeWords('approveRejoin')).toBe('Approve rejoin');
  });

  it('knows its values; zod reads the same list', () => {
    expect(SIZE.has('small')).toBe(true);
    expect(SIZE.has('medium')).toBe(false);
    expect(SIZE.has(3)).toBe(false);
    expect(z.enum(PAY_RUN_STATUS.values).safeParse('hr_confirmed').success).toBe(true);
    expect(z.enum(PAY_RUN_STATUS.values).safeParse('approved').success).toBe(false);
  });

  it('refuses a value listed twice', () => {
    expect(() => defineEnum('twice', ['a', 'a'], { labels: { a: 'A' }, keys: 'x.twice' })).toThrow(/listed twice/);
  });

  it('is frozen: the lists cannot be changed at run time', () => {
    expect(Object.isFrozen(PAY_RUN_STATUS.values)).toBe(true);
    expect(Object.isFrozen(PAY_RUN_STATUS.labels)).toBe(true);
  });
});
