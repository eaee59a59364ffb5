/** Colour contrast helpers (WCAG 2.1 AA): the theme and the shell's navigation use them. */
import {
  darken,
  decomposeColor,
  getContrastRatio,
  lighten,
  recomposeColor,
} from '@mui/material/styles';

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

/** The opaque colour of `overlay` at `opacity` over `base`. */
export function over(base: string, overlay: string, opacity: number): string {
  const b = decomposeColor(base).values;
  const o = decomposeColor(overlay).values;
  const mix = (i: number) => Math.round(b[i]! * (1 - opacity) + o[i]! * opacity);
  return recomposeColor({ type: 'rgb', values: [mix(0), mix(1), mix(2)] });
}

/**
 * `color` moved in small steps towards white (`up`) or black until its contrast against `other`
 * reaches `min`; white or black when no step gets there.
 */
export function shiftUntil(color: string, other: string, up: boolean, min: number): string {
  for (let k = 0; k <= 1; k += 0.05) {
    const c = k === 0 ? color : up ? lighten(color, k) : darken(color, k);
    if (getContrastRatio(c, other) >= min) return c;
  }
  return up ? '#fff' : '#000';
}

/** `bg` as close to itself as possible while `text` on it stays readable (a surface under white text). */
export function surfaceUnder(bg: string, text: string, min = AA_TEXT): string {
  // Under light text the surface darkens, under dark text it lightens.
  return shiftUntil(bg, text, getContrastRatio('#fff', text) >= getContrastRatio('#000', text), min);
}

/** `fg` as close to itself as possible while readable on `bg` (towards white on dark, black on light). */
export function readableOn(fg: string, bg: string, min = AA_TEXT): string {
  return shiftUntil(fg, bg, getContrastRatio('#fff', bg) >= getContrastRatio('#000', bg), min);
}

