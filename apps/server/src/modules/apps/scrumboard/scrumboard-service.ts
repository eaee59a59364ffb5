import { and, asc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ScrumBoard,
  ScrumBoardDetail,
  ScrumCard,
  ScrumLabel,
  ScrumList,
  ScrumMember,
  boardInput,
  updateCardBody,
  updateCardsBody,
} from '@wf/shared/contracts/apps/scrumboard/scrumboard';
import { placeAt, positionAfter, positionsFromOrder } from '@wf/shared/domain/apps/scrumboard/positions';
import * as clock from '@wf/shared/domain/clock';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import {
  scrumBoardMembers,
  scrumBoards,
  scrumCardLabels,
  scrumCards,
  scrumLabels,
  scrumLists,
  users,
} from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../http/errors.ts';

/**
 * Scrumboard (docs/product/template-apps.md#scrumboard). A board is seen and worked on by its members only: any id
 * of a board the user is not a member of (or of its lists, cards, labels) is 404. Admins create
 * boards and choose the members (decision 032). Every change runs in one transaction; a move locks
 * the target list's row first, so two people moving cards at once are taken one after the other
 * and never lose a card or share a position.
 */
type BoardInput = z.output<typeof boardInput>;
type CardChanges = z.output<typeof updateCardBody>['card'];
type CardsChanges = z.output<typeof updateCardsBody>['cards'];

const boardNotFound = () => notFound('Board not found');

/** The board when the user is one of its members; else 404. */
async function memberBoard(db: DbOrTx, userId: string, boardId: string): Promise<string> {
  const [row] = await db
    .select({ id: scrumBoards.id })
    .from(scrumBoards)
    .innerJoin(scrumBoardMembers, and(eq(scrumBoardMembers.boardId, scrumBoards.id), eq(scrumBoardMembers.userId, userId)))
    .where(eq(scrumBoards.id, boardId));
  if (!row) throw boardNotFound();
  return row.id;
}

const isMember = (userId: string) =>
  sql`exists (select 1 from scrum_board_members m where m.board_id = ${scrumBoards.id} and m.user_id = ${userId})`;

async function touch(db: DbOrTx, boardId: string): Promise<void> {
  await db.update(scrumBoards).set({ lastActivity: clock.now() }).where(eq(scrumBoards.id, boardId));
}

async function membersOf(db: DbOrTx, boardIds: string[]): Promise<Map<string, ScrumMember[]>> {
  const out = new Map<string, ScrumMember[]>();
  if (!boardIds.length) return out;
  const rows = await db
    .select({ boardId: scrumBoardMembers.boardId, id: users.id, name: users.name, avatar: users.avatar })
    .from(scrumBoardMembers)
    .innerJoin(users, eq(users.id, scrumBoardMembers.userId))
    .where(inArray(scrumBoardMembers.boardId, boardIds))
    .orderBy(asc(users.name));
  for (const r of rows) out.set(r.boardId, [...(out.get(r.boardId) ?? []), { id: r.id, name: r.name, avatar: r.avatar }]);
  return out;
}

const boardCols = {
  id: scrumBoards.id,
  title: scrumBoards.title,
  description: scrumBoards.description,
  icon: scrumBoards.icon,
  lastActivity: scrumBoards.lastActivity,
};
type BoardRow = { id: string; title: string; description: string | null; icon: string | null; lastActivity: Date };
const toBoard = (r: BoardRow, members: ScrumMember[]): ScrumBoard => ({ ...r, lastActivity: r.lastActivity.toISOString(), members });

/** GET boards: the boards the user is a member of, members expanded; latest activity first. */
export async function listBoards(db: DbOrTx, userId: string): Promise<ScrumBoard[]> {
  const rows = await db.select(boardCols).from(scrumBoards).where(isMember(userId)).orderBy(sql`${scrumBoards.lastActivity} desc`, asc(scrumBoards.title));
  const members = await membersOf(db, rows.map((r) => r.id));
  return rows.map((r) => toBoard(r, members.get(r.id) ?? []));
}

