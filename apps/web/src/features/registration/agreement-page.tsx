import { useEffect, useMemo, useState } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { contractParty } from '@wf/shared/domain/business/contract-party';
import { createThemeFrom, DEFAULT_THEME_COLORS } from '../../lib/theme.ts';
import { BusinessBrand, useBusiness } from './business.tsx';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { CONTRACT_KINDS, fillContract, type ContractKind } from '@wf/shared/contracts/registration/contract-text';
import './registration.css';
import { I18nProvider, useI18n } from './i18n.tsx';
import { LanguageToggle, ON_GREY, PublicPageFrame } from './public-frame.tsx';
import { ContractBody } from './contract-view.tsx';

/** /contractor-service-agreement: the agreement text, general and promoter versions, en / zh. */
export function Component() {
  const theme = useMemo(() => createThemeFrom(DEFAULT_THEME_COLORS, 'light'), []);
  return (
    <ThemeProvider theme={theme}>
      <PublicPageFrame>
        {(translations) => (
          <I18nProvider translations={translations}>
            <AgreementScreen />
          </I18nProvider>
        )}
      </PublicPageFrame>
    </ThemeProvider>
  );
}

function AgreementScreen() {
  const { t, lang } = useI18n();
  const business = useBusiness();
  const [kind, setKind] = useState<ContractKind>(() =>
    new URLSearchParams(window.location.search).get('version') === 'promoter' ? 'promoter' : 'general',
  );
  const contract = fillContract(kind, lang, {
    name: t('agreement.placeholderName'),
    idNumber: t('agreement.placeholderId'),
    address: t('agreement.placeholderAddress'),
    date: t('agreement.placeholderDate'),
    position: t('agreement.placeholderPosition'),
    company: contractParty(business, lang),
  });
  useEffect(() => {
    document.title = contract.title;
  }, [contract.title]);

  return (
    <main className="reg-page">
      <BusinessBrand business={business} />
      <header className="reg-header">
        <h1 className="reg-title">{contract.title}</h1>
        <LanguageToggle />
      </header>
      <p style={{ color: 'rgba(0,0,0,0.7)' }}>{t('agreement.intro')}</p>
      <div style={{ marginBottom: 16 }}>
        <ButtonGroup aria-label={t('agreement.versionLabel')}>
          {CONTRACT_KINDS.map((k) => (
            <Button
              key={k}
              variant={k === kind ? 'contained' : 'outlined'}
              aria-pressed={k === kind}
              onClick={() => setKind(k)}
              sx={k === kind ? undefined : ON_GREY}
            >
              {t(`agreement.${k}`)}
            </Button>
          ))}
        </ButtonGroup>
      </div>
      <article className="reg-card">
        <ContractBody contract={contract} />
      </article>
      <p style={{ marginTop: 24, textAlign: 'center' }}>
        <a href="/register/part-timer" style={{ color: '#1565c0' }}>
          {t('agreement.backToForm')}
        </a>
      </p>
    </main>
  );
}
