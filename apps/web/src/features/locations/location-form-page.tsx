import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  locationBody,
  DEFAULT_GEOFENCE_RADIUS_M,
  type LocationBody,
  type LocationBodyInput,
  type LocationDetail,
} from '@wf/shared/contracts/locations/locations';
import type { AddressResult } from '@wf/shared/contracts/address/address';
import { AddressSearch } from '../../components/address-search.tsx';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { Breadcrumb, messageText, useDebounced } from '../../components/management/list-tools.tsx';
import { useCan } from '../../lib/use-can.ts';
import { FormTextField, numberOrUndefined, recordLoadState } from '../../components/management/form-fields.tsx';
import { ConfirmDialog } from '../../components/management/confirm-dialog.tsx';
import { applyServerErrors } from '../../components/management/form-errors.ts';
import { locationKeys, locationsApi } from './locations-api.ts';
import { FormPageLayout } from '../../components/management/form-page.tsx';

function toForm(l: LocationDetail): LocationBodyInput {
  return {
    projectId: l.projectId,
    name: l.name,
    address: l.address as LocationBodyInput['address'],
    geofenceRadiusM: l.geofenceRadiusM,
    siteContactName: l.siteContactName ?? '',
    siteContactPhone: l.siteContactPhone ?? '',
    reportingInstructions: l.reportingInstructions ?? '',
  };
}

/** /project-location-management/list/create-location and /project-location-management/list/:id (view and edit). */
export function Component() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const existing = useQuery({
    queryKey: locationKeys.detail(id ?? ''),
    queryFn: () => locationsApi.get(id!),
    enabled: Boolean(id),
  });
  const wait = recordLoadState(existing, 'Loading location', Boolean(id));
  if (wait) return wait;
  const initial: LocationBodyInput = existing.data
    ? toForm(existing.data)
    : {
        projectId: params.get('projectId') ?? '',
        name: '',
        address: null as never,
        geofenceRadiusM: DEFAULT_GEOFENCE_RADIUS_M,
        siteContactName: '',
        siteContactPhone: '',
        reportingInstructions: '',
      };
  return <LocationForm key={id ?? 'new'} id={id} initial={initial} detail={existing.data} />;
}

