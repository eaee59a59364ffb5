import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Contact, ContactChanges, ContactTag } from '@wf/shared/contracts/apps/contacts/contacts';
import { DateField, INVALID_DATE } from '../../../components/date-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { contactEndpoints as e } from '@wf/shared/contracts/apps/contacts/endpoints';
import { useContactChange } from './contact-cache.ts';
import { EmailRows, PhoneRows, TagPicker } from './editor-parts.tsx';

type Draft = Required<Omit<ContactChanges, 'avatar'>>;
const draftOf = (c: Contact): Draft => ({
  name: c.name,
  emails: c.emails,
  phoneNumbers: c.phoneNumbers,
  title: c.title ?? '',
  company: c.company ?? '',
  birthday: c.birthday,
  address: c.address ?? '',
  notes: c.notes ?? '',
  tags: c.tags,
});

/** The editor of one's own contact: every field, saved with one PATCH; the server's refusals under their fields. */
export function ContactEditor({
  contact,
  tags,
  onDone,
}: {
  contact: Contact;
  tags: readonly ContactTag[];
  onDone(): void;
}) {
  const { t } = useT();
  const save = useContactChange(e.update);
  const [d, setD] = useState<Draft>(() => draftOf(contact));
  const [error, setError] = useState<ApiError | Error | null>(null);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((prev) => ({ ...prev, [k]: v }));
  const fieldError = (path: string) => {
    const key = error instanceof ApiError ? error.fields?.[`contact.${path}`] : undefined;
    return key ? t(key) : undefined;
  };
  const text = (k: 'name' | 'title' | 'company' | 'address' | 'notes', extra: object = {}) => ({
    label: t(`apps.contacts.${k}`),
    value: d[k],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(k, e.target.value),
    error: !!fieldError(k),
    helperText: fieldError(k),
    fullWidth: true,
    ...extra,
  });
  const submit = () => {
    if (d.birthday === INVALID_DATE) return;
    setError(null);
    save.mutate({ body: { id: contact.id, contact: d } }, { onSuccess: onDone, onError: (err) => setError(err) });
  };
  return (
    <Box
      component="form"
      sx={{ p: { xs: 2, md: 3 } }}
      noValidate
      data-testid="contact-editor"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack spacing={2}>
        <TextField
          {...text('name', { required: true, autoFocus: true })}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField {...text('title')} />
          <TextField {...text('company')} />
        </Box>
        <EmailRows value={d.emails} onChange={(v) => set('emails', v)} fieldError={fieldError} />
        <PhoneRows value={d.phoneNumbers} onChange={(v) => set('phoneNumbers', v)} fieldError={fieldError} />
        <DateField label={t('apps.contacts.birthday')} value={d.birthday} onChange={(v) => set('birthday', v)} />
        <TextField {...text('address', { multiline: true, minRows: 2 })} />
        <TextField {...text('notes', { multiline: true, minRows: 3 })} />
        <TagPicker tags={tags} value={d.tags} onChange={(v) => set('tags', v)} />
        {error && <Alert severity="error">{error.message}</Alert>}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onDone}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
