import { useEffect } from 'react';
import './registration.css';
import { I18nProvider, loadTranslations, useI18n } from './i18n.tsx';
import { RegistrationWizard } from './registration-wizard.tsx';
import { LanguageToggle, PublicPageFrame } from './public-frame.tsx';

/**
 * /register/part-timer: the public five-step part-timer registration (spec section 2), no shell,
 * no sign-in, English or Chinese.
 */
export function Component() {
  return (
    <PublicPageFrame>
      {(translations) => (
        <I18nProvider translations={translations}>
          <RegistrationScreen />
        </I18nProvider>
      )}
    </PublicPageFrame>
  );
}

// Start fetching the texts as soon as this route's code arrives.
void loadTranslations().catch(() => undefined);

function RegistrationScreen() {
  const { t } = useI18n();
  useEffect(() => {
    document.title = t('app.title');
  }, [t]);
  return (
    <main className="reg-page">
      <header className="reg-header">
        <div>
          <h1 className="reg-title">{t('app.title')}</h1>
          <p style={{ margin: 0, color: 'rgba(0,0,0,0.7)' }}>{t('app.intro')}</p>
        </div>
        <LanguageToggle />
      </header>
      <RegistrationWizard />
      <p style={{ marginTop: 24, textAlign: 'center' }}>
        <a href="/contractor-service-agreement" target="_blank" rel="noopener" style={{ color: '#1565c0' }}>
          {t('app.agreementLink')}
        </a>
      </p>
    </main>
  );
}
