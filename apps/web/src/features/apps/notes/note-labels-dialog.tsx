import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { NoteLabel } from '@wf/shared/contracts/apps/notes/notes';
import { useT } from '../../../lib/i18n/index.ts';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { DialogError } from '../../../components/management/dialog/dialog-parts.tsx';
import { ConfirmDialog } from '../../../components/management/dialog/confirm-dialog.tsx';
import { notesEndpoints as ne } from '@wf/shared/contracts/apps/notes/endpoints';
import { useEndpointMutation } from '../../../lib/use-endpoint.ts';

/** The user's note labels: add, rename (on leaving the field), delete (stripped from the notes, after a confirmation). */
export function NoteLabelsDialog({ labels, onClose }: { labels: NoteLabel[]; onClose(): void }) {
  const { t } = useT();
  const create = useEndpointMutation(ne.createLabel, { invalidates: [ne] });
  const rename = useEndpointMutation(ne.updateLabel, { invalidates: [ne] });
  const remove = useEndpointMutation(ne.removeLabel, { invalidates: [ne] });
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<NoteLabel | null>(null);
  const fail = (err: unknown) => setError(errorText(err, t));
  const add = () => {
    if (title.trim()) create.mutate({ body: { title: title.trim() } }, { onSuccess: () => setTitle(''), onError: fail });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="note-labels-title">
      <DialogTitle id="note-labels-title">{t('apps.notes.editLabels')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              fullWidth
              label={t('apps.notes.newLabel')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && add()}
            />
            <IconButton aria-label={t('apps.notes.addLabel')} onClick={add} disabled={create.isPending}>
              <AddIcon />
            </IconButton>
          </Stack>
          {labels.map((l) => (
            <Stack key={l.id} direction="row" spacing={1}>
              <TextField
                size="small"
                fullWidth
                defaultValue={l.title}
                slotProps={{ htmlInput: { 'aria-label': t('apps.notes.labelName', { name: l.title }), maxLength: 60 } }}
                onBlur={(e) => {
                  const v = e.target.value.trim();
                  if (v && v !== l.title) rename.mutate({ body: { label: { id: l.id, title: v } } }, { onError: fail });
                }}
              />
              <IconButton aria-label={t('apps.notes.deleteLabel', { name: l.title })} onClick={() => setDeleting(l)}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <DialogError error={error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={!!deleting}
        title={t('apps.notes.deleteLabelTitle')}
        text={t('apps.notes.deleteLabelText', { name: deleting?.title ?? '' })}
        confirmLabel={t('common.delete')}
        danger
        onConfirm={() => remove.mutateAsync({ query: { id: deleting!.id } })}
        onClose={() => setDeleting(null)}
      />
    </Dialog>
  );
}
