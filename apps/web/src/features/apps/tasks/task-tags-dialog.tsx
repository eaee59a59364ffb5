import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { TASK_TAG_TITLE_MAX, type TaskTag } from '@wf/shared/contracts/apps/tasks/tasks';
import { ConfirmDialog } from '../../../components/management/dialog/confirm-dialog.tsx';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { taskEndpoints as e } from '@wf/shared/contracts/apps/tasks/endpoints';
import { useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { TASK_CHANGE } from './task-changes.ts';

/** The caller's own tags: add, rename (on leaving the field), delete after a confirmation (it leaves every task). */
export function TagsDialog({ tags, onClose }: { tags: readonly TaskTag[]; onClose(): void }) {
  const { t } = useT();
  const m = {
    create: useEndpointMutation(e.createTag, TASK_CHANGE),
    rename: useEndpointMutation(e.updateTag, TASK_CHANGE),
    remove: useEndpointMutation(e.deleteTag, TASK_CHANGE),
  };
  const [title, setTitle] = useState('');
  const [doomed, setDoomed] = useState<TaskTag | null>(null);
  const mine = tags.filter((x) => x.mine);
  const error = m.create.error ?? m.rename.error;
  const add = () => {
    if (title.trim()) m.create.mutate({ body: { tag: { title: title.trim() } } }, { onSuccess: () => setTitle('') });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('apps.tasks.tagsDialog.title')}</DialogTitle>
      <DialogContent>
        {mine.length === 0 && <Typography color="text.secondary">{t('apps.tasks.tagsDialog.none')}</Typography>}
        {mine.map((tag) => (
          <Stack key={tag.id} direction="row" sx={{ alignItems: 'center', mt: 1 }}>
            <TextField
              size="small"
              fullWidth
              defaultValue={tag.title}
              onBlur={(e) =>
                e.target.value.trim() &&
                e.target.value.trim() !== tag.title &&
                m.rename.mutate({ body: { id: tag.id, tag: { title: e.target.value.trim() } } })
              }
              slotProps={{
                htmlInput: {
                  maxLength: TASK_TAG_TITLE_MAX,
                  'aria-label': t('apps.tasks.tagsDialog.rename', { title: tag.title }),
                },
              }}
            />
            <IconButton
              aria-label={t('apps.tasks.tagsDialog.delete', { title: tag.title })}
              onClick={() => setDoomed(tag)}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <TextField
            size="small"
            fullWidth
            label={t('apps.tasks.tagsDialog.newTag')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), add())}
            slotProps={{ htmlInput: { maxLength: TASK_TAG_TITLE_MAX } }}
          />
          <Button onClick={add} disabled={!title.trim() || m.create.isPending}>
            {t('apps.tasks.tagsDialog.add')}
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(error, t)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('apps.tasks.tagsDialog.close')}</Button>
      </DialogActions>
      {doomed && (
        <ConfirmDialog
          open
          title={t('apps.tasks.tagsDialog.deleteTitle')}
          text={t('apps.tasks.tagsDialog.deleteText', { title: doomed.title })}
          confirmLabel={t('apps.tasks.editor.delete')}
          danger
          onConfirm={() => m.remove.mutateAsync({ query: { id: doomed.id } })}
          onClose={() => setDoomed(null)}
        />
      )}
    </Dialog>
  );
}
