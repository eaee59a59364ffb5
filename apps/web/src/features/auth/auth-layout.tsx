import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useT } from '../../lib/i18n/index.ts';

export { AuthCard, safeRedirect } from './auth-card.tsx';

/** "Return to sign in" (or "Go to sign in") under an auth card's form. */
export function ReturnToSignIn({ go, mt = 3, replace }: { go?: boolean; mt?: number; replace?: boolean }) {
  const { t } = useT();
  return (
    <Typography sx={{ mt }}>
      {t(go ? 'auth.goTo' : 'auth.returnTo')}{' '}
      <Link component={RouterLink} to="/sign-in" replace={replace}>
        {t('auth.signInLink')}
      </Link>
    </Typography>
  );
}
