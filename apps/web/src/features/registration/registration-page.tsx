import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { PlainThemeProvider } from '../../lib/theme-provider.tsx';
import './registration.css';
import { createThemeFrom, DEFAULT_THEME_COLORS } from '../../lib/theme.ts';
import { I18nProvider, loadTranslations, useI18n } from './i18n.tsx';
import { RegistrationWizard } from './registration-wizard.tsx';
import { LanguageToggle, PublicPageFrame } from './public-frame.tsx';
import { BusinessBrand, loadBusiness, useBusiness } from './business.tsx';
import { clearDone, loadDone, type Done } from './session-store.ts';

const RegistrationDone = lazy(() => import('./registration-done.tsx').then((m) => ({ default: m.RegistrationDone })));

/**
 * /register/part-timer: the public five-step part-timer registration (docs/product/registration.md#steps), no shell,
 * no sign-in, English or Chinese, in the staff theme with the business's name and logo (issue 13,
 * item 17); after a registration, its confirmation (item 15).
 */
export function Component() {
  const theme = useMemo(() => createThemeFrom(DEFAULT_THEME_COLORS, 'light'), []);
  return (
    <PlainThemeProvider theme={theme}>
      <PublicPageFrame>
        {(translations) => (
          <I18nProvider translations={translations}>
            <RegistrationScreen />
          </I18nProvider>
        )}
      </PublicPageFrame>
    </PlainThemeProvider>
  );
}

// Start fetching the texts and the business's name as soon as this route's code arrives.
void loadTranslations().catch(() => undefined);
void loadBusiness();

/**
 * What the page needs before its first render can match the HTML the server pre-rendered
 * (public-main.tsx waits for it before hydrating): the texts.
 */
export async function prepare(): Promise<void> {
  await loadTranslations();
}

function RegistrationScreen() {
  const { t } = useI18n();
  const business = useBusiness();
  const [done, setDone] = useState<Done | null>(() => loadDone());
  useEffect(() => {
    document.title = done ? t('done.title') : t('app.title');
  }, [t, done]);
  return (
    <main className="reg-page">
      <BusinessBrand business={business} />
      <header className="reg-header">
        <div>
          <h1 className="reg-title">{t('app.title')}</h1>
          {!done && <p style={{ margin: 0, color: 'rgba(0,0,0,0.7)' }}>{t('app.intro')}</p>}
        </div>
        <LanguageToggle />
      </header>
      {done ? (
        <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
          <RegistrationDone
            done={done}
            business={business}
            onAnother={() => {
              clearDone();
              setDone(null);
            }}
          />
        </Suspense>
      ) : (
        <RegistrationWizard business={business} />
      )}
      <p style={{ marginTop: 24, textAlign: 'center' }}>
        <a href="/contractor-service-agreement" target="_blank" rel="noopener" style={{ color: 'var(--reg-primary)' }}>
          {t('app.agreementLink')}
        </a>
      </p>
    </main>
  );
}
