import { Navigate, Outlet, useLocation } from 'react-router';
import { isSignedIn } from '../lib/token.ts';

/** Where the signed-in-only guard sends a signed-out user (docs/product/shell.md#routes-and-guards). */
export function signInRedirect(pathname: string, search: string): string {
  if (pathname === '/sign-out') return '/sign-in';
  return `/sign-in?redirectURL=${encodeURIComponent(pathname + search)}`;
}

/** Signed-in-only: otherwise to sign-in with redirectURL (none when the target is sign-out). */
export function SignedInOnly() {
  const location = useLocation();
  if (isSignedIn()) return <Outlet />;
  return <Navigate to={signInRedirect(location.pathname, location.search)} replace />;
}

/** Signed-out-only: a signed-in user goes to the root. */
export function SignedOutOnly() {
  return isSignedIn() ? <Navigate to="/" replace /> : <Outlet />;
}
