import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { ApiError } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { setToken } from '../../lib/token.ts';
import { useT } from '../../lib/i18n/index.ts';
import { AuthCard, safeRedirect } from './auth-layout.tsx';
import { PasswordField } from './password-field.tsx';

/** The session is locked: the same user re-enters the password to carry on. */
export function Component() {
  const { t } = useT();
  const { data: user } = useQuery({ queryKey: ['user'], queryFn: () => call(commonEndpoints.user) });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!user) return;
    setBusy(true);
    setError(null);
    try {
      const r = await call(authEndpoints.unlockSession, { body: { email: user.email, password } });
      setToken(r.accessToken);
      void navigate(safeRedirect(params.get('redirectURL')), { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('auth.serverUnreachable'));
      setBusy(false);
    }
  }
  return (
    <AuthCard
      title={t('auth.unlock.title')}
      subtitle={
        <>
          {t('auth.unlock.locked')}{' '}
          <Link component={RouterLink} to="/sign-out">
            {t('auth.unlock.notMe', { name: user?.name ?? t('auth.unlock.thisUser') })}
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label={t('auth.fullName')} value={user?.name ?? ''} disabled />
          <PasswordField
            label={t('auth.password')}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || !password || !user}>
            {busy ? t('auth.unlock.unlocking') : t('auth.unlock.title')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
