import { describe, expect, it } from 'vitest';
import { arrayLiteral } from './insert-many.ts';

describe('arrayLiteral', () => {
  it('writes a PostgreSQL array literal: strings quoted, quotes and backslashes escaped, NULL bare', () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(arrayLiteral(['a', null, undefined, 'b "c"', 'back\\slash', ''])).toBe(
      '{"a",NULL,NULL,"b \\"c\\"","back\\\\slash",""}',
    );
    expect(arrayLiteral([1, 0, -2.5, true, false])).toBe('{1,0,-2.5,true,false}');
    expect(arrayLiteral([new Date('2027-03-01T01:02:03.004Z'), 'NULL', '{x,y}'])).toBe(
      '{"2027-03-01T01:02:03.004Z","NULL","{x,y}"}',
    );
  });
});
