import { z } from 'zod';
import { LANGUAGE_IDS } from '../../enums/languages.ts';

/** Shell appearance (docs/product/shell.md#layouts-and-themes), remembered per user. */
export const LAYOUTS = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];
export const SCHEMES = ['light', 'dark', 'auto'] as const;
export type Scheme = (typeof SCHEMES)[number];
export const THEMES = [
  'theme-default',
  'theme-brand',
  'theme-teal',
  'theme-rose',
  'theme-purple',
  'theme-amber',
] as const;
export type ThemeName = (typeof THEMES)[number];
/** Which side of the page the vertical navigation drawer sits on (docs/product/shell.md#layouts-and-themes: left or right). */
export const NAV_POSITIONS = ['left', 'right'] as const;
export type NavPosition = (typeof NAV_POSITIONS)[number];
export { LANGUAGES, LANGUAGE_IDS, type LanguageId } from '../../enums/languages.ts';

export const shellSettings = z.object({
  layout: z.enum(LAYOUTS),
  scheme: z.enum(SCHEMES),
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGE_IDS),
  navPosition: z.enum(NAV_POSITIONS),
});
export type ShellSettings = z.infer<typeof shellSettings>;

/** Start-up values: classy, light, theme-default, en, navigation on the left. */
export const DEFAULT_SETTINGS: ShellSettings = {
  layout: 'classy',
  scheme: 'light',
  theme: 'theme-default',
  language: 'en',
  navPosition: 'left',
};

export const updateSettingsBody = z.object({ settings: shellSettings.partial() });
