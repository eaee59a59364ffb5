import { describe, expect, it } from 'vitest';
import { normalizeText, toRuns, wrapRuns, type Run } from './text-layout.ts';

// Stand-ins for the two fonts: the Latin font encodes Latin-1 (as WinAnsi roughly does), the CJK
// font has CJK ideographs and CJK/fullwidth punctuation, neither has emoji.
const latinCan = (ch: string) => ch.codePointAt(0)! <= 0xff;
const cjkHas = (cp: number) => (cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0x3000 && cp <= 0x303f) || (cp >= 0xff00 && cp <= 0xffef);
const runs = (s: string) => toRuns(normalizeText(s), latinCan, cjkHas);
// Widths: a Latin character 1, a CJK character 2 (as full-width glyphs are about twice as wide).
const measure = (run: Run) => [...run.text].length * (run.cjk ? 2 : 1);
const text = (line: Run[]) => line.map((r) => r.text).join('');
const widthOf = (line: Run[]) => line.reduce((w, r) => w + measure(r), 0);

describe('toRuns', () => {
  it('draws Chinese with the CJK font and Latin with the Latin font', () => {
    expect(runs('陈小明 Tan')).toEqual([
      { text: '陈小明', cjk: true },
      { text: ' Tan', cjk: false },
    ]);
  });

  it('keeps digits and punctuation in the font of the letters around them', () => {
    expect(runs('Blk 123 宏茂桥3道123座#05-67，邮区560123')).toEqual([
      { text: 'Blk 123 ', cjk: false },
      { text: '宏茂桥3道123座#05-67，邮区560123', cjk: true },
    ]);
    expect(runs('and 陈小明, ID number S1234567D.')).toEqual([
      { text: 'and ', cjk: false },
      { text: '陈小明,', cjk: true },
      { text: ' ID number S1234567D.', cjk: false },
    ]);
    // a word of only digits and punctuation is Latin; neutral characters before a letter take its font
    expect(runs('#05-67 (新加坡)')).toEqual([
      { text: '#05-67 ', cjk: false },
      { text: '(新加坡)', cjk: true },
    ]);
  });

  it('prints characters neither font has as ? instead of failing', () => {
    expect(runs('Tan 😀 Mei')).toEqual([{ text: 'Tan ? Mei', cjk: false }]);
    expect(runs('陈小明😀')).toEqual([{ text: '陈小明?', cjk: true }]);
    expect(runs('김민준')).toEqual([{ text: '???', cjk: false }]);
  });

  it('normalizes quotes, dashes, line breaks and decomposed accents', () => {
    expect(normalizeText('“Zoë” – it’s\r\nfine…')).toBe('"Zoë" - it\'s fine...');
    expect(runs('Zoe\u0308')).toEqual([{ text: 'Zoë', cjk: false }]);
  });
});

describe('wrapRuns', () => {
  it('breaks Latin text at spaces and keeps every line within the width', () => {
    const lines = wrapRuns(runs('the quick brown fox jumps over the lazy dog'), 15, measure);
    expect(lines.map(text)).toEqual(['the quick brown', 'fox jumps over', 'the lazy dog']);
  });

  it('cuts a Latin word wider than a line per character', () => {
    const lines = wrapRuns(runs(`ab ${'x'.repeat(25)}`), 10, measure);
    expect(lines.map(text)).toEqual(['ab', 'x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });

  it('breaks a long Chinese address without spaces between characters, within the margins', () => {
    const address = '新加坡宏茂桥三道一百二十三座五楼六十七号邮区五六零一二三'.repeat(3);
    const lines = wrapRuns(runs(address), 20, measure);
    for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(20);
    expect(lines.map(text).join('')).toBe(address);
    expect(lines.length).toBe(Math.ceil([...address].length / 10));
    expect(lines.slice(0, -1).every((l) => widthOf(l) === 20)).toBe(true);
  });

  it('fills the rest of a line with Chinese text after English words', () => {
    const lines = wrapRuns(runs('ID number S1, of 新加坡宏茂桥三道一百二十三座'), 24, measure);
    for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(24);
    // 'ID number S1, of' is 16 wide, a space, then three CJK characters (6) fit on the first line
    expect(text(lines[0]!)).toBe('ID number S1, of 新加坡');
    expect(lines[0]!.at(-1)).toEqual({ text: '新加坡', cjk: true });
    expect(lines.map(text).join('')).toBe('ID number S1, of 新加坡宏茂桥三道一百二十三座');
  });

  it('does not start a line with closing punctuation', () => {
    const lines = wrapRuns(runs('一二三四五，六七八'), 10, measure);
    expect(lines.map(text)).toEqual(['一二三四', '五，六七八']);
  });

  it('mixes fonts on one line with the widths of each font', () => {
    const lines = wrapRuns(runs('Tan 陈小明 Mei Ling'), 12, measure);
    expect(lines.map(text)).toEqual(['Tan 陈小明', 'Mei Ling']);
    expect(lines[0]).toEqual([
      { text: 'Tan ', cjk: false },
      { text: '陈小明', cjk: true },
    ]);
  });

  it('gives one empty line for empty text', () => {
    expect(wrapRuns(runs(''), 10, measure)).toEqual([[]]);
  });
});
