import { Link as RouterLink } from 'react-router';

export function Component() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 48, textAlign: 'center' }}>
      <h1>404: page not found</h1>
      <p>The page you asked for does not exist.</p>
      <RouterLink to="/">Back to the start</RouterLink>
    </main>
  );
}
