import { describe, expect, it } from 'vitest';
import type { Role } from '@wf/shared/roles';
import type { ScrumBoardDetail, ScrumCard, ScrumList } from '@wf/shared/contracts/apps/scrumboard/scrumboard';
import type { EndpointInput } from '@wf/shared/api/endpoint';
import { scrumboardEndpoints as e } from '@wf/shared/contracts/apps/scrumboard/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { dbLabel } from '../../../test/harness.ts';
import { useTestContext } from '../../../test/use-test-context.ts';
import { seedScrumboardDemo } from './scrumboard-seed.ts';

const ctx = useTestContext();
const { call } = ctx;
const me = async (role: Role) => (await call(role, commonEndpoints.user)).answer().id;

async function newBoard(members: Role[] = ['manager']) {
  const ids = await Promise.all(members.map(me));
  const board = (await call('admin', e.createBoard, { body: { board: { title: 'Recruitment drive', members: ids } } })).answer();
  const lists: ScrumList[] = [];
  for (const title of ['To do', 'Doing', 'Done']) lists.push((await call('admin', e.createList, { body: { list: { boardId: board.id, title } } })).answer());
  return { board, lists };
}
type CardInput = EndpointInput<typeof e.createCard>['body']['card'];
const addCard = async (role: Role, listId: string, title: string, extra: Omit<CardInput, 'listId' | 'title'> = {}) =>
  (await call(role, e.createCard, { body: { card: { listId, title, ...extra } } })).answer();
const detail = async (role: Role, id: string) => (await call(role, e.board, { query: { id } })).answer();
const titlesOf = (d: ScrumBoardDetail) => d.lists.map((l) => [l.title, l.cards.map((c) => c.title)]);

