import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { helpCenterEndpoints } from '@wf/shared/contracts/apps/help-center/endpoints';
import { helpCenterPages } from '@wf/shared/contracts/apps/help-center/pages';
import { useT } from '../../../lib/i18n/index.ts';
import { useCan } from '../../../lib/use-can.ts';
import { ListPage, LoadErrorAlert } from '../../../components/management/list/list-toolbar.tsx';
import { LoadingBar } from '../../../components/loading-bar.tsx';
import { helpCenterEndpoints as e } from '@wf/shared/contracts/apps/help-center/endpoints';
import { useEndpoint } from '../../../lib/use-endpoint.ts';
import { FaqList } from './faq-list.tsx';

/** /apps/help-center: the FAQs by category and the guide categories with their first guides. */
export function Component() {
  const { t } = useT();
  const can = useCan();
  const faqs = useEndpoint(e.faqs, { query: {} });
  const guides = useEndpoint(e.guides, { query: {} });
  return (
    <ListPage
      title={t('apps.help-center.title')}
      subtitle={t('apps.help-center.subtitle')}
      actions={
        can(helpCenterEndpoints.createGuide) && (
          <Button variant="outlined" startIcon={<EditIcon />} component={RouterLink} to={helpCenterPages.edit}>
            {t('apps.help-center.edit')}
          </Button>
        )
      }
    >
      {(faqs.isPending || guides.isPending) && <LoadingBar />}
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('apps.help-center.guides')}
      </Typography>
      <LoadErrorAlert query={guides}>{t('apps.help-center.loadError')}</LoadErrorAlert>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {guides.data?.map((c) => (
          <Grid key={c.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                  {c.title}
                </Typography>
                <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {c.guides.map((g) => (
                    <li key={g.id}>
                      <Link component={RouterLink} to={helpCenterPages.guide(c.slug, g.slug)} underline="hover">
                        {g.title}
                      </Link>
                    </li>
                  ))}
                </Stack>
                {(c.totalGuides ?? 0) > c.guides.length && (
                  <Link
                    component={RouterLink}
                    to={helpCenterPages.category(c.slug)}
                    sx={{ display: 'inline-block', mt: 1 }}
                  >
                    {t('apps.help-center.allGuides', { count: c.totalGuides ?? 0 })}
                  </Link>
                )}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('apps.help-center.faqs')}
      </Typography>
      <LoadErrorAlert query={faqs}>{t('apps.help-center.loadError')}</LoadErrorAlert>
      {faqs.data && <FaqList categories={faqs.data} />}
    </ListPage>
  );
}