function LocationForm({ id, initial, detail }: { id?: string; initial: LocationBodyInput; detail?: LocationDetail }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const can = useCan();
  const readOnly = !can(id ? locationEndpoints.update : locationEndpoints.create);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState<'archive' | 'unarchive' | 'delete' | null>(null);
  const [projectSearch, setProjectSearch] = useState('');
  const debounced = useDebounced(projectSearch, 300);
  const [projectLabel, setProjectLabel] = useState<string | null>(
    detail ? `${detail.projectCode} · ${detail.projectName}` : null,
  );
  const projects = useQuery({
    queryKey: locationKeys.projectOptions(debounced),
    queryFn: () => locationsApi.projectOptions(debounced),
  });
  const projectOptions = (projects.data?.items ?? []).filter(
    (p) => p.status !== 'completed' && p.status !== 'cancelled' && !p.archived,
  );
  // A project chosen before the page opened (?projectId=): its code and name for the field.
  const preset = useQuery({
    queryKey: ['locations', 'preset-project', initial.projectId],
    queryFn: () => locationsApi.project(initial.projectId),
    enabled: !id && Boolean(initial.projectId),
  });
  const shownProjectLabel = projectLabel ?? (preset.data ? `${preset.data.code} · ${preset.data.name}` : null);

  const { control, handleSubmit, setError, formState, reset } = useForm<LocationBodyInput, unknown, LocationBody>({
    resolver: zodResolver(locationBody),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const save = useMutation({
    mutationFn: (body: LocationBody) => (id ? locationsApi.update(id, body) : locationsApi.create(body)),
    onSuccess: (l) => {
      void qc.invalidateQueries({ queryKey: locationKeys.all });
      void qc.invalidateQueries({ queryKey: ['projects'] });
      if (id) {
        qc.setQueryData(locationKeys.detail(id), l);
        reset(toForm(l));
        setSaved(true);
      } else void navigate(`/project-location-management/list/${l.id}`, { replace: true });
    },
    onError: (err) => setFormError(applyServerErrors(err, setError, (n) => n !== '_')),
  });
  const fieldError = (name: keyof LocationBodyInput) =>
    messageText(formState.errors[name]?.message as string | undefined);

  const run = async () => {
    if (pending === 'delete') {
      await locationsApi.remove(id!);
      await qc.invalidateQueries({ queryKey: locationKeys.all });
      void navigate('/project-location-management/list', { replace: true });
      return;
    }
    const l = await locationsApi.archive(id!, pending === 'archive');
    qc.setQueryData(locationKeys.detail(id!), l);
    await qc.invalidateQueries({ queryKey: locationKeys.all });
  };

  return (
    <FormPageLayout
      onSubmit={handleSubmit((v) => {
        setFormError(null);
        setSaved(false);
        save.mutate(v);
      })}
      maxWidth={1000}
      breadcrumb={
        <Breadcrumb to="/project-location-management/list" list="Project locations" current={detail?.name ?? 'New'} />
      }
      title={
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <span>{detail ? detail.name : 'New location'}</span>
          {detail?.archived && <Chip label="Archived" variant="outlined" />}
        </Stack>
      }
      subtitle={
        detail
          ? `${detail.projectCode} · ${detail.projectName} · ${detail.clientName}`
          : 'Find the address by postal code; coordinates come with it.'
      }
      headerActions={
        id && !readOnly ? (
          <>
            <Button onClick={() => setPending(detail?.archived ? 'unarchive' : 'archive')}>
              {detail?.archived ? 'Unarchive' : 'Archive'}
            </Button>
            <Button color="error" onClick={() => setPending('delete')}>
              Delete
            </Button>
          </>
        ) : null
      }
      notice={
        saved && (
          <Alert severity="success" sx={{ mb: 2 }}>
            Location saved.
          </Alert>
        )
      }
      formError={formError}
      cancelTo="/project-location-management/list"
      cancelLabel="Back"
      submitLabel={id ? 'Save changes' : 'Create location'}
      submitDisabled={save.isPending}
      hideActions={readOnly}
      after={
        pending && (
          <ConfirmDialog
            open
            title={
              pending === 'delete'
                ? 'Delete this location?'
                : pending === 'archive'
                  ? 'Archive this location?'
                  : 'Unarchive this location?'
            }
            text={
              pending === 'delete'
                ? 'It is removed for good. A location used by rosters cannot be deleted; archive it instead.'
                : pending === 'archive'
                  ? 'It leaves the lists and keeps its history.'
                  : 'It shows in the lists again.'
            }
            confirmLabel={pending === 'delete' ? 'Delete' : pending === 'archive' ? 'Archive' : 'Unarchive'}
            danger={pending === 'delete'}
            onConfirm={run}
            onClose={() => setPending(null)}
          />
        )
      }
    >
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="projectId"
              render={({ field }) => (
                <Autocomplete
                  disabled={readOnly}
                  options={projectOptions}
                  getOptionLabel={(o) => (o.code ? `${o.code} · ${o.name} (${o.clientName})` : o.name)}
                  filterOptions={(x) => x}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  value={
                    field.value
                      ? (projectOptions.find((p) => p.id === field.value) ??
                        ({
                          id: field.value,
                          code: '',
                          name: shownProjectLabel ?? '',
                          clientName: '',
                        } as never))
                      : null
                  }
                  onInputChange={(_e, v, r) => r === 'input' && setProjectSearch(v)}
                  onChange={(_e, v) => {
                    setProjectLabel(v ? `${v.code} · ${v.name}` : null);
                    field.onChange(v?.id ?? '');
                  }}
                  onBlur={field.onBlur}
                  renderInput={(p) => (
                    <TextField
                      {...p}
                      label="Project"
                      required
                      error={Boolean(fieldError('projectId'))}
                      helperText={fieldError('projectId') ?? 'Open projects; type a code, name or client'}
                    />
                  )}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="name"
              disabled={readOnly}
              label="Location name"
              required
              fullWidth
              hint="e.g. Main kitchen, Hall B loading bay"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Controller
              control={control}
              name="address"
              render={({ field }) => (
                <AddressSearch
                  label="Address"
                  required
                  disabled={readOnly}
                  value={(field.value as AddressResult | null) ?? null}
                  onChange={(v) => field.onChange(v)}
                  onBlur={field.onBlur}
                  error={fieldError('address')}
                  helperText="Type the postal code (e.g. 018956) or street"
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField
              control={control}
              name="geofenceRadiusM"
              disabled={readOnly}
              parse={numberOrUndefined}
              type="number"
              label="Geofence radius"
              fullWidth
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">m</InputAdornment> },
                htmlInput: { min: 10, max: 5000, step: 10 },
              }}
              hint="Clock-ins count within this distance (10–5000 m)"
            />
          </Grid>
          <Controller
            control={control}
            name="address"
            render={({ field }) => {
              const a = field.value as AddressResult | null;
              return a && typeof a.location_lat === 'number' ? (
                <Grid size={12}>
                  <Typography variant="body2" color="text.secondary">
                    Postal code {a.postal_code} · {a.location_lat.toFixed(5)}, {a.location_lng.toFixed(5)}{' '}
                    <Link
                      href={`https://www.openstreetmap.org/?mlat=${a.location_lat}&mlon=${a.location_lng}#map=17/${a.location_lat}/${a.location_lng}`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      View on map
                    </Link>
                  </Typography>
                </Grid>
              ) : (
                <></>
              );
            }}
          />
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="siteContactName"
              disabled={readOnly}
              label="Site contact"
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="siteContactPhone"
              disabled={readOnly}
              label="Site contact phone"
              fullWidth
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="reportingInstructions"
              disabled={readOnly}
              label="Reporting instructions"
              fullWidth
              multiline
              minRows={3}
              hint="Where to report, what to wear, who to ask for"
            />
          </Grid>
        </Grid>
      </Paper>
    </FormPageLayout>
  );
}
