import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { ApiError } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { AuthCard } from './auth-layout.tsx';

/** After sign-up: "check your e-mail"; opened from the e-mailed link (?token=) it confirms. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    call(authEndpoints.confirmEmail, { body: { token } })
      .then((r) => setState({ ok: true, message: r.message ?? 'Your address is confirmed.' }))
      .catch((e) =>
        setState({ ok: false, message: e instanceof ApiError ? e.message : 'Could not reach the server. Try again.' }),
      );
  }, [token]);

  return (
    <AuthCard title={token ? 'Confirming your address' : 'Confirmation required'}>
      {token ? (
        state ? (
          <Alert severity={state.ok ? 'success' : 'error'} data-testid="confirm-result">
            {state.message}
          </Alert>
        ) : (
          <Typography>Checking the link…</Typography>
        )
      ) : (
        <Typography color="text.secondary">
          A confirmation e-mail has been sent{email ? ` to ${email}` : ''}. Open the link in it to confirm your address;
          an administrator then activates your account.
        </Typography>
      )}
      <Typography sx={{ mt: 4 }}>
        Return to{' '}
        <Link component={RouterLink} to="/sign-in">
          sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
