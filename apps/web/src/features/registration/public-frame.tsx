import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { htmlLang, loadedTranslations, loadTranslations, useI18n, type I18n } from './i18n.tsx';
import type { Dictionary } from '../../lib/i18n/translate.ts';
import { RegButton } from './reg-button.tsx';

type Translations = Record<I18n['lang'], Dictionary>;

/**
 * Loads the translations (once) and renders the page with them; until then a bilingual loading
 * line, and after three failed attempts a bilingual message with a retry button.
 */
export function PublicPageFrame({ children }: { children: (translations: Translations) => ReactNode }) {
  // Loaded already when the page hydrates its pre-rendered HTML (public-main.tsx waits for them).
  const [translations, setTranslations] = useState<Translations | null>(loadedTranslations);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (translations) return;
    let live = true;
    loadTranslations().then(
      // The form is the page's biggest render: as a transition React does it in slices that
      // leave the main thread free for a tap (it would otherwise block it for a few hundred ms
      // on a slow phone).
      (tr) => live && startTransition(() => setTranslations(tr)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // `translations` only skips the load when they are there from the start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (translations) return <>{children(translations)}</>;
  // Before the catalogue (/translation/en_zh.json) has loaded there is no t(): this frame shows the
  // same text in both languages of the public page.
  /* eslint-disable i18next/no-literal-string */
  return (
    <main className="reg-page">
      <h1 className="reg-title">
        Part-Timer Registration <span lang="zh-Hans">兼职人员登记</span>
      </h1>
      {failed ? (
        <div role="alert">
          <p>The form could not be loaded. Please check your connection and try again.</p>
          <p lang="zh-Hans">表格无法加载。请检查网络连接后重试。</p>
          <RegButton
            variant="contained"
            onClick={() => {
              setFailed(false);
              setAttempt((a) => a + 1);
            }}
          >
            Try again · <span lang="zh-Hans">重试</span>
          </RegButton>
        </div>
      ) : (
        <p role="status">
          Loading… <span lang="zh-Hans">正在加载…</span>
        </p>
      )}
    </main>
  );
  /* eslint-enable i18next/no-literal-string */
}

/** Outlined buttons standing on the page's grey: the staff theme's primary reaches 5.9:1 there. */
export const ON_GREY = {
  flexShrink: 0,
  minWidth: 64,
} as const;

/** EN / 中文: shows the other language's name, in that language. */
export function LanguageToggle() {
  const { lang, setLang, t } = useI18n();
  const other = lang === 'en' ? 'zh' : 'en';
  return (
    <RegButton
      variant="outlined"
      onClick={() => setLang(other)}
      lang={htmlLang(other)}
      title={t('app.switchToLabel')}
      className="reg-lang-toggle"
    >
      {t('app.switchTo')}
    </RegButton>
  );
}
