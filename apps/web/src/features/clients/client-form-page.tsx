import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  clientBody,
  INDUSTRIES,
  type ClientBody,
  type ClientBodyInput,
  type ClientDetail,
} from '@wf/shared/contracts/clients/clients';
import type { AddressResult } from '@wf/shared/contracts/address/address';
import { AddressSearch } from '../../components/address-search.tsx';
import { menuOptions } from '../../components/management/list/list-tools.tsx';
import {
  fieldErrorText,
  FormTextField,
  numberOrUndefined,
  recordLoadState,
} from '../../components/management/form/form-fields.tsx';
import { applyServerErrors } from '../../components/management/form/form-errors.ts';
import { ApiError } from '../../lib/api.ts';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { FormPageLayout } from '../../components/management/form/form-page.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { ClientContactsSection } from './client-contacts-section.tsx';
import { CLIENT_STATUS } from '@wf/shared/enums/records';
import { INDUSTRY_KEYS } from './labels.ts';
import { clientPages } from '@wf/shared/contracts/clients/pages';

function toForm(c: ClientDetail): ClientBodyInput {
  return {
    name: c.name,
    uen: c.uen,
    industry: (c.industry as ClientBodyInput['industry']) ?? null,
    billingAddress: (c.billingAddress as ClientBodyInput['billingAddress']) ?? null,
    paymentTermsDays: c.paymentTermsDays,
    status: c.status,
    notes: c.notes ?? '',
    billingEmail: c.billingEmail ?? '',
    contacts: c.contacts.map((k) => ({
      name: k.name,
      email: k.email ?? '',
      phone: k.phone ?? '',
      title: k.title ?? '',
      receivesStatements: k.receivesStatements,
    })),
  };
}

const EMPTY: ClientBodyInput = {
  name: '',
  uen: '',
  industry: null,
  billingAddress: null,
  paymentTermsDays: 30,
  status: 'active',
  notes: '',
  billingEmail: '',
  // No contact row to begin with: an untouched empty one would block saving (#13 item 14).
  contacts: [],
};

/** /client-management/list/create-client and /client-management/list/:id/edit */
export function Component() {
  const { id } = useParams();
  const { t } = useT();
  const existing = useEndpoint(clientEndpoints.get, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
  const wait = recordLoadState(existing, t('clients.loading'), Boolean(id));
  if (wait) return wait;
  return (
    <ClientForm
      key={id ?? 'new'}
      id={id}
      version={existing.data?.version}
      initial={existing.data ? toForm(existing.data) : EMPTY}
    />
  );
}

function ClientForm({ id, version, initial }: { id?: string; version?: number; initial: ClientBodyInput }) {
  const navigate = useNavigate();
  const { t } = useT();
  const [formError, setFormError] = useState<string | null>(null);
  // The version the form was filled from: a refetch meanwhile must not make a save overwrite another.
  const [readVersion] = useState(version);
  const { control, handleSubmit, setError, setValue, formState } = useForm<ClientBodyInput, unknown, ClientBody>({
    resolver: zodResolver(clientBody),
    mode: 'onTouched',
    defaultValues: initial,
  });
  // Every client query is refreshed (the lists, the record) behind the page the save moves on to.
  const saved = { invalidates: [clientEndpoints], awaitRefetch: false };
  const create = useEndpointMutation(clientEndpoints.create, saved);
  const update = useEndpointMutation(clientEndpoints.update, saved);
  const fieldError = (name: string) => fieldErrorText(formState.errors, name, t);

  return (
    <FormPageLayout
      onSubmit={handleSubmit((v) => {
        setFormError(null);
        // An edit carries the version it read: a save over someone else's is refused (409 STALE_VERSION).
        (id
          ? update.mutateAsync({ params: { id }, body: { ...v, version: readVersion ?? 0 } })
          : create.mutateAsync({ body: v })
        ).then(
          (c) => void navigate(clientPages.record(c.id), { state: { saved: id ? 'updated' : 'created' } }),
          (err: unknown) =>
            setFormError(
              err instanceof ApiError && err.code === ERROR_CODES.staleVersion
                ? t('clients.form.stale')
                : applyServerErrors(err, setError, (n) => n !== '_', t),
            ),
        );
      })}
      maxWidth={1100}
      title={id ? t('clients.form.editTitle') : t('clients.form.newTitle')}
      subtitle={t('clients.form.subtitle')}
      cancelTo={id ? clientPages.record(id) : clientPages.list()}
      formError={formError}
      submitLabel={id ? t('clients.form.saveChanges') : t('clients.form.createClient')}
      submitDisabled={create.isPending || update.isPending}
    >
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Typography variant="h6" sx={{ mb: 2 }}>
          {t('clients.form.company')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="name"
              label={t('clients.form.companyName')}
              fullWidth
              required
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FormTextField
              control={control}
              name="uen"
              label={t('clients.form.uen')}
              fullWidth
              required
              hint={t('clients.form.uenHint')}
              slotProps={{ htmlInput: { maxLength: 12, style: { textTransform: 'uppercase' } } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Controller
              control={control}
              name="industry"
              render={({ field }) => (
                <TextField
                  select
                  {...field}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value || null)}
                  label={t('clients.form.industry')}
                  fullWidth
                >
                  <MenuItem value="">{t('clients.form.notSet')}</MenuItem>
                  {menuOptions(INDUSTRIES.map((value) => ({ value, label: t(INDUSTRY_KEYS[value]) })))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="billingAddress"
              render={({ field }) => (
                <AddressSearch
                  refuseIncomplete
                  label={t('clients.form.billingAddress')}
                  value={(field.value as AddressResult | null) ?? null}
                  onChange={(v) => field.onChange(v)}
                  onBlur={field.onBlur}
                  error={fieldError('billingAddress')}
                  helperText={t('clients.form.billingAddressHint')}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FormTextField
              control={control}
              name="paymentTermsDays"
              parse={numberOrUndefined}
              type="number"
              label={t('clients.form.paymentTerms')}
              fullWidth
              slotProps={{ htmlInput: { min: 0, max: 365 } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <TextField select {...field} value={field.value ?? 'active'} label={t('common.status')} fullWidth>
                  {CLIENT_STATUS.values.map((s) => (
                    <MenuItem key={s} value={s}>
                      {t(CLIENT_STATUS.key(s))}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="billingEmail"
              type="email"
              label={t('clients.form.billingEmail')}
              hint={t('clients.form.billingEmailHint')}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="notes" label={t('common.notes')} fullWidth multiline minRows={2} />
          </Grid>
        </Grid>
      </Paper>

      <ClientContactsSection control={control} setValue={setValue} />
    </FormPageLayout>
  );
}
