import { Outlet, Link as RouterLink, useLocation, useMatches } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { mayOpenPage } from '@wf/shared/contracts/shell/page-access';
import type { PageHandle } from '../../lib/feature.ts';
import { STAFF_MENU } from '../../lib/staff-menu.ts';
import { useRole } from '../../lib/use-can.ts';
import { useT } from './shell-context.tsx';

/**
 * Every management page passes here: a page of another role, opened by its URL, shows an
 * access-denied page, never the page itself with its requests refused. A built page's route
 * carries what it needs (its feature descriptor's `needs`: endpoint definitions, the same the
 * server enforces); a page not built yet follows the menu (mayOpenPage). The server still checks
 * every request.
 */
export function Component() {
  const role = useRole();
  const { pathname } = useLocation();
  const needs = (useMatches().at(-1)?.handle as PageHandle | undefined)?.needs;
  if (role && !mayOpenPage(role, pathname, needs, STAFF_MENU)) return <AccessDenied />;
  return <Outlet />;
}

function AccessDenied() {
  const { t } = useT();
  return (
    <Box
      sx={{ p: { xs: 3, md: 6 }, display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center' }}
      data-testid="access-denied"
    >
      <Box>
        <LockIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
        <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 700 }}>
          {t('shell.accessDenied')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 480 }}>
          {t('shell.accessDeniedText')}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
          {t('shell.accessDeniedBack')}
        </Button>
      </Box>
    </Box>
  );
}
