import type { Theme } from '@mui/material/styles';
import type { ThemeName } from '@wf/shared/contracts/shell/settings';
import { createThemeFrom, DEFAULT_THEME_COLORS, prefersReducedMotion, type ThemeColors } from '../../lib/theme.ts';

/** The staff theme is built in lib/theme.ts: the public registration uses it too (issue 13, item 17). */
export { BACKGROUNDS, BREAKPOINTS } from '../../lib/theme.ts';

/** Primary / secondary colours of the six themes (docs/product/shell.md#layouts-and-themes; class names as on body). */
export const THEME_COLORS: Record<ThemeName, ThemeColors & { label: string }> = {
  'theme-default': { ...DEFAULT_THEME_COLORS, label: 'Default' },
  'theme-brand': { primary: '#2196f3', secondary: '#f59e0b', label: 'Brand' },
  'theme-teal': { primary: '#0d9488', secondary: '#6366f1', label: 'Teal' },
  'theme-rose': { primary: '#f43f5e', secondary: '#8b5cf6', label: 'Rose' },
  'theme-purple': { primary: '#9333ea', secondary: '#14b8a6', label: 'Purple' },
  'theme-amber': { primary: '#d97706', secondary: '#0ea5e9', label: 'Amber' },
};

/** The MUI theme of one of the six themes in a colour scheme. */
export const createAppTheme = (theme: ThemeName, mode: 'light' | 'dark', reduceMotion = prefersReducedMotion()): Theme =>
  createThemeFrom(THEME_COLORS[theme], mode, reduceMotion);
