/**
 * Pure text layout for generated PDFs (contracts, payslips): which font draws which character, and line breaking.
 * Two fonts: the standard Latin font (Helvetica, WinAnsi encoding) and the embedded CJK font.
 */

/** A stretch of text drawn with one font: `cjk` false for the Latin font, true for the CJK font. */
export type Run = { text: string; cjk: boolean };

/** Curly quotes, dashes and the ellipsis folded to ASCII, line breaks and tabs to spaces, NFC. */
export function normalizeText(s: string): string {
  return s
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\s+/g, ' ');
}

type Cell = { ch: string; cjk: boolean };
const SPACE: Cell = { ch: ' ', cjk: false };
const LETTER = /\p{L}/u;

/**
 * Splits normalized text into runs. A letter the Latin font can encode is Latin; a character it
 * cannot encode but the CJK font has is CJK; a character neither font has (emoji, Hangul, ...)
 * becomes '?'. Digits, punctuation and symbols take the font of the nearest letter before them in
 * the same word (else after them), so '宏茂桥3道123座#05-67' is drawn in one font while
 * 'Blk 123' stays Latin. Spaces are Latin.
 */
export function toRuns(text: string, latinCan: (ch: string) => boolean, cjkHas: (codePoint: number) => boolean): Run[] {
  const runs: Run[] = [];
  text.split(' ').forEach((word, i) => {
    if (i > 0) push(runs, SPACE);
    const chars: string[] = [];
    // true: CJK letter, false: Latin letter, null: neutral (digit, punctuation, symbol, '?')
    const strong: Array<boolean | null> = [];
    for (const ch of word) {
      if (latinCan(ch)) {
        chars.push(ch);
        strong.push(LETTER.test(ch) ? false : null);
      } else if (cjkHas(ch.codePointAt(0)!)) {
        chars.push(ch);
        strong.push(true);
      } else {
        chars.push('?');
        strong.push(null);
      }
    }
    chars.forEach((ch, j) => push(runs, { ch, cjk: strong[j] ?? nearest(strong, j, -1) ?? nearest(strong, j, 1) ?? false }));
  });
  return runs;
}

function nearest(strong: Array<boolean | null>, from: number, step: 1 | -1): boolean | null {
  for (let j = from + step; j >= 0 && j < strong.length; j += step) {
    const s = strong[j];
    if (s !== null && s !== undefined) return s;
  }
  return null;
}

function push(runs: Run[], cell: Cell): void {
  const last = runs[runs.length - 1];
  if (last && last.cjk === cell.cjk) last.text += cell.ch;
  else runs.push({ text: cell.ch, cjk: cell.cjk });
}

/** Closing punctuation, which does not start a line. */
const NO_LINE_START = /[，。、；：？！）》」』】〕〉…,.;:!?)\]}%]/u;

/**
 * Greedy line breaking of runs into lines at most `width` wide, by `measure` (the width of one run
 * in its font; widths of runs add up). Lines break at spaces. A word with CJK characters may also
 * break between any two of its characters, since Chinese has no spaces, though not before closing
 * punctuation. A word wider than a whole line is cut per character. Returns at least one line
 * (empty for empty text).
 */
export function wrapRuns(runs: Run[], width: number, measure: (run: Run) => number): Run[][] {
  const widthOf = (cells: Cell[]) => cellsToRuns(cells).reduce((sum, run) => sum + measure(run), 0);
  const space = measure({ text: ' ', cjk: false });
  const lines: Cell[][] = [];
  let line: Cell[] = [];
  let lineWidth = 0;
  for (const word of toWords(runs)) {
    let rest = word;
    let restWidth = widthOf(rest);
    if (line.length === 0 && restWidth <= width) {
      line = rest;
      lineWidth = restWidth;
      continue;
    }
    if (line.length > 0 && lineWidth + space + restWidth <= width) {
      line = [...line, SPACE, ...rest];
      lineWidth += space + restWidth;
      continue;
    }
    if (line.length > 0) {
      if (rest.some((c) => c.cjk)) {
        const n = breakAt(rest, width - lineWidth - space, widthOf, 0);
        if (n > 0) {
          line = [...line, SPACE, ...rest.slice(0, n)];
          rest = rest.slice(n);
          restWidth = widthOf(rest);
        }
      }
      lines.push(line);
    }
    while (restWidth > width && rest.length > 1) {
      const n = breakAt(rest, width, widthOf, 1);
      lines.push(rest.slice(0, n));
      rest = rest.slice(n);
      restWidth = widthOf(rest);
    }
    line = rest;
    lineWidth = restWidth;
  }
  if (line.length > 0 || lines.length === 0) lines.push(line);
  return lines.map(cellsToRuns);
}

/**
 * How many characters of `word` to put on a line with `room` left: the most that fit (fewer than
 * the whole word), moved back so closing punctuation does not start the next line; at least `min`.
 */
function breakAt(word: Cell[], room: number, widthOf: (cells: Cell[]) => number, min: 0 | 1): number {
  let lo = 0;
  let hi = word.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (widthOf(word.slice(0, mid)) <= room) lo = mid;
    else hi = mid - 1;
  }
  let n = lo;
  while (n > 0 && NO_LINE_START.test(word[n]!.ch)) n--;
  return n >= min ? n : Math.max(lo, min);
}

function toWords(runs: Run[]): Cell[][] {
  const words: Cell[][] = [];
  let word: Cell[] = [];
  for (const run of runs) {
    for (const ch of run.text) {
      if (ch === ' ') {
        if (word.length > 0) words.push(word);
        word = [];
      } else word.push({ ch, cjk: run.cjk });
    }
  }
  if (word.length > 0) words.push(word);
  return words;
}

function cellsToRuns(cells: Cell[]): Run[] {
  const runs: Run[] = [];
  for (const cell of cells) push(runs, cell);
  return runs;
}
