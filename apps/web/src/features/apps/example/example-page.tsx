import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EXAMPLE_PAGE } from '@wf/shared/contracts/apps/example/menu';
import { PageHeader } from '../../../components/management/list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { shellEndpoints } from '@wf/shared/contracts/shell/endpoints';
import { useEndpoint } from '../../../lib/use-endpoint.ts';
import { NavIcon, translateNav } from '../../shell/index.ts';
import { guideSections, type GuideSection } from './example-sections.ts';

/** Sections the guide says a word about (`apps.example.about.<id>`); any other shows its links only. */
const ABOUT = new Set([
  'dashboards',
  'admin-management',
  'project-management',
  'roster-management',
  'project-location-management',
  'client-management',
  'certificate-management',
  'employee-management',
  'part-timer-management',
  'finance-management',
  'report-management',
  'data-migration',
  'settings',
  'apps',
]);
const TIPS = ['search', 'shortcuts', 'inbox', 'language'] as const;
/** The menu groups' icons (the served groups carry none; the compact menu's are the same). */
const GROUP_ICONS: Record<string, string> = { dashboards: 'dashboard', apps: 'apps' };

/** /example: what the app is for and where a new staff user finds their work: only the sections of their role's menu. */
export function Component() {
  const { t } = useT();
  const nav = useEndpoint(shellEndpoints.navigation);
  const sections = nav.data ? guideSections(translateNav(nav.data.default, t), EXAMPLE_PAGE) : [];
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100 }}>
      <PageHeader title={t('apps.example.title')} subtitle={t('apps.example.intro')} />
      {nav.isPending && <LinearProgress aria-label={t('apps.example.loading')} />}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('apps.example.yourSections')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        data-testid="guide-sections"
      >
        {sections.map((s) => (
          <SectionCard key={s.id} s={s} />
        ))}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('apps.example.tipsTitle')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0 }}>
        {TIPS.map((k) => (
          <Typography component="li" key={k} sx={{ mb: 0.5 }}>
            {t(`apps.example.tips.${k}`)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function SectionCard({ s }: { s: GuideSection }) {
  const { t } = useT();
  return (
    <Card variant="outlined" component="section" aria-labelledby={`guide-${s.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <NavIcon name={s.icon ?? GROUP_ICONS[s.id] ?? 'bookmark'} color="primary" fontSize="small" />
          <Typography variant="subtitle1" component="h3" id={`guide-${s.id}`} sx={{ fontWeight: 700 }}>
            {s.title}
          </Typography>
        </Stack>
        {ABOUT.has(s.id) && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t(`apps.example.about.${s.id}`)}
          </Typography>
        )}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {s.links.map((l) => (
            <Link key={l.id} component={RouterLink} to={l.link}>
              {l.title}
            </Link>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
