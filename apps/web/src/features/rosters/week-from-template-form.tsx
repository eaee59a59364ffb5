import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RosterCopyResult } from '@wf/shared/contracts/rosters/rosters';
import { DateField } from '../../components/date-field.tsx';
import { formatDate } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { ROSTER_LISTS } from './roster-changes.ts';
import { rosterErrorText } from './roster-errors.ts';
import { addDays, dayLabel, isCalendarDate, mondayOf, todaySgt } from './roster-dates.ts';
import { CopyResultView } from './copy-result.tsx';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

/** A whole week at once: every roster of a template week copied into another week (drafts). */
export function WeekFromTemplateForm() {
  const { t, lang } = useT();
  const thisMonday = mondayOf(todaySgt());
  const [source, setSource] = useState<string | null>(addDays(thisMonday, -7));
  const [target, setTarget] = useState<string | null>(addDays(thisMonday, 7));
  const [withAssignments, setWithAssignments] = useState(false);
  const [result, setResult] = useState<RosterCopyResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useEndpointMutation(rosterEndpoints.fromWeek, { invalidates: ROSTER_LISTS, awaitRefetch: false });
  const valid = isCalendarDate(source) && isCalendarDate(target) && mondayOf(source) !== mondayOf(target);
  const week = (d: string | null) =>
    isCalendarDate(d) ? t('rosters.create.weekOf', { from: dayLabel(mondayOf(d), lang, false), to: dayLabel(addDays(mondayOf(d), 6), lang, false) }) : undefined;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography sx={{ mb: 2 }} color="text.secondary">
          {t('rosters.create.templateIntro')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateField label={t('rosters.create.templateWeek')} value={source} onChange={setSource} helperText={week(source)} sx={{ flex: 1 }} />
          <DateField label={t('rosters.create.targetWeek')} value={target} onChange={setTarget} helperText={week(target)} sx={{ flex: 1 }} />
        </Stack>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox checked={withAssignments} onChange={(e) => setWithAssignments(e.target.checked)} />}
          label={t('rosters.create.includeAssignments')}
        />
        {isCalendarDate(source) && isCalendarDate(target) && mondayOf(source) === mondayOf(target) && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('rosters.create.sameWeek')}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button
            variant="contained"
            disabled={!valid || run.isPending}
            onClick={() => {
              setError(null);
              setResult(null);
              run.mutate(
                { body: { sourceWeek: source!, targetWeek: target!, includeAssignments: withAssignments } },
                { onSuccess: setResult, onError: (err) => setError(rosterErrorText(err, t)) },
              );
            }}
          >
            {t('rosters.create.createWeek')}
          </Button>
        </Box>
      </Paper>
      {result && isCalendarDate(target) && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} role="status">
          <CopyResultView result={result} />
          <Link component={RouterLink} to={rosterPages.list({ date: mondayOf(target) })} sx={{ display: 'inline-block', mt: 1 }}>
            {t('rosters.create.openWeek', { date: formatDate(mondayOf(target)) })}
          </Link>
        </Paper>
      )}
    </Stack>
  );
}
