import { eq, inArray } from 'drizzle-orm';
import { addDays } from '@wf/shared/domain/certificates/expiry';
import * as clock from '@wf/shared/domain/clock';
import type { Database } from '../../../db/client.ts';
import { scrumBoards, users } from '../../../db/schema/index.ts';
import { createBoard, createCard, createLabel, createList } from './scrumboard-service.ts';

type DemoBoard = {
  title: string;
  description: string;
  icon: string;
  members: string[];
  labels: string[];
  lists: Array<[string, Array<[string, string[], number | null]>]>;
};

/** Two boards of office work (a recruitment drive, a client onboarding), once (a restart changes nothing). */
const BOARDS: DemoBoard[] = [
  {
    title: 'December recruitment drive',
    description: 'Forty event crew for the year-end season: sourcing, interviews, documents.',
    icon: 'groups',
    members: ['admin@example.com', 'hr@example.com', 'manager@example.com'],
    labels: ['Sourcing', 'Interview', 'Documents', 'Urgent'],
    lists: [
      ['To do', [['Post the roles on the job portals', ['Sourcing'], 3], ['Call back last season\u2019s crew', ['Sourcing'], null]]],
      ['In progress', [['Interview the weekend applicants', ['Interview'], 1], ['Check work passes of new hires', ['Documents', 'Urgent'], 2]]],
      ['In review', [['Approve 12 registrations', ['Documents'], null]]],
      ['Completed', [['Book the briefing room', [], null]]],
    ],
  },
  {
    title: 'Client onboarding: Marina events',
    description: 'Rates, sites and the first roster for the new client.',
    icon: 'business',
    members: ['admin@example.com', 'manager@example.com'],
    labels: ['Contract', 'Site', 'Roster'],
    lists: [
      ['To do', [['Agree the bill rates', ['Contract'], 7], ['Visit the loading bay', ['Site'], null]]],
      ['In progress', [['Draft the first roster', ['Roster'], 5]]],
      ['Completed', []],
    ],
  },
];

export async function seedScrumboardDemo(database: Database): Promise<void> {
  const db = database.db;
  const today = clock.today();
  for (const b of BOARDS) {
    const [exists] = await db.select({ id: scrumBoards.id }).from(scrumBoards).where(eq(scrumBoards.title, b.title));
    if (exists) continue;
    const staff = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, b.members));
    const admin = staff.find((s) => s.email === 'admin@example.com');
    if (!admin) continue;
    await db.transaction(async (tx) => {
      const board = await createBoard(tx, admin.id, { title: b.title, description: b.description, icon: b.icon, members: staff.map((s) => s.id) });
      const labels = new Map<string, string>();
      for (const title of b.labels) labels.set(title, (await createLabel(tx, admin.id, { boardId: board.id, title })).id);
      for (const [title, cards] of b.lists) {
        const list = await createList(tx, admin.id, { boardId: board.id, title });
        for (const [cardTitle, cardLabels, dueIn] of cards)
          await createCard(tx, admin.id, {
            listId: list.id,
            title: cardTitle,
            labels: cardLabels.map((l) => labels.get(l)!),
            dueDate: dueIn === null ? null : addDays(today, dueIn),
          });
      }
    });
  }
}
