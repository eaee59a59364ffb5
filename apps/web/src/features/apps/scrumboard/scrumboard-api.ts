import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScrumBoardDetail, ScrumCard } from '@wf/shared/contracts/apps/scrumboard/scrumboard';
import { scrumboardEndpoints as e } from '@wf/shared/contracts/apps/scrumboard/endpoints';
import { call } from '../../../lib/call.ts';

/** The scrumboard's query keys and fetchers. */
export const scrumKeys = {
  boards: ['apps', 'scrumboard', 'boards'] as const,
  board: (id: string) => ['apps', 'scrumboard', 'board', id] as const,
  staff: ['apps', 'scrumboard', 'staff'] as const,
};

export const scrumApi = {
  boards: () => call(e.boards),
  board: (id: string) => call(e.board, { query: { id } }),
  staff: () => call(e.staff),
  createBoard: (board: { title: string; description?: string | null; members?: string[] }) => call(e.createBoard, { body: { board } }),
  createList: (boardId: string, title: string) => call(e.createList, { body: { list: { boardId, title } } }),
  renameList: (id: string, title: string) => call(e.updateList, { body: { list: { id, title } } }),
  deleteList: (id: string) => call(e.deleteList, { query: { id } }),
  createCard: (listId: string, title: string) => call(e.createCard, { body: { card: { listId, title } } }),
  updateCard: (id: string, card: { title?: string; description?: string | null; dueDate?: string | null; labels?: string[] }) =>
    call(e.updateCard, { body: { id, card } }),
  moveCard: (id: string, listId: string, index: number) => call(e.updateCard, { body: { id, card: { listId, index } } }),
  deleteCard: (id: string) => call(e.deleteCard, { query: { id } }),
  createLabel: (boardId: string, title: string) => call(e.createLabel, { body: { label: { boardId, title } } }),
};

/** The board as it looks after a card moved to `index` of `listId` (shown before the server answers). */
export function boardAfterMove(board: ScrumBoardDetail, cardId: string, listId: string, index: number): ScrumBoardDetail {
  const card = board.lists.flatMap((l) => l.cards).find((c) => c.id === cardId);
  if (!card) return board;
  const moved: ScrumCard = { ...card, listId };
  return {
    ...board,
    lists: board.lists.map((l) => {
      const others = l.cards.filter((c) => c.id !== cardId);
      if (l.id !== listId) return { ...l, cards: others };
      const at = Math.max(0, Math.min(index, others.length));
      return { ...l, cards: [...others.slice(0, at), moved, ...others.slice(at)] };
    }),
  };
}

/** A change of the board: the board fetched again after it (and the list of boards). */
export function useBoardChange<A extends unknown[], R>(boardId: string, run: (...args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => run(...args),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: scrumKeys.board(boardId) });
      void client.invalidateQueries({ queryKey: scrumKeys.boards });
    },
  });
}

/** A card move: shown at once, then the board as the server has it. */
export function useMoveCard(boardId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, listId, index }: { cardId: string; listId: string; index: number }) => scrumApi.moveCard(cardId, listId, index),
    onMutate: async ({ cardId, listId, index }) => {
      await client.cancelQueries({ queryKey: scrumKeys.board(boardId) });
      client.setQueryData<ScrumBoardDetail>(scrumKeys.board(boardId), (b) => (b ? boardAfterMove(b, cardId, listId, index) : b));
    },
    onSettled: () => client.invalidateQueries({ queryKey: scrumKeys.board(boardId) }),
  });
}
