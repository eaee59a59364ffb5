import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { ApiError } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { useMessageText, useT } from '../../lib/i18n/index.ts';
import { AuthCard } from './auth-layout.tsx';
import { PasswordField } from './password-field.tsx';

/** Staff sign-up: the account waits for e-mail confirmation and an administrator. */
export function Component() {
  const { t } = useT();
  const message = useMessageText();
  const [form, setForm] = useState({ name: '', email: '', password: '', company: '', agreements: false });
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await call(authEndpoints.signUp, {
        body: {
          name: form.name,
          email: form.email,
          password: form.password,
          ...(form.company ? { company: form.company } : {}),
          agreements: true,
        },
      });
      void navigate(`/confirmation-required?email=${encodeURIComponent(form.email)}`);
    } catch (err) {
      if (err instanceof ApiError) {
        setError(err.message);
        setFields(err.fields ?? {});
      } else setError(t('auth.serverUnreachable'));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t('auth.signUp.title')}
      subtitle={
        <>
          {t('auth.signUp.haveAccount')}{' '}
          <Link component={RouterLink} to="/sign-in">
            {t('auth.signUp.signIn')}
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={t('auth.fullName')}
            required
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            error={!!fields.name}
            helperText={message(fields.name)}
            autoComplete="name"
          />
          <TextField
            label={t('auth.emailAddress')}
            type="email"
            required
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            error={!!fields.email}
            helperText={message(fields.email)}
            autoComplete="email"
          />
          <PasswordField
            label={t('auth.password')}
            required
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            error={!!fields.password}
            helperText={message(fields.password) ?? t('auth.newPassword.hint')}
            autoComplete="new-password"
          />
          <TextField
            label={t('auth.signUp.company')}
            value={form.company}
            onChange={(e) => setForm({ ...form, company: e.target.value })}
            autoComplete="organization"
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.agreements}
                onChange={(e) => setForm({ ...form, agreements: e.target.checked })}
              />
            }
            label={t('auth.signUp.agree')}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || !form.agreements || !form.name || !form.email || !form.password}
          >
            {busy ? t('auth.signUp.creating') : t('auth.signUp.create')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
