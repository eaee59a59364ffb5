import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FileManagerItem } from '@wf/shared/contracts/apps/file-manager/file-manager';
import { useT } from '../../../lib/i18n/index.ts';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { CancelAndConfirm, DialogError } from '../../../components/management/dialog/dialog-parts.tsx';
import { fileManagerEndpoints as e } from '@wf/shared/contracts/apps/file-manager/endpoints';
import { useEndpointMutation } from '../../../lib/use-endpoint.ts';

/** A new staff folder in `folderId` (item null), or the name and description of an item. */
export function NameDialog({
  item,
  folderId,
  onClose,
}: {
  item: FileManagerItem | null;
  folderId: string | null;
  onClose(): void;
}) {
  const { t } = useT();
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const create = useEndpointMutation(e.createFolder, { invalidates: [e] });
  const updateFolder = useEndpointMutation(e.updateFolder, { invalidates: [e] });
  const updateFile = useEndpointMutation(e.updateFile, { invalidates: [e] });
  const save = () => {
    const fields = { name: name.trim(), description: description.trim() || null };
    if (!item) return create.mutateAsync({ body: { folderId, ...fields } });
    return (item.type === 'folder' ? updateFolder : updateFile).mutateAsync({ body: { id: item.id, item: fields } });
  };
  const saving = create.isPending || updateFolder.isPending || updateFile.isPending;
  const submit = async () => {
    setError(null);
    try {
      await save();
      onClose();
    } catch (err) {
      setError(errorText(err, t));
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t(item ? 'apps.file-manager.renameTitle' : 'apps.file-manager.newFolder')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('apps.file-manager.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoFocus
            required
          />
          <TextField
            label={t('apps.file-manager.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
          />
          <DialogError error={error} />
        </Stack>
      </DialogContent>
      <CancelAndConfirm onCancel={onClose} onConfirm={() => void submit()} disabled={!name.trim() || saving} />
    </Dialog>
  );
}
