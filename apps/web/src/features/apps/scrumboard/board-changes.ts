import { useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@wf/shared/api/endpoint';
import type { ScrumBoardDetail, ScrumCard } from '@wf/shared/contracts/apps/scrumboard/scrumboard';
import { scrumboardEndpoints as e } from '@wf/shared/contracts/apps/scrumboard/endpoints';
import { endpointQueryKey, invalidateEndpoints, useEndpointMutation } from '../../../lib/use-endpoint.ts';

/** The board as it looks after a card moved to `index` of `listId` (shown before the server answers). */
export function boardAfterMove(
  board: ScrumBoardDetail,
  cardId: string,
  listId: string,
  index: number,
): ScrumBoardDetail {
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

/** The key of one board's answer: a change refreshes that board, whether it was taken or refused. */
const boardKey = (boardId: string) => endpointQueryKey(e.board, { query: { id: boardId } });

/** A change of the board: the board fetched again after it (and the list of boards behind it). */
export function useBoardChange<E extends Endpoint>(boardId: string, endpoint: E) {
  const client = useQueryClient();
  return useEndpointMutation(endpoint, {
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: boardKey(boardId) });
      void invalidateEndpoints(client, [e.boards]);
    },
  });
}

/** A card move: shown at once, then the board as the server has it. */
export function useMoveCard(boardId: string) {
  const client = useQueryClient();
  const move = useEndpointMutation(e.updateCard, {
    onMutate: async ({ body: { id, card } }) => {
      await client.cancelQueries({ queryKey: boardKey(boardId) });
      client.setQueryData<ScrumBoardDetail>(boardKey(boardId), (b) =>
        b && card.listId ? boardAfterMove(b, id, card.listId, card.index ?? 0) : b,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: boardKey(boardId) }),
  });
  return {
    ...move,
    mutate: ({ cardId, listId, index }: { cardId: string; listId: string; index: number }) =>
      move.mutate({ body: { id: cardId, card: { listId, index } } }),
  };
}
