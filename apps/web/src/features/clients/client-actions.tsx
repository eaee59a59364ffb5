import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { ClientDetail } from '@wf/shared/contracts/clients/clients';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { ConfirmButton, ConfirmDialog } from '../../components/management/dialog/confirm-dialog.tsx';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { clientEndpoints as e } from '@wf/shared/contracts/clients/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { useClientChange } from './client-cache.ts';
import { projectPages } from '@wf/shared/contracts/projects/pages';
import { clientPages } from '@wf/shared/contracts/clients/pages';

/** The header actions of a client for someone who may edit it: new project, edit, archive, delete. */
export function ClientHeaderActions({ client: c }: { client: ClientDetail }) {
  const { t } = useT();
  const can = useCan();
  return (
    <>
      {!c.archived && can(projectEndpoints.create) && (
        <Button
          component={RouterLink}
          to={projectPages.create({ clientId: c.id })}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t('clients.detail.newProject')}
        </Button>
      )}
      <Button
        component={RouterLink}
        to={clientPages.edit(c.id)}
        variant="outlined"
        startIcon={<EditIcon />}
      >
        {t('common.edit')}
      </Button>
      <ArchiveClientButton client={c} />
      <DeleteClientButton client={c} />
    </>
  );
}

export function ArchiveClientButton({ client: c }: { client: ClientDetail }) {
  const { t } = useT();
  const archive = useClientChange(e.archive);
  const unarchive = useClientChange(e.unarchive);
  const toArchive = !c.archived;
  return (
    <ConfirmButton
      label={t(toArchive ? 'common.archive' : 'common.unarchive')}
      title={t(toArchive ? 'clients.detail.archiveTitle' : 'clients.detail.unarchiveTitle')}
      text={t(toArchive ? 'clients.detail.archiveText' : 'clients.detail.unarchiveText')}
      confirmLabel={t(toArchive ? 'common.archive' : 'common.unarchive')}
      onConfirm={() => (toArchive ? archive : unarchive).mutateAsync({ params: { id: c.id } })}
    />
  );
}

export function DeleteClientButton({ client: c }: { client: ClientDetail }) {
  const { t } = useT();
  const navigate = useNavigate();
  const remove = useEndpointMutation(e.remove, { invalidates: [e] });
  return (
    <ConfirmButton
      label={t('common.delete')}
      color="error"
      title={t('clients.detail.deleteTitle')}
      text={
        c.projects.length
          ? t('clients.detail.deleteHasProjects', { count: c.projects.length })
          : t('clients.detail.deleteText')
      }
      confirmLabel={t('common.delete')}
      danger
      onConfirm={async () => {
        await remove.mutateAsync({ params: { id: c.id } });
        void navigate(clientPages.list(), { replace: true });
      }}
    />
  );
}

/** Takes a worker off the client's do-not-send list, after a confirmation. */
export function RemoveDoNotSendButton({
  clientId,
  entryId,
  name,
}: {
  clientId: string;
  entryId: string;
  name: string;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const remove = useClientChange(e.removeDoNotSend);
  return (
    <>
      <Tooltip title={t('clients.dns.removeTooltip')}>
        <IconButton aria-label={t('clients.dns.removeLabel', { name })} onClick={() => setOpen(true)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <ConfirmDialog
          open
          title={t('clients.dns.removeTitle', { name })}
          text={t('clients.dns.removeText')}
          confirmLabel={t('common.remove')}
          onConfirm={() => remove.mutateAsync({ params: { id: clientId, entryId } })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
