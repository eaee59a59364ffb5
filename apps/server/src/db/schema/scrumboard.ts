// The scrumboard (template app apps/scrumboard: modules/apps/scrumboard). Positions step by 65536.
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const scrumBoards = pgTable('scrum_boards', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description'),
  icon: text('icon'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who may see and work on a board: staff users. */
export const scrumBoardMembers = pgTable(
  'scrum_board_members',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => scrumBoards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.userId] }), index('scrum_board_members_user_idx').on(t.userId)],
);

export const scrumLists = pgTable(
  'scrum_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => scrumBoards.id, { onDelete: 'cascade' }),
    position: bigint('position', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
  },
  (t) => [index('scrum_lists_board_idx').on(t.boardId, t.position)],
);

export const scrumCards = pgTable(
  'scrum_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => scrumBoards.id, { onDelete: 'cascade' }),
    // Deleting a list deletes its cards (docs/product/template-apps.md#scrumboard).
    listId: uuid('list_id')
      .notNull()
      .references(() => scrumLists.id, { onDelete: 'cascade' }),
    position: bigint('position', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('scrum_cards_list_idx').on(t.listId, t.position), index('scrum_cards_board_idx').on(t.boardId)],
);

export const scrumLabels = pgTable(
  'scrum_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => scrumBoards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
  },
  (t) => [index('scrum_labels_board_idx').on(t.boardId)],
);

/** A card's labels; deleting a label strips it from the cards. */
export const scrumCardLabels = pgTable(
  'scrum_card_labels',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => scrumCards.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => scrumLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.labelId] }), index('scrum_card_labels_label_idx').on(t.labelId)],
);
