import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { ApiError } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { AuthCard } from './auth-layout.tsx';

export function Component() {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const r = await call(authEndpoints.forgotPassword, { body: { email } });
      setResult({ ok: true, message: r.message ?? 'Check your e-mail.' });
    } catch (err) {
      setResult({
        ok: false,
        message: err instanceof ApiError ? err.message : 'Could not reach the server. Try again.',
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <AuthCard title="Forgot password?" subtitle="Fill the form to reset your password">
      <form onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
          <TextField
            label="Email address"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || !email}>
            {busy ? 'Sending…' : 'Send reset link'}
          </Button>
          <Typography>
            Return to{' '}
            <Link component={RouterLink} to="/sign-in">
              sign in
            </Link>
          </Typography>
        </Stack>
      </form>
    </AuthCard>
  );
}
