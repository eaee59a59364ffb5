import {
  darken,
  decomposeColor,
  getContrastRatio,
  getLuminance,
  lighten,
  recomposeColor,
  type Theme,
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
function shiftUntil(color: string, other: string, up: boolean, min: number): string {
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

/**
 * Colours of the selected top-level entry of the horizontal bar, at least 4.5:1 in every theme
 * and scheme:
 * - on the plain bar (paper): a primary tint as background, the primary colour as text, moved
 *   towards white (dark scheme) or black (light) until readable on the tint;
 * - on the brand-coloured bar (enterprise, material): a deeper brand colour as background under
 *   the bar's own text colour.
 */
export function selectedNavColors(theme: Theme, inverted: boolean): { color: string; bgcolor: string } {
  const { primary, brand, background, mode } = theme.palette;
  if (inverted) {
    const text = brand.contrastText;
    // Light text needs a darker background, dark text a lighter one.
    const start = getLuminance(text) > 0.5 ? darken(brand.main, 0.25) : lighten(brand.main, 0.25);
    return { color: text, bgcolor: shiftUntil(start, text, getLuminance(text) <= 0.5, AA_TEXT) };
  }
  const bgcolor = over(background.paper, primary.main, mode === 'dark' ? 0.24 : 0.12);
  return { color: readableOn(primary.main, bgcolor), bgcolor };
}

/** Background of the dark side menu (classic, classy, compact, dense) in both schemes. */
export const NAV_DARK_BG = '#111827';

/**
 * Colour of the side menu's group headings ("DASHBOARDS", "MANAGEMENT"): the primary colour
 * (its light tint on the dark menu), moved until it reads at 4.5:1 on the menu's background.
 */
export function navHeadingColor(theme: Theme, dark: boolean): string {
  const { primary, background } = theme.palette;
  return dark ? readableOn(primary.light, NAV_DARK_BG) : readableOn(primary.main, background.paper);
}
