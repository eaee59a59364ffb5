import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  projectBody,
  type ProjectBody,
  type ProjectBodyInput,
  type ProjectDetail,
} from '@wf/shared/contracts/projects/projects';
import { POSITIONS } from '@wf/shared/enums/registration';
import { errorText, idNameOptions, menuOptions } from '../../components/management/list/list-tools.tsx';
import {
  emptyAsNull,
  fieldErrorText,
  FormDateField,
  FormMoneyField,
  FormTextField,
} from '../../components/management/form/form-fields.tsx';
import { applyServerErrors } from '../../components/management/form/form-errors.ts';
import { FormPageLayout } from '../../components/management/form/form-page.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { projectEndpoints as e } from '@wf/shared/contracts/projects/endpoints';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { clientOptionsQuery } from './client-options.ts';
import { ProjectPositionsSection } from './project-positions-section.tsx';
import * as clock from '@wf/shared/domain/clock';
import { projectPages } from '@wf/shared/contracts/projects/pages';

function toForm(p: ProjectDetail): ProjectBodyInput {
  return {
    clientId: p.clientId,
    name: p.name,
    description: p.description ?? '',
    startDate: p.startDate,
    endDate: p.endDate,
    managerId: p.managerId,
    budgetCents: p.budgetCents,
    billingMode: p.billingMode,
    positions: p.positions.map((x) => ({
      id: x.id,
      position: x.position as (typeof POSITIONS)[number],
      payRateCents: x.payRateCents,
      billRateCents: x.billRateCents,
      headcount: x.headcount,
      requiredCertificateTypeId: x.requiredCertificateTypeId,
    })),
  };
}

/** /project-management/list/create-project and /project-management/list/:id/edit */
export function Component() {
  const { id } = useParams();
  const editing = Boolean(id);
  const { t } = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [clientSearch, setClientSearch] = useState('');

  const existing = useEndpoint(e.get, { params: { id: id ?? '' } }, { enabled: editing });
  const managers = useEndpoint(e.managerOptions);
  const clients = useEndpoint(clientEndpoints.list, clientOptionsQuery(clientSearch));
  // A client chosen before the page opened (?clientId=): its name for the field.
  const presetClientId = params.get('clientId');
  const presetClient = useEndpoint(
    clientEndpoints.get,
    { params: { id: presetClientId ?? '' } },
    { enabled: !editing && Boolean(presetClientId) },
  );

  const form = useForm<ProjectBodyInput, unknown, ProjectBody>({
    resolver: zodResolver(projectBody),
    mode: 'onTouched',
    defaultValues: {
      clientId: params.get('clientId') ?? '',
      name: '',
      description: '',
      // Today in Singapore, not the browser's or UTC's date (issue 29, item 9).
      startDate: clock.today(),
      endDate: null,
      managerId: null,
      budgetCents: null,
      billingMode: 'multipliers',
      positions: [],
    },
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const [clientName, setClientName] = useState<string | null>(null);
  const shownClientName = clientName ?? presetClient.data?.name ?? null;

  useEffect(() => {
    if (existing.data) {
      reset(toForm(existing.data));
      setClientName(existing.data.clientName);
    }
  }, [existing.data, reset]);

  // Every project query is refreshed (the lists, the record).
  const create = useEndpointMutation(e.create, { invalidates: [e] });
  const update = useEndpointMutation(e.update, { invalidates: [e] });

  if (editing && existing.isError)
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        {errorText(existing.error, t)}
      </Alert>
    );

  const clientOptions = clients.data?.items.filter((c) => !c.archived) ?? [];
  const fieldError = (name: string) => fieldErrorText(formState.errors, name, t);

  return (
    <FormPageLayout
      onSubmit={handleSubmit((v) => {
        setFormError(null);
        (id ? update.mutateAsync({ params: { id }, body: v }) : create.mutateAsync({ body: v })).then(
          (p) => void navigate(projectPages.record(p.id), { state: { saved: editing ? 'updated' : 'created' } }),
          (err: unknown) => setFormError(applyServerErrors(err, setError, (n) => n !== '_', t)),
        );
      })}
      maxWidth={1200}
      title={
        editing
          ? existing.data
            ? t('projects.form.editTitle', { code: existing.data.code })
            : t('projects.form.editTitleNoCode')
          : t('projects.form.newTitle')
      }
      subtitle={editing ? existing.data?.name : t('projects.form.newSubtitle')}
      cancelTo={editing && id ? projectPages.record(id) : projectPages.list()}
      formError={formError}
      submitLabel={editing ? t('projects.form.saveChanges') : t('projects.form.createProject')}
      submitDisabled={create.isPending || update.isPending || (editing && !existing.data)}
    >
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Typography variant="h6" sx={{ mb: 2 }}>
          {t('projects.form.project')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="clientId"
              render={({ field }) => (
                <Autocomplete
                  options={clientOptions}
                  getOptionLabel={(o) => o.name}
                  filterOptions={(x) => x}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  value={
                    field.value
                      ? (clientOptions.find((c) => c.id === field.value) ??
                        ({ id: field.value, name: shownClientName ?? '' } as never))
                      : null
                  }
                  onInputChange={(_e, v, reason) => reason === 'input' && setClientSearch(v)}
                  onChange={(_e, v) => {
                    setClientName(v?.name ?? null);
                    field.onChange(v?.id ?? '');
                  }}
                  onBlur={field.onBlur}
                  renderInput={(p) => (
                    <TextField
                      {...p}
                      label={t('projects.form.client')}
                      required
                      error={Boolean(fieldError('clientId'))}
                      helperText={fieldError('clientId') ?? t('projects.form.clientHint')}
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
              label={t('projects.form.projectName')}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="description"
              label={t('projects.form.description')}
              fullWidth
              multiline
              minRows={2}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormDateField control={control} name="startDate" label={t('projects.form.startDate')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormDateField
              control={control}
              name="endDate"
              label={t('projects.form.endDate')}
              fullWidth
              hint={t('projects.form.endDateHint')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormTextField
              control={control}
              name="managerId"
              select
              parse={emptyAsNull}
              label={t('projects.form.manager')}
              fullWidth
            >
              <MenuItem value="">{t('projects.form.noManager')}</MenuItem>
              {menuOptions(idNameOptions(managers.data?.items))}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormMoneyField
              control={control}
              name="budgetCents"
              label={t('projects.form.budget')}
              fullWidth
              hint={t('projects.form.optional')}
            />
          </Grid>
        </Grid>
      </Paper>
      <ProjectPositionsSection form={form} showsPay={existing.data?.showsPay ?? true} />
    </FormPageLayout>
  );
}
