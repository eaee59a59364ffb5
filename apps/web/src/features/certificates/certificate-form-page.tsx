import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
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
  useDebounced,
} from '../../components/management/list/list-tools.tsx';
import { FormDateField, FormTextField, recordLoadState } from '../../components/management/form/form-fields.tsx';
import { applyServerErrors } from '../../components/management/form/form-errors.ts';
import { useMessageText, useT } from '../../lib/i18n/index.ts';
import { certificateEndpoints as e } from '@wf/shared/contracts/certificates/endpoints';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { useUploadCertificateFile } from './certificate-changes.ts';
import { fileUploadInput } from './certificate-file.ts';
import { CertificateFileField } from './certificate-file-field.tsx';
import { FormPageLayout } from '../../components/management/form/form-page.tsx';
import { certificatePages } from '@wf/shared/contracts/certificates/pages';

/** /certificate-management/list/create-certificate and /certificate-management/list/:id/edit */
export function Component() {
  const { id } = useParams();
  const existing = useEndpoint(e.get, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
  const { t } = useT();
  const wait = recordLoadState(existing, t('certificates.form.loading'), Boolean(id));
  if (wait) return wait;
  return <CertificateForm key={id ?? 'new'} id={id} existing={existing.data} />;
}

function CertificateForm({ id, existing }: { id?: string; existing?: WorkerCertificateRow }) {
  const { t } = useT();
  const message = useMessageText();
  const navigate = useNavigate();
  const create = useEndpointMutation(e.create, { invalidates: [e] });
  const update = useEndpointMutation(e.update, { invalidates: [e] });
  const upload = useUploadCertificateFile();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
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
  const workers = useEndpoint(e.workerOptions, { query: { search: debounced || undefined } }, { enabled: !id });
  const types = useEndpoint(e.listTypes);

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
  const selectedType = types.data?.items.find((x) => x.id === typeId);
  const err = (n: keyof WorkerCertificateBodyInput) => message(formState.errors[n]?.message as string | undefined);

  const suggestExpiry = (issue: string | null | undefined, tId: string | undefined) => {
    const type = types.data?.items.find((x) => x.id === tId);
    const suggested = defaultExpiryDate(issue, type?.validityMonths);
    if (suggested && !getValues('expiryDate')) setValue('expiryDate', suggested, { shouldValidate: true });
  };

  const submit = handleSubmit(async (v) => {
    setFormError(null);
    setBusy(true);
    try {
      // An edit changes the type, number and dates; the worker stays.
      const saved = id
        ? await update.mutateAsync({
            params: { id },
            body: { typeId: v.typeId, number: v.number, issueDate: v.issueDate, expiryDate: v.expiryDate },
          })
        : await create.mutateAsync({ body: v });
      if (file) {
        try {
          await upload.mutateAsync(fileUploadInput(saved.id, file));
        } catch (e) {
          // The certificate is saved; go to its edit page so the file can be tried again.
          setFormError(t('certificates.form.fileRefused', { error: errorText(e, t) }));
          if (!id) void navigate(certificatePages.edit(saved.id), { replace: true });
          return;
        }
      }
      void navigate(certificatePages.list(), { state: { saved: saved.id } });
    } catch (e) {
      setFormError(
        applyServerErrors(
          e,
          setError,
          (n) => ['workerId', 'typeId', 'number', 'issueDate', 'expiryDate'].includes(n),
          t,
        ),
      );
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormPageLayout
      onSubmit={submit}
      maxWidth={900}
      title={id ? t('certificates.form.editTitle') : t('certificates.form.newTitle')}
      subtitle={
        id
          ? t('certificates.form.editSubtitle', { type: existing?.typeName ?? '', worker: existing?.workerName ?? '' })
          : t('certificates.form.newSubtitle')
      }
      cancelTo={certificatePages.list()}
      formError={formError}
      submitLabel={id ? t('certificates.form.saveChanges') : t('certificates.form.create')}
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
                      label={t('certificates.form.worker')}
                      required
                      error={Boolean(err('workerId'))}
                      helperText={err('workerId') ?? t('certificates.form.workerHint')}
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
              label={t('certificates.form.type')}
              required
              fullWidth
              hint={
                selectedType?.validityMonths
                  ? t('certificates.form.validFor', { months: selectedType.validityMonths })
                  : undefined
              }
            >
              {menuOptions(idNameOptions(types.data?.items))}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField control={control} name="number" label={t('certificates.form.number')} fullWidth />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <FormDateField
              control={control}
              name="issueDate"
              onDate={(date) => suggestExpiry(date, getValues('typeId'))}
              label={t('certificates.form.issueDate')}
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <FormDateField
              control={control}
              name="expiryDate"
              label={t('certificates.form.expiryDate')}
              fullWidth
              hint={t('certificates.form.expiryHint')}
            />
          </Grid>
          <Grid size={12}>
            <CertificateFileField file={file} onFile={setFile} existing={existing} />
            {id && existing?.verified && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {t('certificates.form.reverify')}
              </Alert>
            )}
          </Grid>
        </Grid>
      </Paper>
    </FormPageLayout>
  );
}
