import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthReply } from '@wf/shared/contracts/auth/auth';
import { api, ApiError } from '../../lib/api.ts';
import { setToken } from '../../lib/token.ts';

/** Sign-in: e-mail and password; back to redirectURL afterwards. */
export function Component() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const reply = await api<AuthReply>('/api/auth/sign-in', { method: 'POST', body: { email, password } });
      setToken(reply.accessToken);
      const target = params.get('redirectURL');
      navigate(target && target.startsWith('/') && !target.startsWith('//') ? target : '/', { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Could not reach the server. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 360, margin: '10vh auto', padding: 24 }}>
      <h1>Sign in</h1>
      <form onSubmit={submit} noValidate>
        <p>
          <label htmlFor="email">Email address</label>
          <br />
          <input id="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required style={{ width: '100%' }} />
        </p>
        <p>
          <label htmlFor="password">Password</label>
          <br />
          <input id="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required style={{ width: '100%' }} />
        </p>
        {error && <p role="alert" style={{ color: '#b91c1c' }}>{error}</p>}
        <button type="submit" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</button>
      </form>
    </main>
  );
}
