import { makeT, type Dictionary } from '../../lib/i18n/index.ts';
import top from '../../locales/en.json';
import management from './locales/en.json';

/**
 * English text for the helpers called outside React (`messageText(key)`, `errorText(err)`,
 * `archivedFilter(url)`) by pages that do not hand in their `t` yet; pages pass `useT().t`.
 */
export const englishT = makeT('en', [{ ...(top as Dictionary), management: management as Dictionary }]);
