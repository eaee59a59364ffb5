import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { THEMES } from '@wf/shared/contracts/shell/settings';
import { AA_TEXT, NAV_DARK_BG, navHeadingColor, over } from './nav-contrast.ts';
import { THEME_COLORS, createAppTheme } from './theme.ts';

describe('app themes', () => {
  for (const name of THEMES)
    for (const mode of ['light', 'dark'] as const)
      it(`${name} ${mode}: text on the primary and secondary colours reaches AA`, () => {
        const t = createAppTheme(name, mode);
        for (const c of [t.palette.primary, t.palette.secondary, t.palette.brand]) {
          expect(getContrastRatio(c.main, c.contrastText)).toBeGreaterThanOrEqual(AA_TEXT);
        }
      });

  // #13 item 18: links, outlined buttons and menu headings are the primary colour as text.
  it('the theme colour as text failed AA in the dark scheme and on the dark menu before', () => {
    expect(getContrastRatio(THEME_COLORS['theme-default'].primary, '#0f172a')).toBeLessThan(AA_TEXT);
    // the old menu heading colour (the primary's light tint) on the dark menu: 4.22:1
    expect(getContrastRatio(createAppTheme('theme-default', 'light').palette.primary.light, NAV_DARK_BG)).toBeLessThan(
      AA_TEXT,
    );
  });

  for (const name of THEMES)
    for (const mode of ['light', 'dark'] as const)
      it(`${name} ${mode}: the primary and status colours read as text on the page, on cards and on raised cards`, () => {
        const t = createAppTheme(name, mode);
        const { paper, default: page } = t.palette.background;
        for (const color of ['primary', 'error', 'warning', 'info', 'success'] as const) {
          const { main } = t.palette[color];
          expect(getContrastRatio(main, page), color).toBeGreaterThanOrEqual(AA_TEXT);
          expect(getContrastRatio(main, paper), color).toBeGreaterThanOrEqual(AA_TEXT);
          // dark cards, menus and dialogs are lightened by a white overlay (up to 16 %)
          if (mode === 'dark')
            expect(getContrastRatio(main, over(paper, '#fff', 0.16)), color).toBeGreaterThanOrEqual(AA_TEXT);
          expect(getContrastRatio(main, t.palette[color].contrastText), color).toBeGreaterThanOrEqual(AA_TEXT);
        }
      });

  for (const name of THEMES)
    for (const mode of ['light', 'dark'] as const)
      it(`${name} ${mode}: the side menu's group headings read on the dark and the plain menu`, () => {
        const t = createAppTheme(name, mode);
        expect(getContrastRatio(navHeadingColor(t, true), NAV_DARK_BG)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(getContrastRatio(navHeadingColor(t, false), t.palette.background.paper)).toBeGreaterThanOrEqual(AA_TEXT);
      });

  it('the default theme keeps its colour where it already read (light scheme, brand surface when dark)', () => {
    expect(createAppTheme('theme-default', 'light').palette.primary.main).toBe('#4f46e5');
    expect(createAppTheme('theme-default', 'dark').palette.brand.main).toBe('#4f46e5');
  });
});

describe('less motion for a user who asked for it (WCAG 2.3.3)', () => {
  it('no CSS transition, no transition time and no ripple with reduced motion; the usual motion otherwise', () => {
    const still = createAppTheme('theme-default', 'light', true);
    expect(still.transitions.create('opacity')).toBe('none');
    expect(Object.values(still.transitions.duration).every((d) => d === 0)).toBe(true);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    const moving = createAppTheme('theme-default', 'dark', false);
    expect(moving.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(moving.transitions.duration.standard).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});
