import { renderToString } from 'react-dom/server';
import type { Dictionary } from './lib/i18n/index.ts';
import { setPrerenderLang } from './lib/prerender.ts';
import { PUBLIC_PAGES, PublicRoot } from './public-main.tsx';
import { primeTranslations } from './features/registration/i18n.tsx';
import { primeStaffTexts } from './features/auth/staff-texts.tsx';
import { isLanguage } from '@wf/shared/enums/languages';

/**
 * The build's pre-renderer (apps/web/build-plugins.ts runs it in Node through Vite after the
 * client build; docs/decisions/022): a public page's first screen as HTML, in one language, with
 * the styles MUI/emotion inline next to the elements (emotion moves them into the head when the
 * script starts). The texts come from the files the build has, not from the network.
 */
export type PrerenderTexts = {
  /** /translation/en_zh.json (the registration). */
  registration: { en: Dictionary; zh: Dictionary };
  /** /i18n/{lang}.json (the staff catalogues: sign-in). */
  staff: Record<string, Dictionary>;
};

export async function prerenderPage(path: string, lang: string, texts: PrerenderTexts): Promise<string> {
  const load = PUBLIC_PAGES[path];
  if (!load) throw new Error(`prerender: ${path} is not a public page`);
  primeTranslations(texts.registration);
  const staff = texts.staff[lang];
  if (isLanguage(lang) && staff) primeStaffTexts(lang, staff);
  setPrerenderLang(lang);
  try {
    const { Component } = await load();
    return renderToString(
      <PublicRoot>
        <Component />
      </PublicRoot>,
    );
  } finally {
    setPrerenderLang(null);
    primeTranslations(null);
  }
}
