import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EventIcon from '@mui/icons-material/Event';
import type { ScrumBoardDetail, ScrumCard } from '@wf/shared/contracts/apps/scrumboard/scrumboard';
import { formatDate } from '@wf/shared/domain/format';
import { ConfirmDialog } from '../../../components/management/dialog/confirm-dialog.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { scrumboardEndpoints as e } from '@wf/shared/contracts/apps/scrumboard/endpoints';
import { useBoardChange } from './board-changes.ts';

type List = ScrumBoardDetail['lists'][number];
const DRAG_TYPE = 'application/x-scrum-card';

/** The index among the list's other cards where a card dropped on `over` (or the list's end) goes. */
function dropIndex(list: List, cardId: string, overId: string | null): number {
  const others = list.cards.filter((c) => c.id !== cardId);
  const at = overId ? others.findIndex((c) => c.id === overId) : -1;
  return at < 0 ? others.length : at;
}

/** One list of a board: its cards (drop target), a card input and the list's delete. */
export function BoardColumn({
  boardId,
  list,
  onOpen,
  onMove,
  onKeyMove,
}: {
  boardId: string;
  list: List;
  onOpen(cardId: string): void;
  onMove(card: ScrumCard, listId: string, index: number): void;
  onKeyMove(card: ScrumCard, key: string): void;
}) {
  const { t } = useT();
  const [over, setOver] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useBoardChange(boardId, e.deleteList);
  const drop = (e: DragEvent, overId: string | null) => {
    e.preventDefault();
    e.stopPropagation();
    setOver(false);
    const raw = e.dataTransfer.getData(DRAG_TYPE);
    if (!raw) return;
    const card = JSON.parse(raw) as ScrumCard;
    onMove(card, list.id, dropIndex(list, card.id, overId));
  };
  return (
    <Paper
      variant="outlined"
      data-testid={`scrum-list-${list.title}`}
      aria-label={list.title}
      role="region"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => drop(e, null)}
      sx={{ width: 290, flex: '0 0 290px', p: 1.5, bgcolor: over ? 'action.hover' : 'background.default' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {list.title}{' '}
          <Typography component="span" color="text.secondary">
            ({list.cards.length})
          </Typography>
        </Typography>
        <IconButton
          size="small"
          aria-label={t('apps.scrumboard.deleteList', { title: list.title })}
          onClick={() => setConfirming(true)}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Stack spacing={1} sx={{ minHeight: 40 }}>
        {list.cards.map((card) => (
          <Paper
            key={card.id}
            component="button"
            type="button"
            data-card-id={card.id}
            data-testid={`scrum-card-${card.title}`}
            aria-describedby="scrum-keyboard-hint"
            draggable
            onDragStart={(e: DragEvent) => {
              e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(card));
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e: DragEvent) => e.preventDefault()}
            onDrop={(e: DragEvent) => drop(e, card.id)}
            onClick={() => onOpen(card.id)}
            onKeyDown={(e) => {
              if (!e.altKey || !e.key.startsWith('Arrow')) return;
              e.preventDefault();
              onKeyMove(card, e.key);
            }}
            sx={{
              p: 1.25,
              textAlign: 'left',
              cursor: 'grab',
              font: 'inherit',
              color: 'inherit',
              border: 1,
              borderColor: 'divider',
              width: '100%',
            }}
          >
            {card.labels.length > 0 && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 0.5 }}>
                {card.labels.map((l) => (
                  <Chip key={l.id} label={l.title} size="small" color="primary" variant="outlined" />
                ))}
              </Box>
            )}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {card.title}
            </Typography>
            {card.dueDate && (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
              >
                <EventIcon sx={{ fontSize: 14 }} /> {formatDate(card.dueDate)}
              </Typography>
            )}
          </Paper>
        ))}
      </Stack>
      <AddCard boardId={boardId} listId={list.id} />
      <ConfirmDialog
        open={confirming}
        danger
        title={t('apps.scrumboard.deleteListTitle')}
        text={t('apps.scrumboard.deleteListText', { title: list.title, count: list.cards.length })}
        confirmLabel={t('common.delete')}
        onConfirm={() => remove.mutateAsync({ query: { id: list.id } })}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}

/** A one-line input that adds a card or a list. */
function AddInline({ label, onAdd }: { label: string; onAdd(title: string): Promise<unknown> }) {
  const { t } = useT();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!title.trim()) return;
    setBusy(true);
    try {
      await onAdd(title.trim());
      setTitle('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
      <TextField
        size="small"
        label={label}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void add();
        }}
        sx={{ flex: 1 }}
      />
      <Button onClick={() => void add()} disabled={busy || !title.trim()}>
        {t('apps.scrumboard.add')}
      </Button>
    </Stack>
  );
}

function AddCard({ boardId, listId }: { boardId: string; listId: string }) {
  const { t } = useT();
  const add = useBoardChange(boardId, e.createCard);
  return (
    <AddInline
      label={t('apps.scrumboard.addCard')}
      onAdd={(title) => add.mutateAsync({ body: { card: { listId, title } } })}
    />
  );
}

export function AddList({ boardId }: { boardId: string }) {
  const { t } = useT();
  const add = useBoardChange(boardId, e.createList);
  return (
    <Paper variant="outlined" sx={{ width: 290, flex: '0 0 290px', p: 1.5 }}>
      <AddInline
        label={t('apps.scrumboard.addList')}
        onAdd={(title) => add.mutateAsync({ body: { list: { boardId, title } } })}
      />
    </Paper>
  );
}
