import { useCallback } from 'react';
import { useT } from './i18n.tsx';
import type { TFunction } from './translate.ts';

/**
 * The one map from the shared contracts' validation keys ('validation.required', ...) to text: the
 * `validation` group of the catalogues (src/locales). A key the catalogues do not know reads as
 * "Not a valid value"; anything else (a message the server wrote as text) is shown as it is.
 */
export function messageText(t: TFunction, key: string | undefined): string | undefined {
  if (!key) return undefined;
  if (!key.startsWith('validation.')) return key;
  const text = t(key);
  return text === key ? t('validation.invalid') : text;
}

/** `messageText` bound to the current language. */
export function useMessageText(): (key: string | undefined) => string | undefined {
  const { t } = useT();
  return useCallback((key: string | undefined) => messageText(t, key), [t]);
}
