import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Typography from '@mui/material/Typography';
import { queryClient } from '../../lib/query-client.ts';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { call } from '../../lib/call.ts';
import { clearToken } from '../../lib/token.ts';
import { useT } from '../../lib/i18n/index.ts';
import { AuthCard, ReturnToSignIn } from './auth-layout.tsx';

const COUNTDOWN = 5;

/** Signs out on the server, forgets the token, then counts down back to sign-in. */
export function Component() {
  const { t } = useT();
  const navigate = useNavigate();
  const [left, setLeft] = useState(COUNTDOWN);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    call(authEndpoints.signOut)
      .catch(() => undefined)
      .finally(() => {
        clearToken();
        queryClient.clear();
      });
  }, []);
  useEffect(() => {
    if (left <= 0) {
      void navigate('/sign-in', { replace: true });
      return;
    }
    const id = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(id);
  }, [left, navigate]);
  return (
    <AuthCard title={t('auth.signOut.title')}>
      <Typography data-testid="sign-out-countdown">
        {t('auth.signOut.redirecting', { count: left })}
      </Typography>
      <ReturnToSignIn go replace />
    </AuthCard>
  );
}
