import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError, Link } from 'react-router';
import { LoadingBar } from '../components/loading-bar.tsx';
import { useT } from '../lib/i18n/index.ts';

/** Every route sits under this: scroll position restored on navigation, loading bar. */
export function RootLayout() {
  return (
    <>
      <LoadingBar />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Shown when a route fails to load (network, a loader error). */
export function RouteError() {
  const { t } = useT();
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : t('common.somethingWrong');
  console.error(error);
  return (
    <main role="alert" style={{ fontFamily: 'system-ui, sans-serif', padding: 48, textAlign: 'center' }}>
      <h1>{t('common.somethingWrong')}</h1>
      <p>{message}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>{' '}
        <Link to="/">{t('common.backToStart')}</Link>
      </p>
    </main>
  );
}
