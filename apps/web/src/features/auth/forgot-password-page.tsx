import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { ApiError } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { useT } from '../../lib/i18n/index.ts';
import { AuthCard, ReturnToSignIn } from './auth-layout.tsx';

export function Component() {
  const { t } = useT();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const r = await call(authEndpoints.forgotPassword, { body: { email } });
      setResult({ ok: true, message: r.message ?? t('auth.forgot.checkEmail') });
    } catch (err) {
      setResult({
        ok: false,
        message: err instanceof ApiError ? err.message : t('auth.serverUnreachable'),
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
          <TextField
            label={t('auth.emailAddress')}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || !email}>
            {busy ? t('auth.forgot.sending') : t('auth.forgot.send')}
          </Button>
          <ReturnToSignIn mt={0} />
        </Stack>
      </form>
    </AuthCard>
  );
}
