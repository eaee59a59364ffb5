import { darken, getLuminance, lighten, type Theme } from '@mui/material/styles';
import { AA_TEXT, over, readableOn, shiftUntil, surfaceUnder } from '../../lib/contrast.ts';

export { AA_TEXT, over, readableOn, surfaceUnder };

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
