import { useSearchParams } from 'react-router';
import { useUrlParamsUpdate } from '../../lib/url-params.ts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Breadcrumb, PageHeader } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { OneRosterForm } from './one-roster-form.tsx';
import { WeekFromTemplateForm } from './week-from-template-form.tsx';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

type Mode = 'day' | 'week';

/** /roster-management/list/create-roster: one location and date (?locationId=&date=), or a whole week from a template week (?mode=week). */
export function Component() {
  const { t } = useT();
  const [params] = useSearchParams();
  const updateUrl = useUrlParamsUpdate();
  const mode: Mode = params.get('mode') === 'week' ? 'week' : 'day';
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <Breadcrumb to={rosterPages.list()} list={t('rosters.board.title')} current={t('rosters.create.title')} />
      <PageHeader title={t('rosters.create.title')} subtitle={t('rosters.create.subtitle')} />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={mode}
          onChange={(_e, v: Mode) => updateUrl({ mode: v === 'week' ? 'week' : undefined })}
          variant="fullWidth"
          aria-label={t('rosters.create.modes')}
        >
          <Tab value="day" label={t('rosters.create.oneDay')} />
          <Tab value="week" label={t('rosters.create.fromTemplate')} />
        </Tabs>
      </Paper>
      {mode === 'day' ? (
        <OneRosterForm initialLocationId={params.get('locationId') ?? ''} initialDate={params.get('date') ?? ''} />
      ) : (
        <WeekFromTemplateForm />
      )}
    </Box>
  );
}
