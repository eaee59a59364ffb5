import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CurrentUser } from '@wf/shared/contracts/common/user';
import { api } from '../../lib/api.ts';

/** Placeholder landing page until the staff shell lands. */
export function Component() {
  const user = useQuery({ queryKey: ['user'], queryFn: () => api<CurrentUser>('/api/common/user') });
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 48 }}>
      <h1>Project management</h1>
      {user.isPending && <p>Loading…</p>}
      {user.data && (
        <p data-testid="signed-in-as">
          Signed in as {user.data.name} ({user.data.role})
        </p>
      )}
      <Link to="/sign-out">Sign out</Link>
    </main>
  );
}
