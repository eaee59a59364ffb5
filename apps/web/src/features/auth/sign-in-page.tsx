import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { LightTextField } from '../../components/light-text-field.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { isSignedIn, setToken } from '../../lib/token.ts';
import { AuthCard, safeRedirect } from './auth-card.tsx';
import { PasswordField } from './password-field.tsx';
import { loadStartTexts, StaffTexts } from './staff-texts.tsx';

// Only shown after a failed attempt: not part of the page's first load.
const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * The auth endpoint definitions carry their zod schemas, and the API client the shared access
 * rules; both load when the user starts typing, so the sign-in page's first load stays within its
 * weight budget (e2e/budgets.spec.ts).
 */
const loadSignIn = () =>
  Promise.all([import('@wf/shared/contracts/auth/endpoints'), import('../../lib/call.ts')]).then(([e, c]) => ({
    signIn: e.authEndpoints.signIn,
    call: c.call,
  }));

/** The server's refusal text; null when the server was not reached (or the client could not load). */
const refusalText = (err: unknown): Promise<string | null> =>
  import('../../lib/api.ts').then(
    ({ ApiError }) => (err instanceof ApiError ? err.message : null),
    () => null,
  );

/**
 * The server sends this page pre-rendered, with the public entry (no router, no query cache, no
 * staff app: docs/decisions/022); it hydrates once its texts are here. Inside the staff app (a
 * sign-out, a guard sending the user here) it renders as one of the app's pages.
 */
export const prepare = loadStartTexts;

/** A signed-in user opening sign-in goes to the app's start, as the staff app's guard does. */
export const elsewhere = (): string | null => (isSignedIn() ? '/' : null);

/** Sign-in: e-mail and password; back to redirectURL afterwards. */
export function Component() {
  return (
    <StaffTexts>
      <SignIn />
    </StaffTexts>
  );
}

function SignIn() {
  const { t } = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [unlockToken, setUnlockToken] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // What was typed into the pre-rendered form before its script took over (docs/decisions/022)
  // stays: the fields start from the page, not empty, and Sign in is enabled for it.
  useEffect(() => {
    const typedEmail = emailInput.current?.value;
    const typedPassword = passwordInput.current?.value;
    if (typedEmail) setEmail(typedEmail);
    if (typedPassword) setPassword(typedPassword);
    // The unlock link mailed at a lock-out (sign-in?unlock=…) signs its owner in past it, once.
    setUnlockToken(new URLSearchParams(window.location.search).get('unlock'));
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { call, signIn } = await loadSignIn();
      const reply = await call(signIn, { body: { email, password, ...(unlockToken ? { unlockToken } : {}) } });
      setToken(reply.accessToken);
      // A full load of the staff app, signed in (its query cache starts empty).
      window.location.replace(safeRedirect(new URLSearchParams(window.location.search).get('redirectURL')));
    } catch (err) {
      setError((await refusalText(err)) ?? t('auth.serverUnreachable'));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t('auth.signIn.title')}
      subtitle={
        <>
          {t('auth.signIn.noAccount')} <Link href="/sign-up">{t('auth.signIn.signUp')}</Link>
        </>
      }
    >
      <form onSubmit={submit} onInput={() => void loadSignIn().catch(() => undefined)} noValidate>
        <Stack spacing={2.5}>
          {unlockToken && !error && (
            <Suspense fallback={<div role="status">{t('auth.signIn.unlockNotice')}</div>}>
              <Alert severity="info" role="status">
                {t('auth.signIn.unlockNotice')}
              </Alert>
            </Suspense>
          )}
          {error && (
            <Suspense fallback={<div role="alert">{error}</div>}>
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            </Suspense>
          )}
          <LightTextField
            id="email"
            label={t('auth.emailAddress')}
            type="email"
            autoComplete="email"
            value={email}
            inputRef={emailInput}
            onChange={(e) => setEmail(e.target.value)}
            fullWidth
            autoFocus
          />
          <PasswordField
            id="password"
            label={t('auth.password')}
            autoComplete="current-password"
            value={password}
            inputRef={passwordInput}
            onChange={(e) => setPassword(e.target.value)}
            fullWidth
          />
          <Link href="/forgot-password" sx={{ alignSelf: 'flex-end', fontSize: 14 }}>
            {t('auth.signIn.forgot')}
          </Link>
          <Button type="submit" variant="contained" size="large" disabled={busy || !email || !password} fullWidth>
            {busy ? t('auth.signIn.signingIn') : t('auth.signIn.title')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
