import { Link as RouterLink } from 'react-router';
import { useT } from '../lib/i18n/index.ts';

export function Component() {
  const { t } = useT();
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 48, textAlign: 'center' }}>
      <h1>{t('app.notFound.title')}</h1>
      <p>{t('app.notFound.text')}</p>
      <RouterLink to="/">{t('common.backToStart')}</RouterLink>
    </main>
  );
}
