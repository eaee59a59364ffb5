import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError, Link } from 'react-router';
import { LoadingBar } from '../components/loading-bar.tsx';

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
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : 'Something went wrong';
  console.error(error);
  return (
    <main role="alert" style={{ fontFamily: 'system-ui, sans-serif', padding: 48, textAlign: 'center' }}>
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <Link to="/">Back to the start</Link>
      </p>
    </main>
  );
}
