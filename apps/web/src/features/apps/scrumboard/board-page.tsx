import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScrumCard } from '@wf/shared/contracts/apps/scrumboard/scrumboard';
import { scrumboardPages } from '@wf/shared/contracts/apps/scrumboard/pages';
import { Breadcrumb, errorText, PageHeader } from '../../../components/management/list/list-tools.tsx';
import { LoadingBar } from '../../../components/loading-bar.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { AddList, BoardColumn } from './board-column.tsx';
import { CardDialog } from './card-dialog.tsx';
import { scrumboardEndpoints as e } from '@wf/shared/contracts/apps/scrumboard/endpoints';
import { useEndpoint } from '../../../lib/use-endpoint.ts';
import { useMoveCard } from './board-changes.ts';

/** /apps/scrumboard/:id: a board's lists and cards; cards move by drag and drop or Alt + arrow keys. */
export function Component() {
  const { t } = useT();
  const { id = '' } = useParams();
  const board = useEndpoint(e.board, { query: { id } }, { enabled: !!id });
  const move = useMoveCard(id);
  const [open, setOpen] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (!focusId) return;
    document.querySelector<HTMLElement>(`[data-card-id="${focusId}"]`)?.focus();
  }, [focusId, board.data]);

  if (board.isPending) return <LoadingBar />;
  if (board.isError)
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="error">{errorText(board.error, t)}</Alert>
      </Box>
    );
  const b = board.data;
  const moveCard = (card: ScrumCard, listId: string, index: number, keepFocus = false) => {
    if (keepFocus) setFocusId(card.id);
    move.mutate({ cardId: card.id, listId, index });
  };
  /** Alt + arrow keys: up and down within the list, left and right to the end of the next list. */
  const keyMove = (card: ScrumCard, key: string) => {
    const li = b.lists.findIndex((l) => l.id === card.listId);
    const list = b.lists[li]!;
    const at = list.cards.findIndex((c) => c.id === card.id);
    if (key === 'ArrowUp' && at > 0) moveCard(card, list.id, at - 1, true);
    if (key === 'ArrowDown' && at < list.cards.length - 1) moveCard(card, list.id, at + 1, true);
    const to = key === 'ArrowLeft' ? b.lists[li - 1] : key === 'ArrowRight' ? b.lists[li + 1] : undefined;
    if (to) moveCard(card, to.id, to.cards.length, true);
  };
  const openCard = b.lists.flatMap((l) => l.cards).find((c) => c.id === open);

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Breadcrumb to={scrumboardPages.list} list={t('apps.scrumboard.title')} current={b.title} />
      <PageHeader
        title={b.title}
        subtitle={b.description ?? undefined}
        actions={
          <AvatarGroup max={8}>
            {b.members.map((m) => (
              <Avatar key={m.id} alt={m.name} title={m.name} src={m.avatar ?? undefined} sx={{ width: 32, height: 32 }}>
                {m.name.slice(0, 1)}
              </Avatar>
            ))}
          </AvatarGroup>
        }
      />
      <Typography variant="body2" color="text.secondary" id="scrum-keyboard-hint" sx={{ mb: 2 }}>
        {t('apps.scrumboard.keyboardHint')}
      </Typography>
      {move.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(move.error, t)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', alignItems: 'flex-start', pb: 2 }}>
        {b.lists.map((list) => (
          <BoardColumn
            key={list.id}
            boardId={b.id}
            list={list}
            onOpen={setOpen}
            onMove={moveCard}
            onKeyMove={keyMove}
          />
        ))}
        <AddList boardId={b.id} />
      </Box>
      {openCard && <CardDialog card={openCard} board={b} onClose={() => setOpen(null)} />}
    </Box>
  );
}
