import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { queryClient } from '../../lib/query-client.ts';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { call } from '../../lib/call.ts';
import { clearToken } from '../../lib/token.ts';
import { AuthCard } from './auth-layout.tsx';

const COUNTDOWN = 5;

/** Signs out on the server, forgets the token, then counts down back to sign-in. */
export function Component() {
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
    <AuthCard title="You have signed out!">
      <Typography data-testid="sign-out-countdown">
        Redirecting in {left} {left === 1 ? 'second' : 'seconds'}.
      </Typography>
      <Typography sx={{ mt: 3 }}>
        Go to{' '}
        <Link component={RouterLink} to="/sign-in" replace>
          sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
