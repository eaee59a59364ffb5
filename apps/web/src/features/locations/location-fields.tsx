import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LocationBody, LocationBodyInput, LocationDetail } from '@wf/shared/contracts/locations/locations';
import type { AddressResult } from '@wf/shared/contracts/address/address';
import { AddressSearch } from '../../components/address-search.tsx';
import { useDebounced } from '../../components/management/list/list-tools.tsx';
import { FormTextField, numberOrUndefined } from '../../components/management/form/form-fields.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';

type FormControl = Control<LocationBodyInput, unknown, LocationBody>;
type FieldError = (name: keyof LocationBodyInput) => string | undefined;

type FieldsProps = {
  control: FormControl;
  readOnly: boolean;
  fieldError: FieldError;
  /** A project chosen before the page opened (?projectId=) of a new location. */
  presetProjectId?: string;
  detail?: LocationDetail;
};

/** The project a location belongs to: open projects found by code, name or client. */
function ProjectField({ control, readOnly, fieldError, presetProjectId, detail }: FieldsProps) {
  const { t } = useT();
  const [projectSearch, setProjectSearch] = useState('');
  const debounced = useDebounced(projectSearch, 300);
  const [projectLabel, setProjectLabel] = useState<string | null>(
    detail ? `${detail.projectCode} · ${detail.projectName}` : null,
  );
  // Open projects to attach a location to.
  const projects = useEndpoint(projectEndpoints.list, {
    query: { search: debounced || undefined, pageSize: 30, sort: 'code', dir: 'desc' },
  });
  const projectOptions = (projects.data?.items ?? []).filter(
    (p) => p.status !== 'completed' && p.status !== 'cancelled' && !p.archived,
  );
  // A project chosen before the page opened (?projectId=): its code and name for the field.
  const preset = useEndpoint(
    projectEndpoints.get,
    { params: { id: presetProjectId ?? '' } },
    { enabled: Boolean(presetProjectId) },
  );
  const shownProjectLabel = projectLabel ?? (preset.data ? `${preset.data.code} · ${preset.data.name}` : null);

  return (
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
                ({ id: field.value, code: '', name: shownProjectLabel ?? '', clientName: '' } as never))
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
              label={t('locations.form.project')}
              required
              error={Boolean(fieldError('projectId'))}
              helperText={fieldError('projectId') ?? t('locations.form.projectHint')}
            />
          )}
        />
      )}
    />
  );
}

/** The chosen address's postal code and coordinates, with a link to the map. */
function Coordinates({ control }: { control: FormControl }) {
  const { t } = useT();
  return (
    <Controller
      control={control}
      name="address"
      render={({ field }) => {
        const a = field.value as AddressResult | null;
        return a && typeof a.location_lat === 'number' ? (
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary">
              {t('locations.form.coordinates', {
                postalCode: a.postal_code ?? '',
                lat: a.location_lat.toFixed(5),
                lng: a.location_lng.toFixed(5),
              })}{' '}
              <Link
                href={`https://www.openstreetmap.org/?mlat=${a.location_lat}&mlon=${a.location_lng}#map=17/${a.location_lat}/${a.location_lng}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('locations.form.viewOnMap')}
              </Link>
            </Typography>
          </Grid>
        ) : (
          <></>
        );
      }}
    />
  );
}

/** The location's fields: project, name, address found by postal code, geofence, site contact, instructions. */
export function LocationFields(props: FieldsProps) {
  const { t } = useT();
  const { control, readOnly, fieldError } = props;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ProjectField {...props} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="name"
          disabled={readOnly}
          label={t('locations.form.name')}
          required
          fullWidth
          hint={t('locations.form.nameHint')}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Controller
          control={control}
          name="address"
          render={({ field }) => (
            <AddressSearch
              refuseIncomplete
              label={t('locations.form.address')}
              required
              disabled={readOnly}
              value={(field.value as AddressResult | null) ?? null}
              onChange={(v) => field.onChange(v)}
              onBlur={field.onBlur}
              error={fieldError('address')}
              helperText={t('locations.form.addressHint')}
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
          label={t('locations.form.radius')}
          fullWidth
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">{t('locations.form.meters')}</InputAdornment> },
            htmlInput: { min: 10, max: 5000, step: 10 },
          }}
          hint={t('locations.form.radiusHint')}
        />
      </Grid>
      <Coordinates control={control} />
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="siteContactName"
          disabled={readOnly}
          label={t('locations.form.siteContact')}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="siteContactPhone"
          disabled={readOnly}
          label={t('locations.form.siteContactPhone')}
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="reportingInstructions"
          disabled={readOnly}
          label={t('locations.form.instructions')}
          fullWidth
          multiline
          minRows={3}
          hint={t('locations.form.instructionsHint')}
        />
      </Grid>
    </Grid>
  );
}
