import { Link } from 'react-router';
import { isSignedIn } from '../lib/token.ts';
import { useT } from '../lib/i18n/index.ts';

/** Public home (empty layout): where applicants and staff start. */
export function Component() {
  const { t } = useT();
  const signedIn = isSignedIn();
  return (
    <main style={{ fontFamily: 'Inter, system-ui, sans-serif', maxWidth: 640, margin: '12vh auto', padding: 24, color: '#0f172a' }}>
      <div aria-hidden style={{ width: 44, height: 44, borderRadius: 10, background: '#4f46e5', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 800, fontSize: 22 }}>
        W
      </div>
      <h1 style={{ fontSize: 36, margin: '24px 0 8px' }}>{t('app.home.title')}</h1>
      <p style={{ color: '#475569', fontSize: 18 }}>{t('app.home.tagline')}</p>
      <p style={{ display: 'flex', gap: 16, marginTop: 32 }}>
        <Link to="/register/part-timer" style={{ background: '#4f46e5', color: '#fff', padding: '10px 18px', borderRadius: 8, textDecoration: 'none', fontWeight: 600 }}>
          {t('app.home.register')}
        </Link>
        <Link to={signedIn ? '/' : '/sign-in'} style={{ padding: '10px 18px', borderRadius: 8, border: '1px solid #cbd5e1', textDecoration: 'none', color: '#0f172a', fontWeight: 600 }}>
          {signedIn ? t('app.home.openStaff') : t('app.home.staffSignIn')}
        </Link>
      </p>
    </main>
  );
}
