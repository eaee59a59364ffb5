import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { rosterCreateBody, type RosterCreateBody } from '@wf/shared/contracts/rosters/rosters';
import { DateField } from '../../components/date-field.tsx';
import { fieldErrorText } from '../../components/management/form/form-fields.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { useCreateRoster } from './roster-changes.ts';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { existingRosterId, rosterErrorText } from './roster-errors.ts';
import { ShiftFields, newShift, type ShiftsForm } from './shift-fields.tsx';
import { LocationPicker, type LocationOption } from './location-picker.tsx';
import { isCalendarDate } from './roster-dates.ts';
import { rosterPath } from './board-week.tsx';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

type Form = RosterCreateBody & ShiftsForm;

const LOCATION_FIELD = 'locationId';

/** One roster: a location, a date and its shifts (the project's positions). Saved as a draft. */
export function OneRosterForm({ initialLocationId, initialDate }: { initialLocationId: string; initialDate: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [location, setLocation] = useState<LocationOption | null>(null);
  const locationId = location?.id ?? initialLocationId;
  // The same cache entry as the location's own page (GET /api/locations/:id).
  const detail = useEndpoint(locationEndpoints.get, { params: { id: locationId } }, { enabled: Boolean(locationId) });
  const project = useEndpoint(
    projectEndpoints.get,
    { params: { id: detail.data?.projectId ?? '' } },
    { enabled: Boolean(detail.data?.projectId) },
  );
  const positions = project.data?.positions ?? [];
  const shown: LocationOption | null =
    location ??
    (detail.data
      ? { id: detail.data.id, name: detail.data.name, projectCode: detail.data.projectCode, clientName: detail.data.clientName }
      : null);

  const { control, handleSubmit, formState, setValue, getValues } = useForm<Form, unknown, RosterCreateBody>({
    resolver: zodResolver(rosterCreateBody) as never,
    defaultValues: { locationId, date: isCalendarDate(initialDate) ? initialDate : '', notes: '', shifts: [] },
  });
  const create = useCreateRoster();
  const [error, setError] = useState<{ text: string; existing: string | null } | null>(null);
  // The first shift appears once the project's positions are known.
  const projectId = project.data?.id;
  useEffect(() => {
    if (project.data && project.data.positions.length > 0 && getValues('shifts').length === 0)
      setValue('shifts', [newShift(project.data.positions)]);
  }, [projectId, project.data, getValues, setValue]);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((body) => {
        setError(null);
        create.mutate({ body }, {
          onSuccess: (r) => void navigate(rosterPath(r.id)),
          onError: (err) => setError({ text: rosterErrorText(err, t), existing: existingRosterId(err) }),
        });
      })}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ flex: 2 }}>
            <LocationPicker
              value={shown}
              onChange={(v) => {
                setLocation(v);
                setValue('locationId', v?.id ?? '', { shouldValidate: formState.isSubmitted });
                setValue('shifts', []);
              }}
              error={Boolean(formState.errors.locationId)}
              helperText={fieldErrorText(formState.errors, LOCATION_FIELD, t)}
            />
            {detail.data && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {detail.data.projectName} · {detail.data.formattedAddress}
              </Typography>
            )}
          </Box>
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DateField
                label={t('rosters.create.date')}
                required
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={Boolean(formState.errors.date)}
                helperText={fieldErrorText(formState.errors, 'date', t)}
                sx={{ flex: 1 }}
              />
            )}
          />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('rosters.shifts.title')}
        </Typography>
        {!locationId ? (
          <Typography color="text.secondary">{t('rosters.create.pickLocationFirst')}</Typography>
        ) : (
          <ShiftFields control={control} errors={formState.errors} positions={positions} showsPay={project.data?.showsPay ?? true} />
        )}
        <Controller
          control={control}
          name="notes"
          render={({ field }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              label={t('rosters.create.notes')}
              fullWidth
              multiline
              minRows={2}
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          )}
        />
      </Paper>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.text}{' '}
          {error.existing && (
            <Link component={RouterLink} to={rosterPath(error.existing)}>
              {t('rosters.create.openExisting')}
            </Link>
          )}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={rosterPages.list()}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t('rosters.create.saveDraft')}
        </Button>
      </Stack>
    </Box>
  );
}
