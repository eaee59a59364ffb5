import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { helpCenterPages } from '@wf/shared/contracts/apps/help-center/pages';
import { useT } from '../../../lib/i18n/index.ts';
import { LoadErrorAlert } from '../../../components/management/list/list-toolbar.tsx';
import { LoadingBar } from '../../../components/loading-bar.tsx';
import { helpCenterEndpoints as e } from '@wf/shared/contracts/apps/help-center/endpoints';
import { useEndpoint } from '../../../lib/use-endpoint.ts';
import { helpHtml } from './guide-html.ts';
import { HelpBreadcrumb } from './help-breadcrumb.tsx';

/** /apps/help-center/guides/:category/:guide: one guide with its content. */
export function Component() {
  const { t } = useT();
  const { category = '', guide = '' } = useParams();
  const q = useEndpoint(e.guide, { query: { categorySlug: category, guideSlug: guide } });
  const g = q.data?.guides[0];
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 880 }}>
      {q.data && g && (
        <HelpBreadcrumb
          crumbs={[{ label: q.data.title, to: helpCenterPages.category(q.data.slug) }, { label: g.title }]}
        />
      )}
      {q.isPending && <LoadingBar />}
      <LoadErrorAlert query={q}>{t('apps.help-center.guideMissing')}</LoadErrorAlert>
      {g && (
        <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 4 } }}>
          <Typography variant="h4" component="h1">
            {g.title}
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 3 }}>
            {g.subtitle}
          </Typography>
          <Box
            sx={{
              '& h2': { typography: 'h6', mt: 3 },
              '& h3': { typography: 'subtitle1', fontWeight: 600 },
              '& li': { mb: 0.5 },
              lineHeight: 1.7,
            }}
            dangerouslySetInnerHTML={helpHtml(g.content)}
          />
        </Paper>
      )}
    </Box>
  );
}
