import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
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
import { menuOptions } from '../../components/management/list-tools.tsx';
import {
  fieldErrorText,
  FormTextField,
  numberOrUndefined,
  recordLoadState,
} from '../../components/management/form-fields.tsx';
import { applyServerErrors } from '../../components/management/form-errors.ts';
import { FormPageLayout } from '../../components/management/form-page.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { clientKeys, clientsApi } from './clients-api.ts';
import { useSaveClient } from './clients-mutations.ts';
import { ClientContactsSection } from './client-contacts-section.tsx';
import { CLIENT_STATUS_KEYS, INDUSTRY_KEYS } from './labels.ts';

function toForm(c: ClientDetail): ClientBodyInput {
  return {
    name: c.name,
    uen: c.uen,
    industry: (c.industry as ClientBodyInput['industry']) ?? null,
    billingAddress: (c.billingAddress as ClientBodyInput['billingAddress']) ?? null,
    paymentTermsDays: c.paymentTermsDays,
    status: c.status,
    notes: c.notes ?? '',
    contacts: c.contacts.map((k) => ({
      name: k.name,
      email: k.email ?? '',
      phone: k.phone ?? '',
      title: k.title ?? '',
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
  // No contact row to begin with: an untouched empty one would block saving (#13 item 14).
  contacts: [],
};

/** /client-management/list/create-client and /client-management/list/:id/edit */
export function Component() {
  const { id } = useParams();
  const { t } = useT();
  const existing = useQuery({
    queryKey: clientKeys.detail(id ?? ''),
    queryFn: () => clientsApi.get(id!),
    enabled: Boolean(id),
  });
  const wait = recordLoadState(existing, t('clients.loading'), Boolean(id));
  if (wait) return wait;
  return <ClientForm key={id ?? 'new'} id={id} initial={existing.data ? toForm(existing.data) : EMPTY} />;
}

function ClientForm({ id, initial }: { id?: string; initial: ClientBodyInput }) {
  const navigate = useNavigate();
  const { t } = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ClientBodyInput, unknown, ClientBody>({
    resolver: zodResolver(clientBody),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const save = useSaveClient(id);
  const fieldError = (name: string) => fieldErrorText(formState.errors, name, t);

  return (
    <FormPageLayout
      onSubmit={handleSubmit((v) => {
        setFormError(null);
        save.mutate(v, {
          onSuccess: (c) =>
            void navigate(`/client-management/list/${c.id}`, { state: { saved: id ? 'updated' : 'created' } }),
          onError: (err) => setFormError(applyServerErrors(err, setError, (n) => n !== '_', t)),
        });
      })}
      maxWidth={1100}
      title={id ? t('clients.form.editTitle') : t('clients.form.newTitle')}
      subtitle={t('clients.form.subtitle')}
      cancelTo={id ? `/client-management/list/${id}` : '/client-management/list'}
      formError={formError}
      submitLabel={id ? t('clients.form.saveChanges') : t('clients.form.createClient')}
      submitDisabled={save.isPending}
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
                  <MenuItem value="active">{t(CLIENT_STATUS_KEYS.active)}</MenuItem>
                  <MenuItem value="inactive">{t(CLIENT_STATUS_KEYS.inactive)}</MenuItem>
                </TextField>
              )}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="notes" label={t('common.notes')} fullWidth multiline minRows={2} />
          </Grid>
        </Grid>
      </Paper>

      <ClientContactsSection control={control} />
    </FormPageLayout>
  );
}