async function boardSummary(db: DbOrTx, boardId: string): Promise<ScrumBoard> {
  const [row] = await db.select(boardCols).from(scrumBoards).where(eq(scrumBoards.id, boardId));
  if (!row) throw boardNotFound();
  return toBoard(row, (await membersOf(db, [boardId])).get(boardId) ?? []);
}

const labelCols = { id: scrumLabels.id, boardId: scrumLabels.boardId, title: scrumLabels.title };
const listCols = { id: scrumLists.id, boardId: scrumLists.boardId, position: scrumLists.position, title: scrumLists.title };
const cardCols = {
  id: scrumCards.id,
  boardId: scrumCards.boardId,
  listId: scrumCards.listId,
  position: scrumCards.position,
  title: scrumCards.title,
  description: scrumCards.description,
  dueDate: scrumCards.dueDate,
};

/** Cards with their labels expanded, sorted by position. */
async function cardsWhere(db: DbOrTx, where: ReturnType<typeof eq>): Promise<ScrumCard[]> {
  const rows = await db.select(cardCols).from(scrumCards).where(where).orderBy(asc(scrumCards.position), asc(scrumCards.id));
  if (!rows.length) return [];
  const links = await db
    .select({ cardId: scrumCardLabels.cardId, ...labelCols })
    .from(scrumCardLabels)
    .innerJoin(scrumLabels, eq(scrumLabels.id, scrumCardLabels.labelId))
    .where(inArray(scrumCardLabels.cardId, rows.map((r) => r.id)))
    .orderBy(asc(scrumLabels.title));
  const byCard = new Map<string, ScrumLabel[]>();
  for (const l of links) byCard.set(l.cardId, [...(byCard.get(l.cardId) ?? []), { id: l.id, boardId: l.boardId, title: l.title }]);
  return rows.map((r) => ({ ...r, labels: byCard.get(r.id) ?? [] }));
}

/** GET board: lists sorted by position, each with its cards sorted by position, and the labels. */
export async function getBoard(db: DbOrTx, userId: string, boardId: string): Promise<ScrumBoardDetail> {
  await memberBoard(db, userId, boardId);
  const board = await boardSummary(db, boardId);
  const lists = await db.select(listCols).from(scrumLists).where(eq(scrumLists.boardId, boardId)).orderBy(asc(scrumLists.position), asc(scrumLists.id));
  const cards = await cardsWhere(db, eq(scrumCards.boardId, boardId));
  const labels = await db.select(labelCols).from(scrumLabels).where(eq(scrumLabels.boardId, boardId)).orderBy(asc(scrumLabels.title));
  return { ...board, lists: lists.map((l) => ({ ...l, cards: cards.filter((c) => c.listId === l.id) })), labels };
}

/** Staff users an admin can make members: active accounts with a role. */
export async function staffMembers(db: DbOrTx): Promise<ScrumMember[]> {
  return db
    .select({ id: users.id, name: users.name, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.accountStatus, 'active'), sql`${users.role} is not null`))
    .orderBy(asc(users.name));
}

async function setMembers(tx: Tx, boardId: string, adminId: string, ids: string[]): Promise<void> {
  const wanted = [...new Set([adminId, ...ids])];
  const staff = new Set((await staffMembers(tx)).map((m) => m.id));
  const unknown = wanted.filter((id) => !staff.has(id));
  if (unknown.length) throw badRequest('Members must be active staff users', { members: 'validation.invalid' });
  await tx.delete(scrumBoardMembers).where(eq(scrumBoardMembers.boardId, boardId));
  await tx.insert(scrumBoardMembers).values(wanted.map((userId) => ({ boardId, userId })));
}

