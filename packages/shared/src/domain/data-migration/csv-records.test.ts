import { describe, expect, it } from 'vitest';
import { CsvRecords, CsvShapeError, looksLikeFormula } from './csv-records.ts';

/** Feeds the text in pieces of n characters. */
function read(text: string, n: number): string[][] {
  const r = new CsvRecords();
  const out: string[][] = [];
  for (let i = 0; i < text.length; i += n) out.push(...r.push(text.slice(i, i + n)));
  return [...out, ...r.end()];
}

describe('CsvRecords', () => {
  const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""",\n"multi\nline",2,3';
  it.each([1, 2, 3, 7, 1000])('reads quoted fields, CRLF and a last line without end, in pieces of %i', (n) => {
    expect(read(text, n)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', ''],
      ['multi\nline', '2', '3'],
    ]);
  });

  it('an unclosed quote is refused', () => {
    expect(() => read('a,"b\n', 2)).toThrow(CsvShapeError);
  });

  it('a trailing newline makes no empty record', () => {
    expect(read('a,b\n', 10)).toEqual([['a', 'b']]);
  });

  it('formula-like cells', () => {
    expect(['=SUM(A1)', ' +1', '@x'].map(looksLikeFormula)).toEqual([true, true, true]);
    expect(['-', '08:00', 'S1234567D'].map(looksLikeFormula)).toEqual([false, false, false]);
  });
});
