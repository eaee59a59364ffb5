import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import type { Note, NoteLabel } from '@wf/shared/contracts/apps/notes/notes';
import { fromSgLocalInput, sgLocalInput } from '@wf/shared/domain/apps/reminder-time';
import { useT } from '../../../lib/i18n/index.ts';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { DialogError } from '../../../components/management/dialog/dialog-parts.tsx';
import { ConfirmDialog } from '../../../components/management/dialog/confirm-dialog.tsx';
import { notesEndpoints as ne } from '@wf/shared/contracts/apps/notes/endpoints';
import { useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { NoteChecklist, type DraftTask } from './note-checklist.tsx';
import { NoteImage } from './note-image.tsx';

/** The note editor: title, text, checklist, labels, reminder (Singapore time), image, archive, delete. */
export function NoteEditor({ note, labels, onClose }: { note: Note | null; labels: NoteLabel[]; onClose(): void }) {
  const { t } = useT();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Every change refreshes the notes and labels.
  const create = useEndpointMutation(ne.create, { invalidates: [ne] });
  const update = useEndpointMutation(ne.update, { invalidates: [ne] });
  const remove = useEndpointMutation(ne.remove, { invalidates: [ne] });
  const upload = useEndpointMutation(ne.uploadImage, { invalidates: [ne] });
  const removeImage = useEndpointMutation(ne.removeImage, { invalidates: [ne] });
  const [saved, setSaved] = useState<Note | null>(note);
  const [title, setTitle] = useState(note?.title ?? '');
  const [content, setContent] = useState(note?.content ?? '');
  const [tasks, setTasks] = useState<DraftTask[]>((note?.tasks ?? []).map((x) => ({ ...x, key: x.id })));
  const [labelIds, setLabelIds] = useState<string[]>(note?.labels.map((l) => l.id) ?? []);
  const [reminder, setReminder] = useState(sgLocalInput(note?.reminder ?? null));
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const shown = saved;

  const fields = () => ({
    title,
    content,
    tasks: tasks.length ? tasks.map(({ id, content: c, completed }) => ({ id, content: c, completed })) : null,
    labels: labelIds,
    reminder: fromSgLocalInput(reminder),
  });
  const save = async (extra: { archived?: boolean } = {}) => {
    const n = saved ? await update.mutateAsync({ body: { updatedNote: { id: saved.id, ...fields(), ...extra } } }) : await create.mutateAsync({ body: { note: { ...fields(), ...extra } } });
    setSaved(n);
    return n;
  };
  const attempt = async (run: () => Promise<unknown>, close = false) => {
    setError(null);
    try {
      await run();
      if (close) onClose();
    } catch (err) {
      setError(errorText(err, t));
    }
  };
  // Closing keeps what was typed (an untouched new note is not made).
  const close = () => (!saved && !title && !content && !tasks.length ? onClose() : void attempt(save, true));
  const busy = create.isPending || update.isPending || upload.isPending || removeImage.isPending;

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="note-editor-title">
      <DialogTitle id="note-editor-title">{t(note ? 'apps.notes.edit' : 'apps.notes.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {shown?.image && <NoteImage noteId={shown.id} url={shown.image} alt={title || t('apps.notes.image')} />}
          <TextField label={t('apps.notes.noteTitle')} value={title} onChange={(e) => setTitle(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField label={t('apps.notes.content')} value={content} onChange={(e) => setContent(e.target.value)} multiline minRows={3} />
          <NoteChecklist tasks={tasks} onChange={setTasks} />
          <TextField
            type="datetime-local"
            label={t('apps.notes.reminder')}
            helperText={t('apps.notes.reminderHelp')}
            value={reminder}
            onChange={(e) => setReminder(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {labels.length > 0 && (
            <Stack role="group" aria-label={t('apps.notes.labels')}>
              <Typography variant="subtitle2">{t('apps.notes.labels')}</Typography>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
                {labels.map((l) => (
                  <FormControlLabel
                    key={l.id}
                    label={l.title}
                    control={
                      <Checkbox
                        checked={labelIds.includes(l.id)}
                        onChange={(e) => setLabelIds(e.target.checked ? [...labelIds, l.id] : labelIds.filter((x) => x !== l.id))}
                      />
                    }
                  />
                ))}
              </Stack>
            </Stack>
          )}
          <input
            ref={fileInput}
            type="file"
            hidden
            accept="image/png,image/jpeg,image/webp"
            aria-label={t('apps.notes.addImage')}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (file) void attempt(async () => setSaved(await upload.mutateAsync({ query: { id: (await save()).id }, headers: { 'content-type': 'application/octet-stream' }, body: file })));
            }}
          />
          <DialogError error={error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button startIcon={<ImageIcon />} disabled={busy} onClick={() => fileInput.current?.click()}>
          {t(shown?.image ? 'apps.notes.replaceImage' : 'apps.notes.addImage')}
        </Button>
        {shown?.image && (
          <Button disabled={busy} onClick={() => void attempt(async () => setSaved(await removeImage.mutateAsync({ query: { id: shown.id } })))}>
            {t('apps.notes.removeImage')}
          </Button>
        )}
        {saved && (
          <Button
            startIcon={saved.archived ? <UnarchiveIcon /> : <ArchiveIcon />}
            disabled={busy}
            onClick={() => void attempt(() => save({ archived: !saved.archived }), true)}
          >
            {t(saved.archived ? 'apps.notes.unarchive' : 'apps.notes.archive')}
          </Button>
        )}
        {saved && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
            {t('common.delete')}
          </Button>
        )}
        <Button variant="contained" disabled={busy} onClick={() => void attempt(save, true)}>
          {t('common.save')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={deleting}
        title={t('apps.notes.deleteTitle')}
        text={t('apps.notes.deleteText')}
        confirmLabel={t('common.delete')}
        danger
        onConfirm={() => remove.mutateAsync({ query: { id: saved!.id } }).then(onClose)}
        onClose={() => setDeleting(false)}
      />
    </Dialog>
  );
}
