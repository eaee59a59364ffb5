import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Help center (issue #34, item 5): FAQ categories (most-asked, general-inquiries…: docs/product/template-apps.md#help-center). */
export const helpFaqCategories = pgTable('help_faq_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  position: integer('position').notNull(),
});

export const helpFaqs = pgTable(
  'help_faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => helpFaqCategories.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** Sanitised rich text. */
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_faqs_category_idx').on(t.categoryId, t.position)],
);

export const helpGuideCategories = pgTable('help_guide_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  position: integer('position').notNull(),
});

export const helpGuides = pgTable(
  'help_guides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => helpGuideCategories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    /** Sanitised rich text. */
    content: text('content').notNull(),
    position: integer('position').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('help_guides_slug_uq').on(t.categoryId, t.slug),
    index('help_guides_category_idx').on(t.categoryId, t.position),
  ],
);
