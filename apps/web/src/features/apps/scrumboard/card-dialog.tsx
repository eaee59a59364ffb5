import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ScrumBoardDetail, ScrumCard, ScrumLabel } from '@wf/shared/contracts/apps/scrumboard/scrumboard';
import { DateField } from '../../../components/date-field.tsx';
import { ConfirmDialog } from '../../../components/management/dialog/confirm-dialog.tsx';
import { CancelAndConfirm, DialogError, useDialogAction } from '../../../components/management/dialog/dialog-parts.tsx';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { scrumboardEndpoints as e } from '@wf/shared/contracts/apps/scrumboard/endpoints';
import { useBoardChange } from './board-changes.ts';

/** One card: its title, description, due date and labels (a new label is made on the board); its delete. */
export function CardDialog({ card, board, onClose }: { card: ScrumCard; board: ScrumBoardDetail; onClose(): void }) {
  const { t } = useT();
  const [title, setTitle] = useState(card.title);
  const [description, setDescription] = useState(card.description ?? '');
  const [dueDate, setDueDate] = useState<string | null>(card.dueDate);
  const [labels, setLabels] = useState<ScrumLabel[]>(card.labels);
  const [newLabel, setNewLabel] = useState('');
  const [confirming, setConfirming] = useState(false);
  const save = useBoardChange(board.id, e.updateCard);
  const addLabel = useBoardChange(board.id, e.createLabel);
  const remove = useBoardChange(board.id, e.deleteCard);
  const { error, busy, run } = useDialogAction((err) => errorText(err, t), onClose);
  const submit = () =>
    run(() =>
      save.mutateAsync({
        body: {
          id: card.id,
          card: { title, description: description.trim() || null, dueDate, labels: labels.map((l) => l.id) },
        },
      }),
    );
  const makeLabel = async () => {
    const label = await addLabel.mutateAsync({ body: { label: { boardId: board.id, title: newLabel.trim() } } });
    setLabels((old) => [...old, label]);
    setNewLabel('');
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('apps.scrumboard.cardTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('apps.scrumboard.title_')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
          />
          <TextField
            label={t('apps.scrumboard.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={3}
          />
          <DateField label={t('apps.scrumboard.dueDate')} value={dueDate} onChange={setDueDate} />
          <Autocomplete
            multiple
            options={board.labels}
            getOptionLabel={(l) => l.title}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={labels}
            onChange={(_e, v) => setLabels(v)}
            renderInput={(params) => <TextField {...params} label={t('apps.scrumboard.labels')} />}
          />
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              label={t('apps.scrumboard.newLabel')}
              value={newLabel}
              onChange={(e) => setNewLabel(e.target.value)}
              sx={{ flex: 1 }}
            />
            <Button onClick={() => void makeLabel()} disabled={!newLabel.trim() || addLabel.isPending}>
              {t('apps.scrumboard.add')}
            </Button>
          </Stack>
          <DialogError error={error} />
        </Stack>
      </DialogContent>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', pl: 2 }}>
        <Button color="error" onClick={() => setConfirming(true)}>
          {t('apps.scrumboard.deleteCard')}
        </Button>
        <CancelAndConfirm onCancel={onClose} onConfirm={() => void submit()} disabled={busy || !title.trim()} />
      </Stack>
      <ConfirmDialog
        open={confirming}
        danger
        title={t('apps.scrumboard.deleteCard')}
        text={t('apps.scrumboard.deleteCardText', { title: card.title })}
        confirmLabel={t('common.delete')}
        onConfirm={async () => {
          await remove.mutateAsync({ query: { id: card.id } });
          onClose();
        }}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