describe(`scrumboard (${dbLabel})`, () => {
  it('admins create boards with staff members; GET boards lists only the boards one is a member of, members expanded', async () => {
    const { board } = await newBoard(['manager']);
    expect(board.members.map((m) => m.id).sort()).toEqual([await me('admin'), await me('manager')].sort());
    expect(board.members[0]).toEqual(expect.objectContaining({ name: expect.any(String), avatar: null }));
    expect((await call('manager', e.boards)).answer().map((b) => b.id)).toContain(board.id);
    expect((await call('hr', e.boards)).answer().map((b) => b.id)).not.toContain(board.id);
    // Another user's board, and its lists, cards and labels: 404.
    expect((await call('hr', e.board, { query: { id: board.id } })).statusCode).toBe(404);
    expect((await call('hr', e.labels, { query: { boardId: board.id } })).statusCode).toBe(404);
    expect((await call('hr', e.createList, { body: { list: { boardId: board.id, title: 'x' } } })).statusCode).toBe(404);
    // Only admins create, change and delete boards; others 403.
    expect((await call('manager', e.createBoard, { body: { board: { title: 'Mine' } } })).statusCode).toBe(403);
    expect((await call('manager', e.updateBoard, { body: { id: board.id, board: { title: 'x' } } })).statusCode).toBe(403);
    expect((await call('hr', e.staff)).statusCode).toBe(403);
    // Members must be staff users.
    expect((await call('admin', e.createBoard, { body: { board: { title: 'x', members: ['00000000-0000-4000-8000-000000000000'] } } })).statusCode).toBe(400);
    // Adding hr as a member shows the board to hr.
    const hr = await me('hr');
    const changed = (await call('admin', e.updateBoard, { body: { id: board.id, board: { members: [await me('manager'), hr] } } })).answer();
    expect(changed.members.map((m) => m.id)).toContain(hr);
    expect((await call('hr', e.boards)).answer().map((b) => b.id)).toContain(board.id);
    expect((await call('admin', e.deleteBoard, { query: { id: board.id } })).answer()).toBe(true);
    expect((await call('admin', e.board, { query: { id: board.id } })).statusCode).toBe(404);
  });

  it('GET board: lists and cards sorted by position (steps of 65536), labels; PATCH lists reorders', async () => {
    const { board, lists } = await newBoard();
    expect(lists.map((l) => l.position)).toEqual([65536, 131072, 196608]);
    const a = await addCard('manager', lists[0]!.id, 'A');
    const b = await addCard('manager', lists[0]!.id, 'B');
    expect([a.position, b.position]).toEqual([65536, 131072]);
    const reordered = [
      { id: lists[2]!.id, position: 1000 },
      { id: lists[0]!.id, position: 500000 },
    ];
    (await call('manager', e.updateLists, { body: { lists: reordered } })).answer();
    (await call('manager', e.updateCard, { body: { id: b.id, card: { position: 10 } } })).answer();
    const d = await detail('manager', board.id);
    expect(titlesOf(d)).toEqual([['Done', []], ['Doing', []], ['To do', ['B', 'A']]]);
    const renamed = (await call('manager', e.updateList, { body: { list: { id: lists[1]!.id, title: 'In progress' } } })).answer();
    expect(renamed.title).toBe('In progress');
  });

  it('moves a card to an index halfway between neighbours, and renumbers the list when the gap ran out', async () => {
    const { board, lists } = await newBoard();
    const [todo, doing] = [lists[0]!.id, lists[1]!.id];
    const cards = [];
    for (const t of ['1', '2', '3']) cards.push(await addCard('admin', doing, t));
    const x = await addCard('admin', todo, 'x');
    const moved = (await call('manager', e.updateCard, { body: { id: x.id, card: { listId: doing, index: 1 } } })).answer();
    expect(moved).toEqual(expect.objectContaining({ listId: doing, position: 98304 }));
    // Squeeze the gap: positions 1, 2 then place between them.
    const squeezed = [
      { id: cards[0]!.id, position: 1 },
      { id: x.id, position: 2 },
      { id: cards[1]!.id, position: 3 },
      { id: cards[2]!.id, position: 4 },
    ];
    (await call('admin', e.updateCards, { body: { cards: squeezed } })).answer();
    const y = await addCard('admin', todo, 'y');
    (await call('admin', e.updateCard, { body: { id: y.id, card: { listId: doing, index: 2 } } })).answer();
    const d = await detail('admin', board.id);
    const list = d.lists.find((l) => l.id === doing)!;
    expect(list.cards.map((c) => [c.title, c.position])).toEqual([
      ['1', 65536],
      ['x', 131072],
      ['y', 196608],
      ['2', 262144],
      ['3', 327680],
    ]);
  });

  it('PATCH card/positions takes positions from the array order; other cards of the list follow', async () => {
    const { board, lists } = await newBoard();
    const [todo, doing] = [lists[0]!.id, lists[1]!.id];
    const a = await addCard('admin', todo, 'a');
    const b = await addCard('admin', todo, 'b');
    const c = await addCard('admin', doing, 'c');
    const d0 = await addCard('admin', doing, 'd');
    const out = (await call('manager', e.cardPositions, { body: { cards: [{ id: b.id, listId: doing }, { id: c.id }] } })).answer();
    expect(out.map((x) => [x.title, x.listId, x.position])).toEqual([
      ['b', doing, 65536],
      ['c', doing, 131072],
    ]);
    const d = await detail('admin', board.id);
    expect(titlesOf(d)).toEqual([['To do', ['a']], ['Doing', ['b', 'c', 'd']], ['Done', []]]);
    expect(d.lists[1]!.cards.map((x) => x.position)).toEqual([65536, 131072, 196608]);
    void a;
    void d0;
    // A card of a board one is not a member of: 404; a list of another board: 400.
    const other = await newBoard(['hr']);
    expect((await call('manager', e.cardPositions, { body: { cards: [{ id: (await addCard('hr', other.lists[0]!.id, 'z')).id }] } })).statusCode).toBe(404);
    expect((await call('admin', e.updateCard, { body: { id: a.id, card: { listId: other.lists[0]!.id, index: 0 } } })).statusCode).toBe(400);
  });

  it('two users moving cards at once never lose a card nor share a position', async () => {
    const { board, lists } = await newBoard(['manager', 'hr']);
    const [todo, doing, done] = lists.map((l) => l.id) as [string, string, string];
    const cards: ScrumCard[] = [];
    for (let i = 0; i < 12; i++) cards.push(await addCard('admin', i % 2 ? todo : doing, `c${i}`));
    const moves = cards.map((c, i) => {
      const role: Role = i % 2 ? 'manager' : 'hr';
      return i % 3 === 0
        ? call(role, e.cardPositions, { body: { cards: [{ id: c.id, listId: done }] } })
        : call(role, e.updateCard, { body: { id: c.id, card: { listId: i % 3 === 1 ? done : todo, index: 0 } } });
    });
    // The same card moved by both users at once: it ends in one list, once.
    moves.push(call('manager', e.updateCard, { body: { id: cards[1]!.id, card: { listId: doing, index: 0 } } }));
    const statuses = (await Promise.all(moves)).map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const d = await detail('admin', board.id);
    const all = d.lists.flatMap((l) => l.cards.map((c) => c.id));
    expect(all.sort()).toEqual(cards.map((c) => c.id).sort());
    for (const l of d.lists) {
      const positions = l.cards.map((c) => c.position);
      expect(new Set(positions).size, l.title).toBe(positions.length);
    }
  });

  it('labels and due dates: GET/PUT/PATCH/DELETE label, deleting a label strips it from cards; deleting a list deletes its cards', async () => {
    const { board, lists } = await newBoard();
    const label = (await call('manager', e.createLabel, { body: { label: { boardId: board.id, title: 'Urgent' } } })).answer();
    (await call('manager', e.createLabel, { body: { label: { boardId: board.id, title: 'Api' } } })).answer();
    expect((await call('manager', e.updateLabel, { body: { id: label.id, label: { title: 'Bug' } } })).answer().title).toBe('Bug');
    expect((await call('manager', e.labels, { query: { boardId: board.id } })).answer().map((l) => l.title)).toEqual(['Api', 'Bug']);
    const card = await addCard('manager', lists[0]!.id, 'Check passes', { labels: [label.id], dueDate: '2026-12-24' });
    expect(card).toEqual(expect.objectContaining({ dueDate: '2026-12-24', labels: [{ id: label.id, boardId: board.id, title: 'Bug' }] }));
    expect((await call('manager', e.updateCard, { body: { id: card.id, card: { dueDate: '2026-02-30' } } })).statusCode).toBe(400);
    const edited = (await call('manager', e.updateCard, { body: { id: card.id, card: { title: 'Check work passes', description: 'All 12', dueDate: null } } })).answer();
    expect(edited).toEqual(expect.objectContaining({ title: 'Check work passes', description: 'All 12', dueDate: null }));
    // Another user's label: 404.
    expect((await call('hr', e.deleteLabel, { query: { id: label.id } })).statusCode).toBe(404);
    expect((await call('manager', e.deleteLabel, { query: { id: label.id } })).answer()).toBe(true);
    expect((await detail('manager', board.id)).lists[0]!.cards[0]!.labels).toEqual([]);

    await addCard('manager', lists[0]!.id, 'Second');
    expect((await call('manager', e.deleteList, { query: { id: lists[0]!.id } })).answer()).toBe(true);
    const d = await detail('manager', board.id);
    expect(d.lists.map((l) => l.title)).toEqual(['Doing', 'Done']);
    expect((await call('manager', e.updateCard, { body: { id: card.id, card: { title: 'x' } } })).statusCode).toBe(404);
    const other = await addCard('manager', lists[1]!.id, 'Gone');
    expect((await call('manager', e.deleteCard, { query: { id: other.id } })).answer()).toBe(true);
    expect((await detail('manager', board.id)).lists[0]!.cards).toEqual([]);
  });

  it('seeds two boards of office work once', async () => {
    await seedScrumboardDemo(ctx.database);
    await seedScrumboardDemo(ctx.database);
    const mine = (await call('hr', e.boards)).answer();
    const drive = mine.filter((b) => b.title === 'December recruitment drive');
    expect(drive).toHaveLength(1);
    const d = await detail('hr', drive[0]!.id);
    expect(d.lists.map((l) => l.title)).toEqual(['To do', 'In progress', 'In review', 'Completed']);
    expect(d.labels.length).toBe(4);
    expect((await call('finance', e.boards)).answer().some((b) => b.title === 'December recruitment drive')).toBe(false);
  });
});
