import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import BusinessIcon from '@mui/icons-material/Business';
import type { Contact, ContactTag } from '@wf/shared/contracts/apps/contacts/contacts';
import { contactPages } from '@wf/shared/contracts/apps/contacts/pages';
import { clientPages } from '@wf/shared/contracts/clients/pages';
import { formatDate } from '@wf/shared/domain/format';
import { ConfirmButton } from '../../../components/management/dialog/confirm-dialog.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { contactEndpoints as e } from '@wf/shared/contracts/apps/contacts/endpoints';
import { useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { CONTACT_READS, useCountries } from './contact-cache.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { EMAIL_LABEL_KEYS, PHONE_LABEL_KEYS, flagOf } from './labels.ts';

/** One contact's details; one's own may be edited, given an avatar or deleted; a client's person links its client. */
export function ContactView({
  contact: c,
  tags,
  onEdit,
}: {
  contact: Contact;
  tags: readonly ContactTag[];
  onEdit(): void;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const remove = useEndpointMutation(e.delete, { invalidates: CONTACT_READS, awaitRefetch: false });
  const countries = useCountries();
  const dial = (iso: string) => countries.data?.find((x) => x.iso === iso)?.code ?? '';
  const tagTitles = c.tags.map((id) => tags.find((tg) => tg.id === id)?.title).filter((x): x is string => !!x);
  const row = (label: string, value: ReactNode) =>
    value ? (
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, gap: { xs: 0, sm: 2 }, py: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{value}</Box>
      </Box>
    ) : null;
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} data-testid="contact-view">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <AvatarUpload contact={c} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {c.name}
          </Typography>
          <Typography color="text.secondary">{[c.title, c.company].filter(Boolean).join(' · ')}</Typography>
          {tagTitles.length > 0 && (
            <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
              {tagTitles.map((title) => (
                <Chip key={title} size="small" label={title} />
              ))}
            </Stack>
          )}
        </Box>
        {c.readOnly ? (
          <Button component={RouterLink} to={clientPages.record(c.client!.id)} startIcon={<BusinessIcon />}>
            {t('apps.contacts.openClient')}
          </Button>
        ) : (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
              {t('apps.contacts.edit')}
            </Button>
            <ConfirmButton
              color="error"
              label={t('apps.contacts.delete')}
              title={t('apps.contacts.deleteTitle')}
              text={t('apps.contacts.deleteText', { name: c.name })}
              confirmLabel={t('apps.contacts.delete')}
              danger
              onConfirm={() =>
                remove.mutateAsync({ query: { id: c.id } }).then(() => navigate(contactPages.list, { replace: true }))
              }
            />
          </Stack>
        )}
      </Stack>
      {c.readOnly && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('apps.contacts.readOnly', { client: c.client?.name ?? '' })}
        </Typography>
      )}
      {row(
        t('apps.contacts.emails'),
        c.emails.map((m) => (
          <Typography key={m.email} variant="body2">
            <a href={`mailto:${m.email}`}>{m.email}</a> · {t(EMAIL_LABEL_KEYS[m.label])}
          </Typography>
        )),
      )}
      {row(
        t('apps.contacts.phones'),
        c.phoneNumbers.map((p, i) => (
          <Typography key={i} variant="body2">
            {flagOf(p.country)} {dial(p.country)} {p.phoneNumber} · {t(PHONE_LABEL_KEYS[p.label])}
          </Typography>
        )),
      )}
      {row(t('apps.contacts.birthday'), c.birthday ? formatDate(c.birthday) : null)}
      {row(t('apps.contacts.address'), c.address)}
      {row(
        t('apps.contacts.notes'),
        c.notes ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {c.notes}
          </Typography>
        ) : null,
      )}
    </Box>
  );
}
