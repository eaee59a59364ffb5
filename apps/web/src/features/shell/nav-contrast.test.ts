import { describe, expect, it } from 'vitest';
import { alpha, getContrastRatio } from '@mui/material/styles';
import { THEMES } from '@wf/shared/contracts/shell/settings';
import { AA_TEXT, over, readableOn, selectedNavColors } from './nav-contrast.ts';
import { THEME_COLORS, createAppTheme } from './theme.ts';

describe('selected entry of the horizontal bar (WCAG AA, 4.5:1)', () => {
  it('the old colours failed in the dark scheme (primary text on the selected tint)', () => {
    const t = createAppTheme('theme-default', 'dark');
    const oldBg = over(t.palette.background.paper, '#fff', 0.16);
    // (the theme's own colour: the dark scheme's primary is now lightened to read as text)
    expect(getContrastRatio(THEME_COLORS['theme-default'].primary, oldBg)).toBeLessThan(2);
  });

  for (const name of THEMES) {
    for (const mode of ['light', 'dark'] as const) {
      it(`${name}, ${mode}: plain and primary-coloured bars`, () => {
        const theme = createAppTheme(name, mode);
        const plain = selectedNavColors(theme, false);
        expect(getContrastRatio(plain.color, plain.bgcolor)).toBeGreaterThanOrEqual(AA_TEXT);
        // the tint is still visibly a selection on the bar
        expect(plain.bgcolor).not.toBe(theme.palette.background.paper);
        const inverted = selectedNavColors(theme, true);
        expect(getContrastRatio(inverted.color, inverted.bgcolor)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(inverted.color).toBe(theme.palette.brand.contrastText);
      });
    }
  }
});

describe('readableOn / over', () => {
  it('keeps a readable colour, moves an unreadable one the right way', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    const onDark = readableOn('#4f46e5', '#1e293b');
    expect(getContrastRatio(onDark, '#1e293b')).toBeGreaterThanOrEqual(AA_TEXT);
    const onLight = readableOn('#fbbf24', '#ffffff');
    expect(getContrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });
  it('blends an overlay at an opacity', () => {
    expect(over('#000000', '#ffffff', 0.5)).toBe('rgb(128, 128, 128)');
    expect(over('#ffffff', alpha('#000000', 1), 0)).toBe('rgb(255, 255, 255)');
  });
});
