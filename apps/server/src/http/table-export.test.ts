import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './table-export.ts';

describe('table-export csv cells', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });
  it('writes empty cells for null and JSON for objects', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell(12)).toBe('12');
  });
  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2')).toBe("'-2");
  });
  it('defuses the full-width formula signs as well', () => {
    expect(csvCell('\uFF1DHYPERLINK("x")')).toBe(`"'\uFF1DHYPERLINK(""x"")"`);
    expect(csvCell('\uFF0B1')).toBe("'\uFF0B1");
    expect(csvCell('\uFF0D2')).toBe("'\uFF0D2");
    expect(csvCell('\uFF20SUM(A1)')).toBe("'\uFF20SUM(A1)");
  });
  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});
