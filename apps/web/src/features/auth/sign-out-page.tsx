import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api.ts';
import { clearToken } from '../../lib/token.ts';

export function Component() {
  const navigate = useNavigate();
  useEffect(() => {
    api('/api/auth/sign-out', { method: 'POST' })
      .catch(() => undefined)
      .finally(() => {
        clearToken();
        navigate('/sign-in', { replace: true });
      });
  }, [navigate]);
  return <p style={{ fontFamily: 'system-ui, sans-serif', padding: 48 }}>Signing out…</p>;
}
