import { createTheme, type Theme } from '@mui/material/styles';
import { over, readableOn, surfaceUnder } from './contrast.ts';

declare module '@mui/material/styles' {
  /**
   * The theme colour as a surface under white text (the coloured header bar, the logo, the chat
   * header): the primary colour in the light scheme; in the dark one, where the primary colour is
   * lightened to read as text on dark backgrounds, the theme's own colour (deepened where white
   * text on it would not reach 4.5:1).
   */
  interface Palette {
    brand: { main: string; contrastText: string };
  }
  interface PaletteOptions {
    brand?: { main: string; contrastText: string };
  }
}

/** A theme's primary and secondary colours (the six themes: THEME_COLORS in features/shell/theme.ts). */
export type ThemeColors = { primary: string; secondary: string };

/**
 * The default theme's colours: all the public pages use (registration, agreement), so their first
 * load does not carry the other five themes (e2e/budgets.spec.ts).
 */
export const DEFAULT_THEME_COLORS: ThemeColors = { primary: '#4f46e5', secondary: '#0ea5e9' };

/** docs/product/shell.md#fixed-values: sm 600, md 960, lg 1280, xl 1440. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 } as const;

/** MUI's default status colours (light and dark scheme), the starting points of the theme's. */
const STATUS_COLORS = {
  error: { light: '#d32f2f', dark: '#f44336' },
  warning: { light: '#ed6c02', dark: '#ffa726' },
  info: { light: '#0288d1', dark: '#29b6f6' },
  success: { light: '#2e7d32', dark: '#66bb6a' },
} as const;

/** Page and card backgrounds of the two schemes. */
export const BACKGROUNDS = {
  light: { default: '#f1f5f9', paper: '#ffffff' },
  dark: { default: '#0f172a', paper: '#1e293b' },
} as const;

/** Whether the user asked their system for less motion (WCAG 2.3.3); false outside a browser. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
}

/**
 * No motion for a user who asked for less: MUI's CSS transitions become 'none', its transition
 * components (fades, slides, collapses, the drawer) take no time, and buttons draw no ripple.
 */
const NO_MOTION = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
} as const;

export function createThemeFrom(c: ThemeColors, mode: 'light' | 'dark', reduceMotion = prefersReducedMotion()): Theme {
  const background = BACKGROUNDS[mode];
  // The primary colour is also text (links, outlined and text buttons, headings of the menu) on
  // the page, on cards and in dialogs: moved towards white (dark scheme) or black (light) until it
  // reads at WCAG AA 4.5:1 on the lightest dark surface (paper under the highest elevation
  // overlay, 16 % white, of dialogs) or the darker light one (the page).
  const textBase = mode === 'dark' ? over(background.paper, '#fff', 0.16) : background.default;
  const primary = readableOn(c.primary, textBase);
  // The status colours are text too (outlined chips, alerts' icons, error messages): MUI's
  // defaults moved the same way (its light warning and info, its dark error, fall short of 4.5:1).
  const status = (color: keyof typeof STATUS_COLORS) => ({ main: readableOn(STATUS_COLORS[color][mode], textBase) });
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode,
      // Text on a theme colour (buttons, coloured header bars) is black or white, whichever reaches
      // WCAG AA 4.5:1; MUI's default threshold of 3 gives white text at 3.1:1 on the brand blue.
      contrastThreshold: 4.5,
      primary: { main: primary },
      brand: { main: mode === 'dark' ? surfaceUnder(c.primary, '#fff') : primary, contrastText: '#fff' },
      secondary: { main: c.secondary },
      error: status('error'),
      warning: status('warning'),
      info: status('info'),
      success: status('success'),
      background: { ...background },
    },
    ...(reduceMotion ? { transitions: NO_MOTION.transitions } : {}),
    components: {
      ...(reduceMotion ? NO_MOTION.components : {}),
      // A disabled field's helper text still explains (e.g. "Ask an administrator to change your
      // e-mail address"): readable at 4.5:1, not greyed out with the field.
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) },
      },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
}
