import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { ApiError } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { useT } from '../../lib/i18n/index.ts';
import { AuthCard, ReturnToSignIn } from './auth-layout.tsx';

/** After sign-up: "check your e-mail"; opened from the e-mailed link (?token=) it confirms. */
export function Component() {
  const { t } = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    call(authEndpoints.confirmEmail, { body: { token } })
      .then((r) => setState({ ok: true, message: r.message ?? t('auth.confirmation.confirmed') }))
      .catch((e) =>
        setState({ ok: false, message: e instanceof ApiError ? e.message : t('auth.serverUnreachable') }),
      );
  }, [token, t]);

  return (
    <AuthCard title={t(token ? 'auth.confirmation.confirming' : 'auth.confirmation.required')}>
      {token ? (
        state ? (
          <Alert severity={state.ok ? 'success' : 'error'} data-testid="confirm-result">
            {state.message}
          </Alert>
        ) : (
          <Typography>{t('auth.confirmation.checking')}</Typography>
        )
      ) : (
        <Typography color="text.secondary">
          {email ? t('auth.confirmation.sentTo', { email }) : t('auth.confirmation.sent')}
        </Typography>
      )}
      <ReturnToSignIn mt={4} />
    </AuthCard>
  );
}
