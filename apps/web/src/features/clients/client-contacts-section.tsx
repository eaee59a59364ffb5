import { Controller, useFieldArray, type Control, type UseFormSetValue } from 'react-hook-form';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ClientBody, ClientBodyInput } from '@wf/shared/contracts/clients/clients';
import { FormTextField } from '../../components/management/form/form-fields.tsx';
import { messageText } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';

const CONTACT_FIELD_KEYS = {
  name: 'common.name',
  title: 'clients.form.contactTitle',
  email: 'common.email',
  phone: 'common.phone',
} as const;
const CONTACT_FIELDS = Object.keys(CONTACT_FIELD_KEYS) as (keyof typeof CONTACT_FIELD_KEYS)[];
const WIDTH = { name: 2.5, title: 2, email: 3.5, phone: 1.5 } as const;

/**
 * The client form's contact people (up to 20): name, role, e-mail, phone, and which one receives
 * the billing statements (at most one: ticking one unticks the others).
 */
export function ClientContactsSection({
  control,
  setValue,
}: {
  control: Control<ClientBodyInput, unknown, ClientBody>;
  setValue: UseFormSetValue<ClientBodyInput>;
}) {
  const { t } = useT();
  const contacts = useFieldArray({ control, name: 'contacts' });
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h6">{t('clients.form.contactPeople')}</Typography>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          onClick={() => contacts.append({ name: '', email: '', phone: '', title: '', receivesStatements: false })}
          disabled={contacts.fields.length >= 20}
        >
          {t('clients.form.addContact')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('clients.form.statementsHint')}
      </Typography>
      {contacts.fields.length === 0 && <Typography color="text.secondary">{t('clients.form.noContacts')}</Typography>}
      <Stack spacing={2}>
        {contacts.fields.map((f, i) => (
          <Grid container spacing={2} key={f.id} sx={{ alignItems: 'flex-start' }}>
            {CONTACT_FIELDS.map((k) => (
              <Grid key={k} size={{ xs: 12, sm: 6, md: WIDTH[k] }}>
                <FormTextField
                  control={control}
                  name={`contacts.${i}.${k}`}
                  label={t(CONTACT_FIELD_KEYS[k])}
                  required={k === 'name'}
                  type={k === 'email' ? 'email' : 'text'}
                  fullWidth
                />
              </Grid>
            ))}
            <Grid size={{ xs: 10, md: 2 }}>
              <Controller
                control={control}
                name={`contacts.${i}.receivesStatements`}
                render={({ field, fieldState }) => (
                  <>
                    <FormControlLabel
                      sx={{ mt: 1 }}
                      label={t('clients.form.receivesStatements')}
                      control={
                        <Checkbox
                          checked={Boolean(field.value)}
                          onBlur={field.onBlur}
                          onChange={(e) => {
                            field.onChange(e.target.checked);
                            if (e.target.checked)
                              contacts.fields.forEach((_f, j) => {
                                if (j !== i) setValue(`contacts.${j}.receivesStatements`, false, { shouldDirty: true });
                              });
                          }}
                        />
                      }
                    />
                    {fieldState.error?.message && (
                      <FormHelperText error>{messageText(t, fieldState.error.message)}</FormHelperText>
                    )}
                  </>
                )}
              />
            </Grid>
            <Grid size={{ xs: 2, md: 0.5 }}>
              <IconButton aria-label={t('clients.form.removeContact', { n: i + 1 })} onClick={() => contacts.remove(i)}>
                <DeleteIcon />
              </IconButton>
            </Grid>
          </Grid>
        ))}
      </Stack>
    </Paper>
  );
}
