import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { helpCenterPages } from '@wf/shared/contracts/apps/help-center/pages';
import { useT } from '../../../lib/i18n/index.ts';

/** Help center › category › guide: every crumb but the last is a link. */
export function HelpBreadcrumb({ crumbs }: { crumbs: ReadonlyArray<{ label: string; to?: string }> }) {
  const { t } = useT();
  const all = [{ label: t('apps.help-center.title'), to: helpCenterPages.home }, ...crumbs];
  return (
    <Breadcrumbs aria-label={t('apps.help-center.path')} sx={{ mb: 2 }}>
      {all.map((c, i) =>
        i < all.length - 1 && c.to ? (
          <Link key={c.label} component={RouterLink} to={c.to} underline="hover" color="inherit">
            {c.label}
          </Link>
        ) : (
          <Typography key={c.label} color="text.primary" aria-current="page">
            {c.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