/** An admin makes a board; they are a member of it, with the members they chose. */
export async function createBoard(tx: Tx, adminId: string, input: BoardInput): Promise<ScrumBoard> {
  const [row] = await tx
    .insert(scrumBoards)
    .values({ title: input.title, description: input.description ?? null, icon: input.icon ?? null, createdBy: adminId, lastActivity: clock.now() })
    .returning({ id: scrumBoards.id });
  await setMembers(tx, row!.id, adminId, input.members ?? []);
  return boardSummary(tx, row!.id);
}

export async function updateBoard(tx: Tx, adminId: string, id: string, input: Partial<BoardInput>): Promise<ScrumBoard> {
  await memberBoard(tx, adminId, id);
  const { members, ...fields } = input;
  await tx.update(scrumBoards).set({ ...fields, lastActivity: clock.now() }).where(eq(scrumBoards.id, id));
  if (members) await setMembers(tx, id, adminId, members);
  return boardSummary(tx, id);
}

export async function deleteBoard(tx: Tx, adminId: string, id: string): Promise<true> {
  await memberBoard(tx, adminId, id);
  await tx.delete(scrumBoards).where(eq(scrumBoards.id, id));
  return true;
}

// ---- lists

async function memberList(db: DbOrTx, userId: string, listId: string, lock = false) {
  const q = db.select(listCols).from(scrumLists).where(and(eq(scrumLists.id, listId), sql`exists (select 1 from scrum_board_members m where m.board_id = ${scrumLists.boardId} and m.user_id = ${userId})`));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('List not found');
  return row;
}

export async function createList(tx: Tx, userId: string, input: { boardId: string; title: string }): Promise<ScrumList> {
  await memberBoard(tx, userId, input.boardId);
  await tx.select({ id: scrumBoards.id }).from(scrumBoards).where(eq(scrumBoards.id, input.boardId)).for('update');
  const [last] = await tx.select({ p: max(scrumLists.position) }).from(scrumLists).where(eq(scrumLists.boardId, input.boardId));
  const [row] = await tx
    .insert(scrumLists)
    .values({ boardId: input.boardId, title: input.title, position: positionAfter(last?.p ?? null) })
    .returning(listCols);
  await touch(tx, input.boardId);
  return row!;
}

export async function updateLists(tx: Tx, userId: string, lists: Array<{ id: string; title?: string; position?: number }>): Promise<ScrumList[]> {
  const out: ScrumList[] = [];
  for (const l of lists) {
    const list = await memberList(tx, userId, l.id, true);
    const [row] = await tx
      .update(scrumLists)
      .set({ ...(l.title !== undefined ? { title: l.title } : {}), ...(l.position !== undefined ? { position: l.position } : {}) })
      .where(eq(scrumLists.id, list.id))
      .returning(listCols);
    await touch(tx, list.boardId);
    out.push(row!);
  }
  return out;
}

/** Deleting a list deletes its cards (the foreign key cascades). */
export async function deleteList(tx: Tx, userId: string, id: string): Promise<true> {
  const list = await memberList(tx, userId, id, true);
  await tx.delete(scrumLists).where(eq(scrumLists.id, id));
  await touch(tx, list.boardId);
  return true;
}

// ---- cards

async function memberCard(db: DbOrTx, userId: string, cardId: string) {
  const [row] = await db
    .select({ id: scrumCards.id, boardId: scrumCards.boardId, listId: scrumCards.listId })
    .from(scrumCards)
    .where(and(eq(scrumCards.id, cardId), sql`exists (select 1 from scrum_board_members m where m.board_id = ${scrumCards.boardId} and m.user_id = ${userId})`))
    .for('update');
  if (!row) throw notFound('Card not found');
  return row;
}

async function cardById(db: DbOrTx, id: string): Promise<ScrumCard> {
  const [card] = await cardsWhere(db, eq(scrumCards.id, id));
  if (!card) throw notFound('Card not found');
  return card;
}

/** The target list of a move, on the same board, locked: moves into one list are taken one at a time. */
async function targetList(tx: Tx, userId: string, boardId: string, listId: string) {
  const list = await memberList(tx, userId, listId, true);
  if (list.boardId !== boardId) throw badRequest('The list is on another board', { listId: 'validation.invalid' });
  return list;
}

