import { useState } from 'react';
import { useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ScrumMember } from '@wf/shared/contracts/apps/scrumboard/scrumboard';
import { scrumboardPages } from '@wf/shared/contracts/apps/scrumboard/pages';
import { CancelAndConfirm, DialogError, useDialogAction } from '../../../components/management/dialog/dialog-parts.tsx';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { scrumboardEndpoints as e } from '@wf/shared/contracts/apps/scrumboard/endpoints';
import { useEndpoint, useEndpointMutation } from '../../../lib/use-endpoint.ts';

/** An admin makes a board: its title, what it is for, and the staff who work on it. */
export function NewBoardDialog({ onClose }: { onClose(): void }) {
  const { t } = useT();
  const navigate = useNavigate();
  const staff = useEndpoint(e.staff);
  const create = useEndpointMutation(e.createBoard, { invalidates: [e.boards] });
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [members, setMembers] = useState<ScrumMember[]>([]);
  const { error, busy, run } = useDialogAction((err) => errorText(err, t), onClose);
  const save = () =>
    run(async () => {
      const board = await create.mutateAsync({
        body: { board: { title, description: description || null, members: members.map((m) => m.id) } },
      });
      void navigate(scrumboardPages.board(board.id));
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('apps.scrumboard.newBoard')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('apps.scrumboard.boardTitle')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            autoFocus
          />
          <TextField
            label={t('apps.scrumboard.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
          />
          <Autocomplete
            multiple
            options={staff.data ?? []}
            loading={staff.isPending}
            getOptionLabel={(m) => m.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={members}
            onChange={(_e, v) => setMembers(v)}
            renderInput={(params) => <TextField {...params} label={t('apps.scrumboard.members')} />}
          />
          <DialogError error={error} />
        </Stack>
      </DialogContent>
      <CancelAndConfirm
        onCancel={onClose}
        onConfirm={() => void save()}
        label={t('apps.scrumboard.create')}
        disabled={busy || !title.trim()}
      />
    </Dialog>
  );
}
