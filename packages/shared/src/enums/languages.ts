/** The staff languages (docs/product/shell.md#languages: en and tr; our staff also read Chinese). No zod here: the sign-in entry imports it. */
export const LANGUAGES = [
  { id: 'en', label: 'English' },
  { id: 'tr', label: 'Turkish' },
  { id: 'zh', label: 'Chinese' },
] as const;
export const LANGUAGE_IDS = ['en', 'tr', 'zh'] as const;
export type LanguageId = (typeof LANGUAGE_IDS)[number];
export const DEFAULT_LANGUAGE: LanguageId = 'en';
export const isLanguage = (v: unknown): v is LanguageId => typeof v === 'string' && (LANGUAGE_IDS as readonly string[]).includes(v);
