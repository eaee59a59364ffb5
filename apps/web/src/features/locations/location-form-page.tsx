import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  locationBody,
  DEFAULT_GEOFENCE_RADIUS_M,
  type LocationBody,
  type LocationBodyInput,
  type LocationDetail,
} from '@wf/shared/contracts/locations/locations';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { Breadcrumb } from '../../components/management/list/list-tools.tsx';
import { useCan } from '../../lib/use-can.ts';
import { useMessageText, useT } from '../../lib/i18n/index.ts';
import { recordLoadState } from '../../components/management/form/form-fields.tsx';
import { applyServerErrors } from '../../components/management/form/form-errors.ts';
import { FormPageLayout } from '../../components/management/form/form-page.tsx';
import { locationEndpoints as e } from '@wf/shared/contracts/locations/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { useSaveLocation } from './location-cache.ts';
import { LocationFields } from './location-fields.tsx';
import { LocationRecordActions } from './location-actions.tsx';
import { LocationRegulars } from '../rosters/index.ts';
import { locationPages } from '@wf/shared/contracts/locations/pages';

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
  const { t } = useT();
  const { id } = useParams();
  const [params] = useSearchParams();
  const existing = useEndpoint(e.get, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
  const wait = recordLoadState(existing, t('locations.form.loading'), Boolean(id));
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
  return (
    <>
      <LocationForm key={id ?? 'new'} id={id} initial={initial} detail={existing.data} />
      {existing.data && (
        // The regulars are their own list (not fields of the form): below it, outside the <form>.
        <Box sx={{ px: { xs: 2, md: 4 }, pb: 4, maxWidth: 1000 }}>
          <LocationRegulars locationId={existing.data.id} projectId={existing.data.projectId} />
        </Box>
      )}
    </>
  );
}

function LocationForm({ id, initial, detail }: { id?: string; initial: LocationBodyInput; detail?: LocationDetail }) {
  const { t } = useT();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const can = useCan();
  const readOnly = !can(id ? locationEndpoints.update : locationEndpoints.create);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const { control, handleSubmit, setError, formState, reset } = useForm<LocationBodyInput, unknown, LocationBody>({
    resolver: zodResolver(locationBody),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const save = useSaveLocation(id);
  const fieldError = (name: keyof LocationBodyInput) =>
    messageText(formState.errors[name]?.message as string | undefined);

  return (
    <FormPageLayout
      onSubmit={handleSubmit((v) => {
        setFormError(null);
        setSaved(false);
        save.mutate(v, {
          onSuccess: (l) => {
            if (id) {
              reset(toForm(l));
              setSaved(true);
            } else void navigate(locationPages.record(l.id), { replace: true });
          },
          onError: (err) => setFormError(applyServerErrors(err, setError, (n) => n !== '_', t)),
        });
      })}
      maxWidth={1000}
      breadcrumb={
        <Breadcrumb
          to={locationPages.list()}
          list={t('locations.list.title')}
          current={detail?.name ?? t('locations.form.new')}
        />
      }
      title={
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <span>{detail ? detail.name : t('locations.form.newLocation')}</span>
          {detail?.archived && <Chip label={t('locations.form.archived')} variant="outlined" />}
        </Stack>
      }
      subtitle={
        detail
          ? `${detail.projectCode} · ${detail.projectName} · ${detail.clientName}`
          : t('locations.form.subtitleNew')
      }
      headerActions={id && !readOnly ? <LocationRecordActions id={id} archived={Boolean(detail?.archived)} /> : null}
      notice={
        saved && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('locations.form.saved')}
          </Alert>
        )
      }
      formError={formError}
      cancelTo={locationPages.list()}
      cancelLabel={t('common.back')}
      submitLabel={id ? t('locations.form.saveChanges') : t('locations.form.createLocation')}
      submitDisabled={save.isPending}
      hideActions={readOnly}
    >
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <LocationFields
          control={control}
          readOnly={readOnly}
          fieldError={fieldError}
          presetProjectId={id ? undefined : initial.projectId || undefined}
          detail={detail}
        />
      </Paper>
    </FormPageLayout>
  );
}
