import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
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
import { clientKeys, clientsApi } from './clients-api.ts';
import { FormPageLayout } from '../../components/management/form-page.tsx';

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
  contacts: [{ name: '', email: '', phone: '', title: '' }],
};

/** /client-management/list/create-client and /client-management/list/:id/edit */
export function Component() {
  const { id } = useParams();
  const existing = useQuery({
    queryKey: clientKeys.detail(id ?? ''),
    queryFn: () => clientsApi.get(id!),
    enabled: Boolean(id),
  });
  const wait = recordLoadState(existing, 'Loading client', Boolean(id));
  if (wait) return wait;
  return <ClientForm key={id ?? 'new'} id={id} initial={existing.data ? toForm(existing.data) : EMPTY} />;
}

function ClientForm({ id, initial }: { id?: string; initial: ClientBodyInput }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ClientBodyInput, unknown, ClientBody>({
    resolver: zodResolver(clientBody),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const contacts = useFieldArray({ control, name: 'contacts' });
  const save = useMutation({
    mutationFn: (body: ClientBody) => (id ? clientsApi.update(id, body) : clientsApi.create(body)),
    onSuccess: (c) => {
      void client.invalidateQueries({ queryKey: clientKeys.all });
      void navigate(`/client-management/list/${c.id}`, { state: { saved: id ? 'updated' : 'created' } });
    },
    onError: (err) => setFormError(applyServerErrors(err, setError, (n) => n !== '_')),
  });
  const fieldError = (name: string) => fieldErrorText(formState.errors, name);

  return (
    <FormPageLayout
      onSubmit={handleSubmit((v) => {
        setFormError(null);
        save.mutate(v);
      })}
      maxWidth={1100}
      title={id ? 'Edit client' : 'New client'}
      subtitle="Company details, billing address and the people to contact."
      cancelTo={id ? `/client-management/list/${id}` : '/client-management/list'}
      formError={formError}
      submitLabel={id ? 'Save changes' : 'Create client'}
      submitDisabled={save.isPending}
    >
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Typography variant="h6" sx={{ mb: 2 }}>
          Company
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="name"
              label="Company name"
              fullWidth
              required
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FormTextField
              control={control}
              name="uen"
              label="UEN"
              fullWidth
              required
              hint="e.g. 201912345D"
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
                  label="Industry"
                  fullWidth
                >
                  <MenuItem value="">Not set</MenuItem>
                  {menuOptions(INDUSTRIES)}
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
                  label="Billing address"
                  value={(field.value as AddressResult | null) ?? null}
                  onChange={(v) => field.onChange(v)}
                  onBlur={field.onBlur}
                  error={fieldError('billingAddress')}
                  helperText="Search by postal code or street"
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
              label="Payment terms (days)"
              fullWidth
              slotProps={{ htmlInput: { min: 0, max: 365 } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <TextField select {...field} value={field.value ?? 'active'} label="Status" fullWidth>
                  <MenuItem value="active">Active</MenuItem>
                  <MenuItem value="inactive">Inactive</MenuItem>
                </TextField>
              )}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="notes" label="Notes" fullWidth multiline minRows={2} />
          </Grid>
        </Grid>
      </Paper>

      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="h6">Contact people</Typography>
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => contacts.append({ name: '', email: '', phone: '', title: '' })}
            disabled={contacts.fields.length >= 20}
          >
            Add contact
          </Button>
        </Stack>
        {contacts.fields.length === 0 && <Typography color="text.secondary">No contacts.</Typography>}
        <Stack spacing={2}>
          {contacts.fields.map((f, i) => (
            <Grid container spacing={2} key={f.id} sx={{ alignItems: 'flex-start' }}>
              {(['name', 'title', 'email', 'phone'] as const).map((k) => (
                <Grid key={k} size={{ xs: 12, sm: 6, md: k === 'email' ? 3.5 : k === 'name' ? 3 : 2.5 }}>
                  <FormTextField
                    control={control}
                    name={`contacts.${i}.${k}`}
                    label={{ name: 'Name', title: 'Role / title', email: 'E-mail', phone: 'Phone' }[k]}
                    required={k === 'name'}
                    type={k === 'email' ? 'email' : 'text'}
                    fullWidth
                  />
                </Grid>
              ))}
              <Grid size={{ xs: 12, md: 0.5 }}>
                <IconButton aria-label={`Remove contact ${i + 1}`} onClick={() => contacts.remove(i)}>
                  <DeleteIcon />
                </IconButton>
              </Grid>
            </Grid>
          ))}
        </Stack>
      </Paper>
    </FormPageLayout>
  );
}
