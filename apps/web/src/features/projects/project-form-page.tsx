import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import WarningIcon from '@mui/icons-material/Warning';
import {
  projectBody,
  type ProjectBody,
  type ProjectBodyInput,
  type ProjectDetail,
} from '@wf/shared/contracts/projects/projects';
import { POSITIONS } from '@wf/shared/enums/registration';
import { formatSgd } from '@wf/shared/domain/money';
import { hourlyMargin, isPayAboveBill } from '@wf/shared/domain/projects/project-rules';
import { errorText, idNameOptions, menuOptions } from '../../components/management/list-tools.tsx';
import {
  emptyAsNull,
  fieldErrorText,
  FormDateField,
  FormMoneyField,
  FormTextField,
  numberOrNull,
} from '../../components/management/form-fields.tsx';
import { applyServerErrors } from '../../components/management/form-errors.ts';
import { projectKeys, projectsApi } from './projects-api.ts';
import { FormPageLayout } from '../../components/management/form-page.tsx';

const emptyPosition = (): ProjectBodyInput['positions'] extends (infer U)[] | undefined ? U : never =>
  ({
    position: undefined as never,
    payRateCents: null,
    billRateCents: null,
    headcount: 1,
    requiredCertificateTypeId: null,
  }) as never;

function toForm(p: ProjectDetail): ProjectBodyInput {
  return {
    clientId: p.clientId,
    name: p.name,
    description: p.description ?? '',
    startDate: p.startDate,
    endDate: p.endDate,
    managerId: p.managerId,
    budgetCents: p.budgetCents,
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
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [clientSearch, setClientSearch] = useState('');

  const existing = useQuery({
    queryKey: projectKeys.detail(id ?? ''),
    queryFn: () => projectsApi.get(id!),
    enabled: editing,
  });
  const managers = useQuery({ queryKey: projectKeys.managers, queryFn: projectsApi.managers });
  const types = useQuery({
    queryKey: projectKeys.certificateTypes,
    queryFn: projectsApi.certificateTypes,
    retry: false,
  });
  const clients = useQuery({
    queryKey: projectKeys.clientOptions(clientSearch),
    queryFn: () => projectsApi.clientOptions(clientSearch),
  });
  // A client chosen before the page opened (?clientId=): its name for the field.
  const presetClientId = params.get('clientId');
  const presetClient = useQuery({
    queryKey: ['projects', 'preset-client', presetClientId],
    queryFn: () => projectsApi.client(presetClientId!),
    enabled: !editing && Boolean(presetClientId),
  });

  const form = useForm<ProjectBodyInput, unknown, ProjectBody>({
    resolver: zodResolver(projectBody),
    mode: 'onTouched',
    defaultValues: {
      clientId: params.get('clientId') ?? '',
      name: '',
      description: '',
      startDate: new Date().toISOString().slice(0, 10),
      endDate: null,
      managerId: null,
      budgetCents: null,
      positions: [],
    },
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const positions = useFieldArray({ control, name: 'positions' });
  const watchedPositions = useWatch({ control, name: 'positions' }) ?? [];
  const [clientName, setClientName] = useState<string | null>(null);
  const shownClientName = clientName ?? presetClient.data?.name ?? null;

  useEffect(() => {
    if (existing.data) {
      reset(toForm(existing.data));
      setClientName(existing.data.clientName);
    }
  }, [existing.data, reset]);

  const save = useMutation({
    mutationFn: (body: ProjectBody) => (editing ? projectsApi.update(id!, body) : projectsApi.create(body)),
    onSuccess: (p) => {
      void client.invalidateQueries({ queryKey: projectKeys.all });
      void navigate(`/project-management/list/${p.id}`, { state: { saved: editing ? 'updated' : 'created' } });
    },
    onError: (err) => setFormError(applyServerErrors(err, setError, (n) => n !== '_')),
  });

  const certForPosition = useMemo(() => {
    const m = new Map<string, string>();
    for (const t of types.data?.items ?? []) for (const p of t.positions) if (!m.has(p)) m.set(p, t.id);
    return m;
  }, [types.data]);

  if (editing && existing.isError)
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        {errorText(existing.error)}
      </Alert>
    );

  const clientOptions = clients.data?.items.filter((c) => !c.archived) ?? [];
  const fieldError = (name: string) => fieldErrorText(formState.errors, name);

  return (
    <FormPageLayout
      onSubmit={handleSubmit((v) => {
        setFormError(null);
        save.mutate(v);
      })}
      maxWidth={1200}
      title={editing ? `Edit ${existing.data?.code ?? 'project'}` : 'New project'}
      subtitle={
        editing ? existing.data?.name : 'A new project starts as a draft. Activate it once it has at least one position.'
      }
      cancelTo={editing ? `/project-management/list/${id}` : '/project-management/list'}
      formError={formError}
      submitLabel={editing ? 'Save changes' : 'Create project'}
      submitDisabled={save.isPending || (editing && !existing.data)}
    >
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Typography variant="h6" sx={{ mb: 2 }}>
          Project
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
                      label="Client"
                      required
                      error={Boolean(fieldError('clientId'))}
                      helperText={fieldError('clientId') ?? 'Type to search clients'}
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
              label="Project name"
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="description" label="Description" fullWidth multiline minRows={2} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormDateField control={control} name="startDate" label="Start date" required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormDateField control={control} name="endDate" label="End date" fullWidth hint="Leave empty for an open-ended project" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormTextField control={control} name="managerId" select parse={emptyAsNull} label="Manager" fullWidth>
              <MenuItem value="">No manager yet</MenuItem>
              {menuOptions(idNameOptions(managers.data?.items))}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormMoneyField control={control} name="budgetCents" label="Budget" fullWidth hint="Optional" />
          </Grid>
        </Grid>
      </Paper>

      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Box>
            <Typography variant="h6">Positions</Typography>
            <Typography variant="body2" color="text.secondary">
              Hourly pay rate to the worker and bill rate to the client, in S$. A project needs at least one position to
              be activated.
            </Typography>
          </Box>
          <Button startIcon={<AddIcon />} onClick={() => positions.append(emptyPosition())} variant="outlined">
            Add position
          </Button>
        </Stack>
        {positions.fields.length === 0 && (
          <Alert severity="info" variant="outlined">
            No positions yet. Add the roles the client needs (e.g. Food Operator, 4 people at S$12.50 an hour).
          </Alert>
        )}
        <Stack spacing={2} divider={<Divider flexItem />}>
          {positions.fields.map((f, i) => {
            const w = watchedPositions[i];
            const pay = typeof w?.payRateCents === 'number' ? w.payRateCents : null;
            const bill = typeof w?.billRateCents === 'number' ? w.billRateCents : null;
            const warn =
              pay !== null && bill !== null && !Number.isNaN(pay) && !Number.isNaN(bill) && isPayAboveBill(pay, bill);
            const margin =
              pay !== null && bill !== null && !Number.isNaN(pay) && !Number.isNaN(bill)
                ? hourlyMargin(pay, bill)
                : null;
            return (
              <Box key={f.id}>
                <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Grid size={{ xs: 12, md: 3 }}>
                    <FormTextField
                      control={control}
                      name={`positions.${i}.position`}
                      select
                      onText={(text) => {
                        const cert = certForPosition.get(text);
                        if (cert && !form.getValues(`positions.${i}.requiredCertificateTypeId`)) {
                          form.setValue(`positions.${i}.requiredCertificateTypeId`, cert);
                        }
                      }}
                      label="Position"
                      required
                      fullWidth
                    >
                      {menuOptions(POSITIONS)}
                    </FormTextField>
                  </Grid>
                  <Grid size={{ xs: 6, md: 2 }}>
                    <FormMoneyField
                      control={control}
                      name={`positions.${i}.payRateCents`}
                      label="Pay / hour"
                      required
                      fullWidth
                    />
                  </Grid>
                  <Grid size={{ xs: 6, md: 2 }}>
                    <FormMoneyField
                      control={control}
                      name={`positions.${i}.billRateCents`}
                      label="Bill / hour"
                      required
                      fullWidth
                      hint={
                        margin
                          ? `Margin ${formatSgd(margin.cents)}${margin.ratio !== null ? ` (${Math.round(margin.ratio * 100)}%)` : ''}`
                          : undefined
                      }
                    />
                  </Grid>
                  <Grid size={{ xs: 6, md: 1.5 }}>
                    <FormTextField
                      control={control}
                      name={`positions.${i}.headcount`}
                      parse={numberOrNull}
                      type="number"
                      label="Headcount"
                      required
                      fullWidth
                      slotProps={{ htmlInput: { min: 1, step: 1 } }}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, md: 3 }}>
                    <FormTextField
                      control={control}
                      name={`positions.${i}.requiredCertificateTypeId`}
                      select
                      parse={emptyAsNull}
                      label="Required certificate"
                      fullWidth
                    >
                      <MenuItem value="">None</MenuItem>
                      {menuOptions(idNameOptions(types.data?.items))}
                    </FormTextField>
                  </Grid>
                  <Grid size={{ xs: 6, md: 0.5 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                    <Tooltip title="Remove position">
                      <IconButton aria-label={`Remove position ${i + 1}`} onClick={() => positions.remove(i)}>
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </Grid>
                </Grid>
                {warn && (
                  <Alert severity="warning" icon={<WarningIcon />} sx={{ mt: 1 }}>
                    The pay rate is above the bill rate: this position loses {formatSgd(pay! - bill!)} an hour. You can
                    still save it.
                  </Alert>
                )}
              </Box>
            );
          })}
        </Stack>
        {fieldError('positions') && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {fieldError('positions')}
          </Alert>
        )}
      </Paper>
    </FormPageLayout>
  );
}
