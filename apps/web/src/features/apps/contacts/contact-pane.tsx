import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContactPageIcon from '@mui/icons-material/ContactPage';
import type { ContactTag } from '@wf/shared/contracts/apps/contacts/contacts';
import { contactPages } from '@wf/shared/contracts/apps/contacts/pages';
import { EmptyState, errorText } from '../../../components/management/list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { contactEndpoints as e } from '@wf/shared/contracts/apps/contacts/endpoints';
import { useEndpoint } from '../../../lib/use-endpoint.ts';
import { ContactView } from './contact-view.tsx';
import { ContactEditor } from './contact-editor.tsx';

/** The open contact: nothing chosen, loading, not found, its details, or its editor. */
export function ContactPane({
  id,
  startEditing,
  tags,
}: {
  id: string | undefined;
  startEditing: boolean;
  tags: readonly ContactTag[];
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const contact = useEndpoint(e.get, { query: { id: id ?? '' } }, { enabled: !!id });
  const [editing, setEditing] = useState(startEditing);
  if (!id)
    return <EmptyState icon={<ContactPageIcon />} title={t('apps.contacts.pick')} text={t('apps.contacts.pickText')} />;
  const back = (
    <Button
      startIcon={<ArrowBackIcon />}
      onClick={() => void navigate(contactPages.list)}
      sx={{ display: { md: 'none' }, m: 1 }}
    >
      {t('apps.contacts.back')}
    </Button>
  );
  if (contact.isPending) return <LinearProgress aria-label={t('apps.contacts.loading')} />;
  if (contact.isError)
    return (
      <Box>
        {back}
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={<Button onClick={() => void contact.refetch()}>{t('management.retry')}</Button>}
        >
          {errorText(contact.error, t)}
        </Alert>
      </Box>
    );
  return (
    <Box>
      {back}
      {editing && !contact.data.readOnly ? (
        <ContactEditor
          contact={contact.data}
          tags={tags}
          onDone={() => {
            setEditing(false);
            void navigate(contactPages.record(contact.data.id), { replace: true });
          }}
        />
      ) : (
        <ContactView contact={contact.data} tags={tags} onEdit={() => setEditing(true)} />
      )}
    </Box>
  );
}
