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
import { AuthCard } from './auth-layout.tsx';
import { PasswordField } from './password-field.tsx';

const FIELD_TEXT: Record<string, string> = {
  'validation.required': 'Required',
  'validation.email': 'Enter a valid e-mail address',
};

/** Staff sign-up: the account waits for e-mail confirmation and an administrator. */
export function Component() {
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
      } else setError('Could not reach the server. Try again.');
      setBusy(false);
    }
  }
  const fieldError = (k: string) => (fields[k] ? (FIELD_TEXT[fields[k]] ?? fields[k]) : undefined);

  return (
    <AuthCard
      title="Sign up"
      subtitle={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to="/sign-in">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Full name"
            required
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            error={!!fields.name}
            helperText={fieldError('name')}
            autoComplete="name"
          />
          <TextField
            label="Email address"
            type="email"
            required
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            error={!!fields.email}
            helperText={fieldError('email')}
            autoComplete="email"
          />
          <PasswordField
            label="Password"
            required
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            error={!!fields.password}
            helperText={fieldError('password') ?? 'At least 8 characters; not a common password.'}
            autoComplete="new-password"
          />
          <TextField
            label="Company"
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
            label="I agree to the terms of service and privacy policy"
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || !form.agreements || !form.name || !form.email || !form.password}
          >
            {busy ? 'Creating account…' : 'Create your account'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
