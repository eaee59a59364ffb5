export { I18nProvider, useI18nProvided, useT, setDefaultDictionaries, fetchJsonWithRetry, htmlLang, type I18n } from './i18n.tsx';
export { makeT, lookup, interpolate, flattenKeys, type Dictionary, type TFunction, type Vars } from './translate.ts';
export { messageText, useMessageText } from './messages.ts';
