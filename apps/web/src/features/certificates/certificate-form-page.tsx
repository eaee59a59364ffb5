import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import {
  workerCertificateBody,
  type WorkerCertificateBody,
  type WorkerCertificateBodyInput,
  type WorkerCertificateRow,
  type WorkerOption,
} from '@wf/shared/contracts/certificates/certificates';
import { defaultExpiryDate } from '@wf/shared/domain/certificates/expiry';
import {
  errorText,
  idNameOptions,
  menuOptions,
  messageText,
  useDebounced,
} from '../../components/management/list-tools.tsx';
import { FormDateField, FormTextField, recordLoadState } from '../../components/management/form-fields.tsx';
import { applyServerErrors } from '../../components/management/form-errors.ts';
import { certificateKeys, certificatesApi, fileProblem } from './certificates-api.ts';
import { FormPageLayout } from '../../components/management/form-page.tsx';

/** /certificate-management/list/create-certificate and /certificate-management/list/:id/edit */
export function Component() {
  const { id } = useParams();
  const existing = useQuery({
    queryKey: certificateKeys.detail(id ?? ''),
    queryFn: () => certificatesApi.get(id!),
    enabled: Boolean(id),
  });
  const wait = recordLoadState(existing, 'Loading certificate', Boolean(id));
  if (wait) return wait;
  return <CertificateForm key={id ?? 'new'} id={id} existing={existing.data} />;
}

function CertificateForm({ id, existing }: { id?: string; existing?: WorkerCertificateRow }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [workerSearch, setWorkerSearch] = useState('');
  const debounced = useDebounced(workerSearch.trim(), 300);
  const [worker, setWorker] = useState<WorkerOption | null>(
    existing
      ? {
          id: existing.workerId,
          name: existing.workerName,
          employeeCode: existing.employeeCode,
          status: existing.workerStatus,
          positionApplied: '',
        }
      : null,
  );
  const workers = useQuery({
    queryKey: certificateKeys.workers(debounced),
    queryFn: () => certificatesApi.workerOptions(debounced),
    enabled: !id,
  });
  const types = useQuery({ queryKey: certificateKeys.types, queryFn: certificatesApi.types });

  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<
    WorkerCertificateBodyInput,
    unknown,
    WorkerCertificateBody
  >({
    resolver: zodResolver(workerCertificateBody),
    mode: 'onTouched',
    defaultValues: {
      workerId: existing?.workerId ?? params.get('workerId') ?? '',
      typeId: existing?.typeId ?? '',
      number: existing?.number ?? '',
      issueDate: existing?.issueDate ?? null,
      expiryDate: existing?.expiryDate ?? null,
    },
  });
  const typeId = useWatch({ control, name: 'typeId' });
  const selectedType = types.data?.items.find((t) => t.id === typeId);
  const err = (n: keyof WorkerCertificateBodyInput) => messageText(formState.errors[n]?.message as string | undefined);

  const suggestExpiry = (issue: string | null | undefined, tId: string | undefined) => {
    const t = types.data?.items.find((x) => x.id === tId);
    const suggested = defaultExpiryDate(issue, t?.validityMonths);
    if (suggested && !getValues('expiryDate')) setValue('expiryDate', suggested, { shouldValidate: true });
  };

  const submit = handleSubmit(async (v) => {
    setFormError(null);
    setBusy(true);
    try {
      const saved = id
        ? await certificatesApi.update(id, {
            typeId: v.typeId,
            number: v.number,
            issueDate: v.issueDate,
            expiryDate: v.expiryDate,
          })
        : await certificatesApi.create(v);
      if (file) {
        try {
          await certificatesApi.upload(saved.id, file);
        } catch (e) {
          // The certificate is saved; go to its edit page so the file can be tried again.
          await qc.invalidateQueries({ queryKey: certificateKeys.all });
          setFormError(`Saved, but the file was refused: ${errorText(e)}`);
          if (!id) void navigate(`/certificate-management/list/${saved.id}/edit`, { replace: true });
          return;
        }
      }
      await qc.invalidateQueries({ queryKey: certificateKeys.all });
      void navigate('/certificate-management/list', { state: { saved: saved.id } });
    } catch (e) {
      setFormError(
        applyServerErrors(e, setError, (n) => ['workerId', 'typeId', 'number', 'issueDate', 'expiryDate'].includes(n)),
      );
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormPageLayout
      onSubmit={submit}
      maxWidth={900}
      title={id ? 'Edit certificate' : 'New certificate'}
      subtitle={
        id
          ? `${existing?.typeName} of ${existing?.workerName}`
          : 'Record a certificate a worker holds and attach the scan.'
      }
      cancelTo="/certificate-management/list"
      formError={formError}
      submitLabel={id ? 'Save changes' : 'Create certificate'}
      submitDisabled={busy}
    >
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="workerId"
              render={({ field }) => (
                <Autocomplete
                  disabled={Boolean(id)}
                  options={workers.data?.items ?? []}
                  value={worker}
                  filterOptions={(x) => x}
                  getOptionLabel={(o) => `${o.name}${o.employeeCode ? ` (${o.employeeCode})` : ''}`}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  onInputChange={(_e, v, r) => r === 'input' && setWorkerSearch(v)}
                  onChange={(_e, v) => {
                    setWorker(v);
                    field.onChange(v?.id ?? '');
                  }}
                  onBlur={field.onBlur}
                  renderInput={(p) => (
                    <TextField
                      {...p}
                      label="Worker"
                      required
                      error={Boolean(err('workerId'))}
                      helperText={err('workerId') ?? 'Search by name or employee code'}
                    />
                  )}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="typeId"
              select
              onText={(text) => suggestExpiry(getValues('issueDate'), text)}
              label="Certificate type"
              required
              fullWidth
              hint={
                selectedType?.validityMonths ? `Valid for ${selectedType.validityMonths} months from issue` : undefined
              }
            >
              {menuOptions(idNameOptions(types.data?.items))}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField control={control} name="number" label="Certificate number" fullWidth />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <FormDateField
              control={control}
              name="issueDate"
              onDate={(date) => suggestExpiry(date, getValues('typeId'))}
              label="Issue date"
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <FormDateField
              control={control}
              name="expiryDate"
              label="Expiry date"
              fullWidth
              hint="Empty if it does not expire"
            />
          </Grid>
          <Grid size={12}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
                {existing?.hasFile ? 'Replace file' : 'Choose file'}
                <input
                  type="file"
                  hidden
                  accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
                  onChange={(e) => {
                    const f = e.target.files?.[0] ?? null;
                    const problem = f ? fileProblem(f) : null;
                    setFileError(problem);
                    setFile(problem ? null : f);
                  }}
                />
              </Button>
              <Typography variant="body2" color={fileError ? 'error' : 'text.secondary'}>
                {fileError ??
                  (file
                    ? `${file.name} (${Math.ceil(file.size / 1024)} KB)`
                    : existing?.hasFile
                      ? `Current file: ${existing.fileName}`
                      : 'PDF, PNG or JPEG, at most 10 MB')}
              </Typography>
            </Stack>
            {id && existing?.verified && (
              <Alert severity="info" sx={{ mt: 2 }}>
                Changing the type, number, dates or file means the certificate has to be verified again.
              </Alert>
            )}
          </Grid>
        </Grid>
      </Paper>
    </FormPageLayout>
  );
}
