import type * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { desubroutinize, subrBias } from './cff-desubroutinize.ts';
import { loadCjkFace } from './cjk-font.ts';

type Slice = { offset: number; length: number };
type Cff = {
  stream: { buffer: Uint8Array };
  topDict: { CharStrings: Slice[] };
  globalSubrIndex: Slice[];
  privateDictForGlyph(gid: number): { Subrs?: Slice[] } | null;
};
type CffGlyph = { id: number; _font: unknown; _getPath(): { toSVG(): string } };

/** A byte reader with the calls fontkit's charstring parser makes (restructure's DecodeStream). */
class Bytes {
  pos = 0;
  constructor(readonly buffer: Uint8Array) {}
  readUInt8() {
    return this.buffer[this.pos++]!;
  }
  readInt16BE() {
    const v = ((this.buffer[this.pos]! << 24) | (this.buffer[this.pos + 1]! << 16)) >> 16;
    this.pos += 2;
    return v;
  }
  readInt32BE() {
    const b = this.buffer;
    const v = (b[this.pos]! << 24) | (b[this.pos + 1]! << 16) | (b[this.pos + 2]! << 8) | b[this.pos + 3]!;
    this.pos += 4;
    return v;
  }
}

/**
 * The outline fontkit draws for `charstring` with no subroutines at all (an empty global index and
 * private dictionary Subrs): the parser fontkit uses for the real font, on a font that holds only
 * this one charstring.
 */
function outlineWithoutSubrs(glyph: CffGlyph, cff: Cff, charstring: Uint8Array): string {
  const privateDict = { ...cff.privateDictForGlyph(glyph.id), Subrs: [] };
  const lone = {
    version: 1,
    stream: new Bytes(charstring),
    topDict: { CharStrings: { [glyph.id]: { offset: 0, length: charstring.length } } },
    globalSubrIndex: [],
    privateDictForGlyph: () => privateDict,
  };
  const copy = Object.create(Object.getPrototypeOf(glyph) as object) as CffGlyph;
  Object.assign(copy, glyph, { _font: { 'CFF ': lone } });
  return copy._getPath().toSVG();
}

describe('desubroutinize', () => {
  it('gives each glyph the same outline without a subroutine call', async () => {
    const face = await loadCjkFace();
    const font = (face as unknown as { font: fontkit.Font }).font;
    const cff = (font as unknown as Record<string, Cff>)['CFF ']!;
    const slice = (s: Slice) => cff.stream.buffer.subarray(s.offset, s.offset + s.length);
    const globalSubrs = cff.globalSubrIndex.map(slice);
    // Chinese names and places, CJK punctuation, Latin letters and digits, kana
    const text = '陈美玲李小明黄伟强新加坡宏茂桥道座邮区，。（）《》ABCxyz0123456789#-@かな';
    let called = 0;
    for (const ch of text) {
      const glyph = font.glyphForCodePoint(ch.codePointAt(0)!) as unknown as CffGlyph;
      expect(glyph.id, ch).toBeGreaterThan(0);
      const own = slice(cff.topDict.CharStrings[glyph.id]!);
      const localSubrs = (cff.privateDictForGlyph(glyph.id)?.Subrs ?? []).map(slice);
      const flat = desubroutinize({ charstring: own, globalSubrs, localSubrs });
      // the font's glyphs do call subroutines (else this proves nothing)
      if (flat.length > own.length) called++;
      const expected = glyph._getPath().toSVG();
      expect(expected.length, ch).toBeGreaterThan(10);
      expect(outlineWithoutSubrs(glyph, cff, flat), ch).toBe(expected);
    }
    expect(called).toBeGreaterThan(text.length / 2);
  });

  it('counts stem hints across subroutines for the hint mask length', () => {
    // vstem declared in a subroutine (2 stems: 4 operands), then hintmask with one mask byte (0xff),
    // then rmoveto (0 0), endchar. The mask byte must be copied, not read as an operand.
    const n = (v: number) => v + 139;
    const subr = Uint8Array.from([n(10), n(20), n(30), n(40), 3, 11]); // vstem, return
    const glyph = Uint8Array.from([n(-107), 10, 19, 0xff, n(0), n(0), 21, 14]); // callsubr 0 (bias 107)
    expect(desubroutinize({ charstring: glyph, globalSubrs: [], localSubrs: [subr] })).toEqual(
      Uint8Array.from([n(10), n(20), n(30), n(40), 3, 19, 0xff, n(0), n(0), 21, 14]),
    );
    // the implicit vstem: operands left before the first hintmask are stems too (9 stems: 2 bytes,
    // here 0x0a and 0x0b, which read as operators would be callsubr and return)
    const many = Uint8Array.from([...Array.from({ length: 18 }, (_, i) => n(i)), 19, 0x0a, 0x0b, n(5), 22, 14]);
    expect(desubroutinize({ charstring: many, globalSubrs: [], localSubrs: [] })).toEqual(many);
  });

  it('ends the glyph at an endchar inside a subroutine and refuses a call to a missing one', () => {
    const n = (v: number) => v + 139;
    const ends = Uint8Array.from([n(1), n(1), 21, 14]);
    const glyph = Uint8Array.from([n(-107), 29, n(9), n(9), 21]); // callgsubr 0, then never reached
    expect(desubroutinize({ charstring: glyph, globalSubrs: [ends], localSubrs: [] })).toEqual(ends);
    expect(() => desubroutinize({ charstring: Uint8Array.from([n(5), 10]), globalSubrs: [], localSubrs: [] })).toThrow(/no subroutine/);
  });

  it('biases subroutine numbers by the size of the index', () => {
    expect([subrBias(0), subrBias(1239), subrBias(1240), subrBias(33899), subrBias(33900)]).toEqual([107, 107, 1131, 1131, 32768]);
  });
});
