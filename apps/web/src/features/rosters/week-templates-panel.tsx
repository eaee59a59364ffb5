import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { WeekTemplateRow } from '@wf/shared/contracts/rosters/week-plan';
import { WEEK_PLAN_ERROR_CODES } from '@wf/shared/contracts/rosters/week-plan';
import { formatDate } from '@wf/shared/domain/format';
import { DateField } from '../../components/date-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useT, type TFunction } from '../../lib/i18n/index.ts';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { rosterErrorText } from './roster-errors.ts';
import { addDays, isCalendarDate, mondayOf, todaySgt } from './roster-dates.ts';
import { LocationPicker, type LocationOption } from './location-picker.tsx';

const templateError = (err: unknown, t: TFunction) =>
  err instanceof ApiError && err.code === WEEK_PLAN_ERROR_CODES.templateNameTaken
    ? t('rosters.planner.errors.nameTaken')
    : err instanceof ApiError && err.code === WEEK_PLAN_ERROR_CODES.weekEmpty
      ? t('rosters.planner.errors.weekEmpty')
      : rosterErrorText(err, t);

function TemplateItem({ row }: { row: WeekTemplateRow }) {
  const { t } = useT();
  const [name, setName] = useState<string | null>(null);
  const rename = useEndpointMutation(rosterEndpoints.renameWeekTemplate, { invalidates: [rosterEndpoints.weekTemplates] });
  const remove = useEndpointMutation(rosterEndpoints.deleteWeekTemplate, { invalidates: [rosterEndpoints.weekTemplates] });
  const [asking, setAsking] = useState(false);
  const days = [...new Set(row.shifts.map((s) => s.weekday))].map((d) => t(`rosters.planner.weekday.${d}`)).join(', ');
  const error = rename.error ?? remove.error;
  return (
    <ListItem divider aria-label={row.name} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {name === null ? (
        <ListItemText
          primary={`${row.name} · ${row.locationName}`}
          secondary={t('rosters.planner.templateSummary', { shifts: row.shifts.length, headcount: row.headcount, days, week: formatDate(row.sourceWeek) })}
        />
      ) : (
        <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'center' }}>
          <TextField size="small" label={t('rosters.planner.templateName')} value={name} onChange={(e) => setName(e.target.value)} autoFocus sx={{ flex: 1 }} />
          <Button onClick={() => rename.mutate({ params: { id: row.id }, body: { name: name.trim() } }, { onSuccess: () => setName(null) })} disabled={!name.trim() || rename.isPending}>
            {t('rosters.planner.rename')}
          </Button>
          <Button onClick={() => setName(null)}>{t('common.cancel')}</Button>
        </Stack>
      )}
      {name === null && !asking && (
        <Stack direction="row">
          <Tooltip title={t('rosters.planner.renameNamed', { name: row.name })}>
            <IconButton aria-label={t('rosters.planner.renameNamed', { name: row.name })} onClick={() => setName(row.name)}>
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('rosters.planner.deleteNamed', { name: row.name })}>
            <IconButton aria-label={t('rosters.planner.deleteNamed', { name: row.name })} onClick={() => setAsking(true)}>
              <DeleteOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
      {asking && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">{t('rosters.planner.deleteAsk')}</Typography>
          <Button color="error" onClick={() => remove.mutate({ params: { id: row.id } })} disabled={remove.isPending}>
            {t('rosters.planner.delete')}
          </Button>
          <Button onClick={() => setAsking(false)}>{t('common.cancel')}</Button>
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {templateError(error, t)}
        </Alert>
      )}
    </ListItem>
  );
}

/** Saved week templates: save a location's week under a name; rename or delete one. */
export function WeekTemplatesPanel({ locations }: { locations: LocationOption[] }) {
  const { t } = useT();
  const list = useEndpoint(rosterEndpoints.weekTemplates, { query: {} });
  const [location, setLocation] = useState<LocationOption | null>(locations[0] ?? null);
  const [week, setWeek] = useState<string | null>(addDays(mondayOf(todaySgt()), -7));
  const [name, setName] = useState('');
  const save = useEndpointMutation(rosterEndpoints.saveWeekTemplate, { invalidates: [rosterEndpoints.weekTemplates] });
  const rows = (list.data?.items ?? []).filter((x) => !locations.length || locations.some((l) => l.id === x.locationId));
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('rosters.planner.saveTitle')}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('rosters.planner.saveTitle')}
        </Typography>
        <Stack spacing={2}>
          <LocationPicker value={location} onChange={setLocation} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField label={t('rosters.planner.saveWeek')} value={week} onChange={setWeek} sx={{ flex: 1 }}
              helperText={isCalendarDate(week) ? t('rosters.planner.weekRange', { from: formatDate(mondayOf(week)), to: formatDate(addDays(mondayOf(week), 6)) }) : undefined} />
            <TextField label={t('rosters.planner.templateName')} value={name} onChange={(e) => setName(e.target.value)} required sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 100 } }} />
          </Stack>
          {save.error && <Alert severity="error">{templateError(save.error, t)}</Alert>}
          {save.data && <Alert severity="success">{t('rosters.planner.saved', { name: save.data.name })}</Alert>}
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-end' }}
            disabled={!location || !isCalendarDate(week) || !name.trim() || save.isPending}
            onClick={() => location && week && save.mutate({ body: { locationId: location.id, week, name: name.trim() } }, { onSuccess: () => setName('') })}
          >
            {t('rosters.planner.save')}
          </Button>
        </Stack>
      </Paper>
      <section aria-label={t('rosters.planner.templatesTitle')}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('rosters.planner.templatesTitle')}
        </Typography>
        {list.isPending && <LinearProgress aria-label={t('rosters.planner.loading')} />}
        {list.error && <Alert severity="error">{rosterErrorText(list.error, t)}</Alert>}
        {list.isSuccess && rows.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('rosters.planner.noTemplates')}
          </Typography>
        )}
        <List aria-label={t('rosters.planner.templatesTitle')}>
          {rows.map((r) => (
            <TemplateItem key={r.id} row={r} />
          ))}
        </List>
      </section>
    </Stack>
  );
}