async function setLabels(tx: Tx, boardId: string, cardId: string, labelIds: string[]): Promise<void> {
  const ids = [...new Set(labelIds)];
  if (ids.length) {
    const found = await tx.select({ id: scrumLabels.id }).from(scrumLabels).where(and(eq(scrumLabels.boardId, boardId), inArray(scrumLabels.id, ids)));
    if (found.length !== ids.length) throw badRequest('Labels must belong to the board', { labels: 'validation.invalid' });
  }
  await tx.delete(scrumCardLabels).where(eq(scrumCardLabels.cardId, cardId));
  if (ids.length) await tx.insert(scrumCardLabels).values(ids.map((labelId) => ({ cardId, labelId })));
}

/** PUT board/card: a new card at the end of its list. */
export async function createCard(
  tx: Tx,
  userId: string,
  input: { listId: string; title: string; description?: string | null; dueDate?: string | null; labels?: string[] },
): Promise<ScrumCard> {
  const list = await memberList(tx, userId, input.listId, true);
  const [last] = await tx.select({ p: max(scrumCards.position) }).from(scrumCards).where(eq(scrumCards.listId, list.id));
  const [row] = await tx
    .insert(scrumCards)
    .values({
      boardId: list.boardId,
      listId: list.id,
      position: positionAfter(last?.p ?? null),
      title: input.title,
      description: input.description ?? null,
      dueDate: input.dueDate ?? null,
    })
    .returning({ id: scrumCards.id });
  if (input.labels?.length) await setLabels(tx, list.boardId, row!.id, input.labels);
  await touch(tx, list.boardId);
  return cardById(tx, row!.id);
}

/** Places a card at `index` of a list (its other cards in order): halfway, or the list renumbered. */
async function placeCard(tx: Tx, cardId: string, listId: string, index: number): Promise<void> {
  const others = await tx
    .select({ id: scrumCards.id, position: scrumCards.position })
    .from(scrumCards)
    .where(and(eq(scrumCards.listId, listId), sql`${scrumCards.id} <> ${cardId}`))
    .orderBy(asc(scrumCards.position), asc(scrumCards.id));
  const placed = placeAt(others, cardId, index);
  await tx.update(scrumCards).set({ listId, position: placed.position, version: sql`${scrumCards.version} + 1` }).where(eq(scrumCards.id, cardId));
  for (const r of placed.renumbered ?? [])
    if (r.id !== cardId) await tx.update(scrumCards).set({ position: r.position }).where(eq(scrumCards.id, r.id));
}

/** PATCH board/card: merges the changes; `listId` + `index` moves it (position computed here). */
export async function updateCard(tx: Tx, userId: string, id: string, changes: CardChanges): Promise<ScrumCard> {
  const card = await memberCard(tx, userId, id);
  const { labels, index, listId, position, ...fields } = changes;
  const target = listId ?? card.listId;
  if (listId !== undefined && listId !== card.listId) await targetList(tx, userId, card.boardId, listId);
  else if (index !== undefined) await targetList(tx, userId, card.boardId, target);
  if (Object.keys(fields).length) await tx.update(scrumCards).set(fields).where(eq(scrumCards.id, id));
  if (index !== undefined) await placeCard(tx, id, target, index);
  else if (listId !== undefined || position !== undefined)
    await tx
      .update(scrumCards)
      .set({ listId: target, ...(position !== undefined ? { position } : {}), version: sql`${scrumCards.version} + 1` })
      .where(eq(scrumCards.id, id));
  if (labels) await setLabels(tx, card.boardId, id, labels);
  await touch(tx, card.boardId);
  return cardById(tx, id);
}

