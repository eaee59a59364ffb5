import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { ApiError } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { useMessageText, useT } from '../../lib/i18n/index.ts';
import { AuthCard, ReturnToSignIn } from './auth-layout.tsx';
import { NewPasswordFields, passwordsDiffer } from './new-password-fields.tsx';

/** Opened from the e-mailed link: /reset-password?token=... */
export function Component() {
  const { t } = useT();
  const message = useMessageText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // An invitation's link (invite=1) sets a first password: it says so, not "reset" (issue 29, item 9).
  const words =
    params.get('invite') === '1'
      ? { title: t('auth.invite.title'), subtitle: t('auth.invite.subtitle') }
      : { title: t('auth.reset.title'), subtitle: t('auth.reset.subtitle') };
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = passwordsDiffer(password, confirm);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (mismatch) return;
    setBusy(true);
    try {
      const r = await call(authEndpoints.resetPassword, { body: { token, password } });
      setResult({ ok: true, message: r.message ?? t('auth.reset.done') });
    } catch (err) {
      const fieldMsg = err instanceof ApiError && err.fields?.password ? ` (${message(err.fields.password)})` : '';
      setResult({ ok: false, message: err instanceof ApiError ? err.message + fieldMsg : t('auth.serverUnreachable') });
    } finally {
      setBusy(false);
    }
  }
  return (
    <AuthCard title={words.title} subtitle={words.subtitle}>
      {!token ? (
        <Alert severity="error">{t('auth.reset.incomplete')}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack spacing={2.5}>
            {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
            {!result?.ok && (
              <>
                <NewPasswordFields
                  password={password}
                  confirm={confirm}
                  onPasswordChange={setPassword}
                  onConfirmChange={setConfirm}
                />
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={busy || !password || mismatch || !confirm}
                >
                  {busy ? t('common.saving') : words.title}
                </Button>
              </>
            )}
          </Stack>
        </form>
      )}
      <ReturnToSignIn />
    </AuthCard>
  );
}
