// Web unit tests: components rendered outside the app's provider read the English catalogue.
// Files share one module graph per worker (vitest.config.ts: isolate false), so nothing a file
// renders or stores outlives it: every test's render is unmounted, and storage is emptied per file.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { buildCatalogue } from '../i18n-catalogues.ts';
import { setDefaultDictionaries } from './lib/i18n/index.ts';

setDefaultDictionaries([buildCatalogue(process.env.WF_WEB_SRC!, 'en')]);

afterEach(() => cleanup());
afterAll(() => {
  // A file may run in the node environment (no window).
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A file that switched the language leaves the page's language as it found it.
  document.documentElement.lang = 'en';
});
