import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { ApiError } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { AuthCard } from './auth-layout.tsx';
import { PasswordField } from './password-field.tsx';

/** Opened from the e-mailed link: /reset-password?token=... */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = confirm !== '' && confirm !== password;
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (mismatch) return;
    setBusy(true);
    try {
      const r = await call(authEndpoints.resetPassword, { body: { token, password } });
      setResult({ ok: true, message: r.message ?? 'Your password is set.' });
    } catch (err) {
      const fieldMsg = err instanceof ApiError && err.fields?.password ? ` (${err.fields.password})` : '';
      setResult({
        ok: false,
        message: err instanceof ApiError ? err.message + fieldMsg : 'Could not reach the server. Try again.',
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <AuthCard title="Reset your password" subtitle="Create a new password for your account">
      {!token ? (
        <Alert severity="error">This link is incomplete. Ask for a new one on the forgot-password page.</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack spacing={2.5}>
            {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
            {!result?.ok && (
              <>
                <PasswordField
                  label="New password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  autoComplete="new-password"
                  helperText="At least 8 characters; not a common password."
                />
                <PasswordField
                  label="Confirm password"
                  required
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                  autoComplete="new-password"
                  error={mismatch}
                  helperText={mismatch ? 'The passwords do not match' : undefined}
                />
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={busy || !password || mismatch || !confirm}
                >
                  {busy ? 'Saving…' : 'Reset your password'}
                </Button>
              </>
            )}
          </Stack>
        </form>
      )}
      <Typography sx={{ mt: 3 }}>
        Return to{' '}
        <Link component={RouterLink} to="/sign-in">
          sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
