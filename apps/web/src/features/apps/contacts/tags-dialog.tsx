import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ContactTag } from '@wf/shared/contracts/apps/contacts/contacts';
import { ConfirmDialog } from '../../../components/management/dialog/confirm-dialog.tsx';
import { DialogError } from '../../../components/management/dialog/dialog-parts.tsx';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { contactEndpoints as e } from '@wf/shared/contracts/apps/contacts/endpoints';
import { useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { CONTACT_READS } from './contact-cache.ts';

/** The caller's tags: add (placed first), rename (saved on leaving the field), delete (confirmed; leaves the contacts). */
export function TagsDialog({ tags, onClose }: { tags: readonly ContactTag[]; onClose(): void }) {
  const { t } = useT();
  // A deleted tag also leaves the contacts, so every tag change refreshes the contacts too.
  const done = { invalidates: CONTACT_READS, awaitRefetch: false };
  const changes = {
    create: useEndpointMutation(e.createTag, done),
    rename: useEndpointMutation(e.updateTag, done),
    remove: useEndpointMutation(e.deleteTag, done),
  };
  const [title, setTitle] = useState('');
  const [removing, setRemoving] = useState<ContactTag | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = (err: unknown) => setError(errorText(err, t));
  const add = () => {
    if (!title.trim()) return;
    changes.create.mutate({ body: { tag: { title: title.trim() } } }, { onSuccess: () => setTitle(''), onError: fail });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('apps.contacts.tags.title')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1, pt: 1, mb: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <TextField
            size="small"
            fullWidth
            label={t('apps.contacts.tags.new')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <Button type="submit" variant="contained" disabled={!title.trim() || changes.create.isPending}>
            {t('apps.contacts.tags.add')}
          </Button>
        </Box>
        {tags.length === 0 && <Typography color="text.secondary">{t('apps.contacts.tags.none')}</Typography>}
        {tags.map((tg) => (
          <Box key={tg.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <TextField
              size="small"
              fullWidth
              defaultValue={tg.title}
              slotProps={{
                htmlInput: { 'aria-label': t('apps.contacts.tags.rename', { title: tg.title }), maxLength: 60 },
              }}
              onBlur={(e) => {
                const next = e.target.value.trim();
                if (next && next !== tg.title)
                  changes.rename.mutate({ body: { id: tg.id, tag: { title: next } } }, { onError: fail });
              }}
            />
            <IconButton
              aria-label={t('apps.contacts.tags.delete', { title: tg.title })}
              onClick={() => setRemoving(tg)}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        <DialogError error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('apps.contacts.close')}</Button>
      </DialogActions>
      {removing && (
        <ConfirmDialog
          open
          danger
          title={t('apps.contacts.tags.deleteTitle')}
          text={t('apps.contacts.tags.deleteText', { title: removing.title })}
          confirmLabel={t('apps.contacts.delete')}
          onConfirm={() => changes.remove.mutateAsync({ query: { id: removing.id } })}
          onClose={() => setRemoving(null)}
        />
      )}
    </Dialog>
  );
}
