/** The staff theme lives in lib/theme.ts: the public registration uses it too (issue 13, item 17). */
export { BACKGROUNDS, BREAKPOINTS, createAppTheme, THEME_COLORS } from '../../lib/theme.ts';