/** PATCH board/cards: each card's changes merged (as PATCH board/card without `index`). */
export async function updateCards(tx: Tx, userId: string, cards: CardsChanges): Promise<ScrumCard[]> {
  const out: ScrumCard[] = [];
  for (const { id, ...changes } of cards) out.push(await updateCard(tx, userId, id, changes));
  return out;
}

/**
 * PATCH board/card/positions: positions from the array order (steps of 65536), each card moved to
 * the list it names. A target list's cards the array leaves out keep their order after the named
 * ones, so a card someone else just moved in is never overwritten or given the same position.
 */
export async function setCardPositions(tx: Tx, userId: string, cards: Array<{ id: string; listId?: string }>): Promise<ScrumCard[]> {
  const ids = cards.map((c) => c.id);
  if (new Set(ids).size !== ids.length) throw badRequest('A card is named twice', { cards: 'validation.invalid' });
  const found = [];
  for (const c of cards) found.push({ ...(await memberCard(tx, userId, c.id)), to: c.listId });
  const boardId = found[0]!.boardId;
  if (found.some((c) => c.boardId !== boardId)) throw badRequest('The cards are on different boards', { cards: 'validation.invalid' });
  const lists = [...new Set(found.map((c) => c.to ?? c.listId))].sort();
  for (const listId of lists) await targetList(tx, userId, boardId, listId);
  for (const listId of lists) {
    const named = found.filter((c) => (c.to ?? c.listId) === listId).map((c) => c.id);
    const rest = await tx
      .select({ id: scrumCards.id })
      .from(scrumCards)
      .where(and(eq(scrumCards.listId, listId), notInArray(scrumCards.id, ids)))
      .orderBy(asc(scrumCards.position), asc(scrumCards.id));
    for (const p of positionsFromOrder([...named, ...rest.map((r) => r.id)]))
      await tx
        .update(scrumCards)
        .set({ listId, position: p.position, version: sql`${scrumCards.version} + 1` })
        .where(eq(scrumCards.id, p.id));
  }
  await touch(tx, boardId);
  const out: ScrumCard[] = [];
  for (const id of ids) out.push(await cardById(tx, id));
  return out;
}

// ---- labels

export async function listLabels(db: DbOrTx, userId: string, boardId: string): Promise<ScrumLabel[]> {
  await memberBoard(db, userId, boardId);
  return db.select(labelCols).from(scrumLabels).where(eq(scrumLabels.boardId, boardId)).orderBy(asc(scrumLabels.title));
}

async function memberLabel(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select(labelCols)
    .from(scrumLabels)
    .where(and(eq(scrumLabels.id, id), sql`exists (select 1 from scrum_board_members m where m.board_id = ${scrumLabels.boardId} and m.user_id = ${userId})`));
  if (!row) throw notFound('Label not found');
  return row;
}

export async function createLabel(tx: Tx, userId: string, input: { boardId: string; title: string }): Promise<ScrumLabel> {
  await memberBoard(tx, userId, input.boardId);
  const [row] = await tx.insert(scrumLabels).values(input).returning(labelCols);
  await touch(tx, input.boardId);
  return row!;
}

export async function updateLabel(tx: Tx, userId: string, id: string, title: string): Promise<ScrumLabel> {
  const label = await memberLabel(tx, userId, id);
  const [row] = await tx.update(scrumLabels).set({ title }).where(eq(scrumLabels.id, id)).returning(labelCols);
  await touch(tx, label.boardId);
  return row!;
}

/** Deleting a label strips it from the cards (the foreign key cascades). */
export async function deleteLabel(tx: Tx, userId: string, id: string): Promise<true> {
  const label = await memberLabel(tx, userId, id);
  await tx.delete(scrumLabels).where(eq(scrumLabels.id, id));
  await touch(tx, label.boardId);
  return true;
}

export async function deleteCard(tx: Tx, userId: string, id: string): Promise<true> {
  const card = await memberCard(tx, userId, id);
  await tx.delete(scrumCards).where(eq(scrumCards.id, id));
  await touch(tx, card.boardId);
  return true;
}
