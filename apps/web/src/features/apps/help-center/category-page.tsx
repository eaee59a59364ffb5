import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { helpCenterPages } from '@wf/shared/contracts/apps/help-center/pages';
import { useT } from '../../../lib/i18n/index.ts';
import { LoadErrorAlert } from '../../../components/management/list/list-toolbar.tsx';
import { LoadingBar } from '../../../components/loading-bar.tsx';
import { helpCenterEndpoints as e } from '@wf/shared/contracts/apps/help-center/endpoints';
import { useEndpoint } from '../../../lib/use-endpoint.ts';
import { HelpBreadcrumb } from './help-breadcrumb.tsx';

/** /apps/help-center/guides/:category: every guide of one category. */
export function Component() {
  const { t } = useT();
  const { category = '' } = useParams();
  const q = useEndpoint(e.guides, { query: { slug: category } });
  const c = q.data?.[0];
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 880 }}>
      {c && <HelpBreadcrumb crumbs={[{ label: c.title }]} />}
      {q.isPending && <LoadingBar />}
      <LoadErrorAlert query={q}>{t('apps.help-center.loadError')}</LoadErrorAlert>
      {c && (
        <>
          <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
            {c.title}
          </Typography>
          <Paper variant="outlined">
            <List>
              {c.guides.map((g) => (
                <ListItemButton key={g.id} component={RouterLink} to={helpCenterPages.guide(c.slug, g.slug)}>
                  <ListItemText primary={g.title} secondary={g.subtitle} />
                </ListItemButton>
              ))}
            </List>
          </Paper>
        </>
      )}
    </Box>
  );
}
