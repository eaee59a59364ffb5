import { z } from 'zod';
import { isoDate } from '../../common/list-query.ts';

/** Scrumboard (docs/product/template-apps.md#scrumboard: Board, List, Card, Board label, Member). Positions: domain/apps/scrumboard. */
export const scrumMember = z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() });
export type ScrumMember = z.infer<typeof scrumMember>;

export const scrumLabel = z.object({ id: z.string(), boardId: z.string(), title: z.string() });
export type ScrumLabel = z.infer<typeof scrumLabel>;

export const scrumList = z.object({ id: z.string(), boardId: z.string(), position: z.number().int(), title: z.string() });
export type ScrumList = z.infer<typeof scrumList>;

export const scrumCard = z.object({
  id: z.string(),
  boardId: z.string(),
  listId: z.string(),
  position: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  labels: z.array(scrumLabel),
  dueDate: z.string().nullable(),
});
export type ScrumCard = z.infer<typeof scrumCard>;

export const scrumBoard = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  lastActivity: z.string(),
  members: z.array(scrumMember),
});
export type ScrumBoard = z.infer<typeof scrumBoard>;

export const scrumBoardDetail = scrumBoard.extend({
  lists: z.array(scrumList.extend({ cards: z.array(scrumCard) })),
  labels: z.array(scrumLabel),
});
export type ScrumBoardDetail = z.infer<typeof scrumBoardDetail>;

const id = z.uuid('validation.invalid');
const title = z.string().trim().min(1, 'validation.required').max(200);
const text = z.string().trim().max(4000);

export const scrumIdQuery = z.object({ id });
export const scrumBoardIdQuery = z.object({ boardId: id });

export const boardInput = z.object({
  title,
  description: text.nullable().optional(),
  icon: z.string().trim().max(60).nullable().optional(),
  /** Staff user ids; the creating admin is always a member. */
  members: z.array(id).max(100).optional(),
});
export const createBoardBody = z.object({ board: boardInput });
export const updateBoardBody = z.object({ id, board: boardInput.partial() });

export const createListBody = z.object({ list: z.object({ boardId: id, title }) });
export const updateListBody = z.object({ list: z.object({ id, title: title.optional(), position: z.number().int().min(0).optional() }) });
export const updateListsBody = z.object({
  lists: z.array(z.object({ id, title: title.optional(), position: z.number().int().min(0).optional() })).min(1).max(500),
});

const cardFields = z.object({
  title,
  description: text.nullable(),
  dueDate: isoDate.nullable(),
  /** Label ids of the card's board. */
  labels: z.array(id).max(50),
  listId: id,
  position: z.number().int().min(0),
});
export const createCardBody = z.object({
  card: cardFields.pick({ title: true, listId: true }).extend(cardFields.pick({ description: true, dueDate: true, labels: true }).partial().shape),
});
export const updateCardBody = z.object({
  id,
  card: cardFields.partial().extend({
    /**
     * A move: the card's place among the other cards of its (new) list, counted from 0. The server
     * takes the position halfway between the neighbours, or renumbers the list when the gap ran out.
     */
    index: z.number().int().min(0).max(100_000).optional(),
  }),
});
export const updateCardsBody = z.object({
  cards: z.array(cardFields.partial().extend({ id })).min(1).max(500),
});
/** Positions taken from the array order; a card may come from another list of the board (listId). */
export const cardPositionsBody = z.object({
  cards: z.array(z.object({ id, listId: id.optional() })).min(1).max(500),
});

export const createLabelBody = z.object({ label: z.object({ boardId: id, title: z.string().trim().min(1, 'validation.required').max(60) }) });
export const updateLabelBody = z.object({ id, label: z.object({ title: z.string().trim().min(1, 'validation.required').max(60) }) });

export const deletedReply = z.literal(true);
