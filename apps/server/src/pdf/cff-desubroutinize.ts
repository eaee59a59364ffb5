/**
 * A CFF (Type 2) glyph charstring with every subroutine call replaced by the subroutine's body, so a
 * font subset can carry its few glyphs without subroutines (cjk-font.ts).
 *
 * Why: the CJK font's ideograph dictionary has 22,293 local subroutines. fontkit's subsetter keeps
 * every subroutine slot (an unused one as a 1-byte `return`) so that the glyphs' call numbers stay
 * valid; encoding those slots and compressing the ~90 KB they take was most of the cost of a PDF
 * with a few Chinese characters (about 30 ms, and 45 KB in the file). Inlined, the subset holds the
 * glyphs' own outlines and nothing else.
 *
 * The charstring is walked as the Type 2 format defines it (Adobe Technical Note #5177): operands
 * (1, 2, 3 or 5 bytes) and operators (1 byte, or 12 and a second byte). `callsubr` / `callgsubr`
 * take the last operand (biased by the index's size) as the subroutine number: that operand is
 * dropped and the subroutine's bytes are walked in its place up to its `return`; `endchar` ends the
 * glyph wherever it is. `hintmask` / `cntrmask` are followed by one mask bit per stem hint, so stem
 * hints are counted as they are declared (hstem, vstem, hstemhm, vstemhm, and the operands left
 * before the first hintmask, which declare vertical stems). Nothing else changes meaning when
 * inlined: the operand stack is shared between a charstring and its subroutines.
 */

/** The bytes of a CFF font's charstring or subroutine. */
export type CharstringSource = {
  /** The glyph's charstring. */
  charstring: Uint8Array;
  /** The global subroutines. */
  globalSubrs: ReadonlyArray<Uint8Array>;
  /** The local subroutines of the glyph's font dictionary. */
  localSubrs: ReadonlyArray<Uint8Array>;
};

const OP_CALLSUBR = 10;
const OP_RETURN = 11;
const OP_ESCAPE = 12;
const OP_ENDCHAR = 14;
const OP_HINTMASK = 19;
const OP_CNTRMASK = 20;
const OP_CALLGSUBR = 29;
const OP_SHORTINT = 28;
const STEM_OPS = new Set([1, 3, 18, 23]);
/** Type 2 charstrings nest subroutine calls at most 10 deep. */
const MAX_DEPTH = 10;

/** The number added to a subroutine operand, by the size of its index (Type 2, section 4.7). */
export function subrBias(count: number): number {
  if (count < 1240) return 107;
  if (count < 33900) return 1131;
  return 32768;
}

/** The glyph's charstring with no subroutine calls. Throws on a malformed charstring. */
export function desubroutinize(source: CharstringSource): Uint8Array {
  const out: number[] = [];
  const gBias = subrBias(source.globalSubrs.length);
  const lBias = subrBias(source.localSubrs.length);
  let stems = 0;
  /** Where each operand on the stack since the last operator starts in `out`, and its value. */
  const operands: Array<{ at: number; value: number }> = [];
  let ended = false;

  const walk = (bytes: Uint8Array, depth: number): void => {
    if (depth > MAX_DEPTH) throw new Error('CFF charstring: subroutines nested too deep');
    let i = 0;
    while (i < bytes.length && !ended) {
      const b = bytes[i]!;
      if (b >= 32 || b === OP_SHORTINT) {
        const at = out.length;
        let value: number;
        let size: number;
        if (b === OP_SHORTINT) {
          value = ((bytes[i + 1]! << 24) | (bytes[i + 2]! << 16)) >> 16;
          size = 3;
        } else if (b <= 246) {
          value = b - 139;
          size = 1;
        } else if (b <= 250) {
          value = (b - 247) * 256 + bytes[i + 1]! + 108;
          size = 2;
        } else if (b <= 254) {
          value = -(b - 251) * 256 - bytes[i + 1]! - 108;
          size = 2;
        } else {
          value = ((bytes[i + 1]! << 24) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 8) | bytes[i + 4]!) / 65536;
          size = 5;
        }
        if (i + size > bytes.length) throw new Error('CFF charstring: operand past the end');
        for (let k = 0; k < size; k++) out.push(bytes[i + k]!);
        operands.push({ at, value });
        i += size;
        continue;
      }
      if (b === OP_CALLSUBR || b === OP_CALLGSUBR) {
        const operand = operands.pop();
        if (!operand) throw new Error('CFF charstring: a subroutine call without its number');
        out.length = operand.at;
        const subrs = b === OP_CALLSUBR ? source.localSubrs : source.globalSubrs;
        const subr = subrs[operand.value + (b === OP_CALLSUBR ? lBias : gBias)];
        if (!subr) throw new Error(`CFF charstring: no subroutine ${operand.value}`);
        walk(subr, depth + 1);
        i += 1;
        continue;
      }
      if (b === OP_RETURN) {
        if (depth === 0) throw new Error('CFF charstring: return outside a subroutine');
        return;
      }
      if (STEM_OPS.has(b)) stems += operands.length >> 1;
      if (b === OP_HINTMASK || b === OP_CNTRMASK) {
        // Operands before a hintmask are an implicit vstem (the odd one out is the width).
        stems += operands.length >> 1;
        const maskBytes = (stems + 7) >> 3;
        if (i + 1 + maskBytes > bytes.length) throw new Error('CFF charstring: hint mask past the end');
        for (let k = 0; k <= maskBytes; k++) out.push(bytes[i + k]!);
        i += 1 + maskBytes;
      } else if (b === OP_ESCAPE) {
        out.push(b, bytes[i + 1]!);
        i += 2;
      } else {
        out.push(b);
        i += 1;
        if (b === OP_ENDCHAR) ended = true;
      }
      operands.length = 0;
    }
  };
  walk(source.charstring, 0);
  return Uint8Array.from(out);
}
