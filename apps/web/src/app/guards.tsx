import { Navigate, Outlet, useLocation } from 'react-router';
import { isSignedIn } from '../lib/token.ts';

/** Signed-in-only: otherwise to sign-in with redirectURL (none when the target is sign-out). */
export function SignedInOnly() {
  const location = useLocation();
  if (isSignedIn()) return <Outlet />;
  const target = location.pathname + location.search;
  const search = location.pathname === '/sign-out' ? '' : `?redirectURL=${encodeURIComponent(target)}`;
  return <Navigate to={`/sign-in${search}`} replace />;
}

/** Signed-out-only: a signed-in user goes to the root. */
export function SignedOutOnly() {
  return isSignedIn() ? <Navigate to="/" replace /> : <Outlet />;
}
