// Inventory: uniforms and equipment issued to workers (template app apps/inventory: modules/apps/inventory).
import { boolean, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { bytea, workers } from './workers.ts';

export const inventoryCategories = pgTable('inventory_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  parentId: uuid('parent_id'),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const inventoryBrands = pgTable('inventory_brands', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const inventoryVendors = pgTable('inventory_vendors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const inventoryTags = pgTable('inventory_tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const inventoryProducts = pgTable(
  'inventory_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id').references(() => inventoryCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sku: text('sku').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
    brandId: uuid('brand_id').references(() => inventoryBrands.id, { onDelete: 'set null' }),
    vendorId: uuid('vendor_id').references(() => inventoryVendors.id, { onDelete: 'set null' }),
    /** On the shelf. */
    stock: integer('stock').notNull().default(0),
    /** Issued to workers and not returned. */
    reserved: integer('reserved').notNull().default(0),
    costCents: integer('cost_cents').notNull().default(0),
    basePriceCents: integer('base_price_cents').notNull().default(0),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** basePrice + tax (pricing.ts), kept with them so the list sorts by it. */
    priceCents: integer('price_cents').notNull().default(0),
    weightGrams: integer('weight_grams').notNull().default(0),
    active: boolean('active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inventory_products_name_idx').on(t.name)],
);

export const inventoryProductTags = pgTable(
  'inventory_product_tags',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => inventoryProducts.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => inventoryTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('inventory_product_tags_tag_idx').on(t.tagId)],
);

/** A product's pictures (uploads checked by content), bytes in the row or the object store. */
export const inventoryProductImages = pgTable(
  'inventory_product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => inventoryProducts.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    data: bytea('data'),
    storageKey: text('storage_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inventory_product_images_product_idx').on(t.productId, t.createdAt)],
);

/** Units of a product a worker holds (issued minus returned); a row per worker and product. */
export const inventoryHoldings = pgTable(
  'inventory_holdings',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => inventoryProducts.id, { onDelete: 'restrict' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    lastIssuedAt: timestamp('last_issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.workerId] }), index('inventory_holdings_worker_idx').on(t.workerId)],
);

/** Every issue (+) and return (-), who did it and when. */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => inventoryProducts.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inventory_movements_product_idx').on(t.productId)],
);

