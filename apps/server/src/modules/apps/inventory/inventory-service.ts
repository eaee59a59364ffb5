import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { HeldItem, InventoryProduct, InventorySort, ProductsReply, productChanges, productsQuery } from '@wf/shared/contracts/apps/inventory/inventory';
import { inventoryPage, moveStock, priceWithTax } from '@wf/shared/domain/apps/inventory/pricing';
import * as clock from '@wf/shared/domain/clock';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import {
  inventoryBrands,
  inventoryCategories,
  inventoryHoldings,
  inventoryMovements,
  inventoryProductImages,
  inventoryProductTags,
  inventoryProducts,
  inventoryTags,
  inventoryVendors,
  workers,
} from '../../../db/schema/index.ts';
import { likePattern, withTable } from '../../../http/list-helpers.ts';
import { badRequest, conflict, notFound } from '../../../http/errors.ts';

/**
 * Inventory (docs/product/template-apps.md#inventory): uniforms and equipment the office issues to workers.
 * `stock` is what is on the shelf, `reserved` what workers hold; an issue moves units from stock to
 * reserved and a return moves them back, with the worker's holding, in one transaction under the
 * product's row lock (decision 132).
 */
type Query = z.output<typeof productsQuery>;
type Changes = z.output<typeof productChanges>;

export const IMAGE_PATH = '/api/apps/ecommerce/inventory/image';

const productId = withTable(inventoryProducts.id);
const tagIds = sql<string[]>`coalesce((select array_agg(pt.tag_id::text order by t.title) from inventory_product_tags pt join inventory_tags t on t.id = pt.tag_id where pt.product_id = ${productId}), '{}')`;
const imageIds = sql<string[]>`coalesce((select array_agg(i.id::text order by i.created_at, i.id) from inventory_product_images i where i.product_id = ${productId}), '{}')`;

const cols = {
  id: inventoryProducts.id,
  category: inventoryProducts.categoryId,
  name: inventoryProducts.name,
  description: inventoryProducts.description,
  tags: tagIds,
  sku: inventoryProducts.sku,
  barcode: inventoryProducts.barcode,
  brand: inventoryProducts.brandId,
  vendor: inventoryProducts.vendorId,
  stock: inventoryProducts.stock,
  reserved: inventoryProducts.reserved,
  cost: inventoryProducts.costCents,
  basePrice: inventoryProducts.basePriceCents,
  taxPercent: inventoryProducts.taxPercent,
  price: inventoryProducts.priceCents,
  weight: inventoryProducts.weightGrams,
  imageIds,
  active: inventoryProducts.active,
};
type Row = Omit<InventoryProduct, 'images' | 'thumbnail'> & { imageIds: string[] };
const toProduct = ({ imageIds: ids, ...r }: Row): InventoryProduct => {
  const images = ids.map((id) => `${IMAGE_PATH}?id=${id}`);
  return { ...r, taxPercent: Number(r.taxPercent), images, thumbnail: images[0] ?? null };
};

/** sku, name and active sort as case-insensitive text; the other fields numerically (docs/product/template-apps.md#inventory). */
const SORT: Record<InventorySort, SQL> = {
  name: sql`lower(${inventoryProducts.name})`,
  sku: sql`lower(${inventoryProducts.sku})`,
  active: sql`lower(${inventoryProducts.active}::text)`,
  stock: sql`${inventoryProducts.stock}`,
  reserved: sql`${inventoryProducts.reserved}`,
  cost: sql`${inventoryProducts.costCents}`,
  basePrice: sql`${inventoryProducts.basePriceCents}`,
  taxPercent: sql`${inventoryProducts.taxPercent}`,
  price: sql`${inventoryProducts.priceCents}`,
  weight: sql`${inventoryProducts.weightGrams}`,
};

/** GET products: searched by name, sku or barcode; sorted; paged with the template's pagination (docs/product/template-apps.md#inventory). */
export async function listProducts(db: DbOrTx, q: Query): Promise<ProductsReply> {
  const where = q.search
    ? or(ilike(inventoryProducts.name, likePattern(q.search)), ilike(inventoryProducts.sku, likePattern(q.search)), ilike(inventoryProducts.barcode, likePattern(q.search)))
    : undefined;
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(inventoryProducts).where(where);
  const page = inventoryPage(counted?.n ?? 0, q.page, q.size);
  if (page.beyond) return { products: null, pagination: page.pagination };
  const dir = q.order === 'desc' ? desc : asc;
  const rows = await db
    .select(cols)
    .from(inventoryProducts)
    .where(where)
    .orderBy(dir(SORT[q.sort]), dir(inventoryProducts.id))
    .limit(page.limit)
    .offset(page.offset);
  return { products: rows.map(toProduct), pagination: page.pagination };
}

export async function getProduct(db: DbOrTx, id: string): Promise<InventoryProduct> {
  const [row] = await db.select(cols).from(inventoryProducts).where(eq(inventoryProducts.id, id));
  if (!row) throw notFound('Product not found');
  return toProduct(row);
}

/** POST product: the blank product, 'A New Product', inactive, text fields empty, numbers 0. */
export async function createProduct(db: DbOrTx): Promise<InventoryProduct> {
  const [row] = await db.insert(inventoryProducts).values({ name: 'A New Product', active: false, createdAt: clock.now() }).returning({ id: inventoryProducts.id });
  return getProduct(db, row!.id);
}

async function known(tx: Tx, table: typeof inventoryBrands | typeof inventoryVendors | typeof inventoryCategories, id: string | null | undefined, field: string) {
  if (!id) return;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw badRequest(`Unknown ${field}`, { [field]: 'validation.invalid' });
}

/** PATCH product: merges the changes; price follows basePrice and taxPercent. */
export async function updateProduct(tx: Tx, id: string, changes: Changes): Promise<InventoryProduct> {
  const [current] = await tx
    .select({ base: inventoryProducts.basePriceCents, tax: inventoryProducts.taxPercent })
    .from(inventoryProducts)
    .where(eq(inventoryProducts.id, id))
    .for('update');
  if (!current) throw notFound('Product not found');
  const { tags, category, brand, vendor, cost, basePrice, weight, ...rest } = changes;
  await known(tx, inventoryCategories, category, 'category');
  await known(tx, inventoryBrands, brand, 'brand');
  await known(tx, inventoryVendors, vendor, 'vendor');
  const base = basePrice ?? current.base;
  const tax = rest.taxPercent ?? Number(current.tax);
  await tx
    .update(inventoryProducts)
    .set({
      ...rest,
      ...(category !== undefined ? { categoryId: category } : {}),
      ...(brand !== undefined ? { brandId: brand } : {}),
      ...(vendor !== undefined ? { vendorId: vendor } : {}),
      ...(cost !== undefined ? { costCents: cost } : {}),
      ...(weight !== undefined ? { weightGrams: weight } : {}),
      basePriceCents: base,
      priceCents: priceWithTax(base, tax),
    })
    .where(eq(inventoryProducts.id, id));
  if (tags) {
    const ids = [...new Set(tags)];
    if (ids.length) {
      const found = await tx.select({ id: inventoryTags.id }).from(inventoryTags).where(inArray(inventoryTags.id, ids));
      if (found.length !== ids.length) throw badRequest('Unknown tag', { tags: 'validation.invalid' });
    }
    await tx.delete(inventoryProductTags).where(eq(inventoryProductTags.productId, id));
    if (ids.length) await tx.insert(inventoryProductTags).values(ids.map((tagId) => ({ productId: id, tagId })));
  }
  return getProduct(tx, id);
}

/** DELETE product: refused (409) while a worker holds some of it. Answers the image refs to discard. */
export async function deleteProduct(tx: Tx, id: string): Promise<{ data: Buffer | null; storageKey: string | null }[]> {
  const [held] = await tx.select({ n: sql<number>`count(*)::int` }).from(inventoryHoldings).where(eq(inventoryHoldings.productId, id));
  if ((held?.n ?? 0) > 0) throw conflict('Workers still hold this product; take it back first');
  const images = await tx
    .select({ data: sql<Buffer | null>`null`, storageKey: inventoryProductImages.storageKey })
    .from(inventoryProductImages)
    .where(eq(inventoryProductImages.productId, id));
  const gone = await tx.delete(inventoryProducts).where(eq(inventoryProducts.id, id)).returning({ id: inventoryProducts.id });
  if (!gone.length) throw notFound('Product not found');
  return images;
}

// ---- lookups and tags

export const listCategories = (db: DbOrTx) => db.select().from(inventoryCategories).orderBy(asc(inventoryCategories.name));
export const listBrands = (db: DbOrTx) =>
  db.select({ id: inventoryBrands.id, name: inventoryBrands.name, slug: inventoryBrands.slug }).from(inventoryBrands).orderBy(asc(inventoryBrands.name));
export const listVendors = (db: DbOrTx) =>
  db.select({ id: inventoryVendors.id, name: inventoryVendors.name, slug: inventoryVendors.slug }).from(inventoryVendors).orderBy(asc(inventoryVendors.name));

const tagCols = { id: inventoryTags.id, title: inventoryTags.title };
/** The tags, newest first (a new tag stands first, as in the template: docs/product/template-apps.md#inventory). */
export const listTags = (db: DbOrTx) => db.select(tagCols).from(inventoryTags).orderBy(desc(inventoryTags.createdAt), asc(inventoryTags.title));

export async function createTag(db: DbOrTx, title: string) {
  const [row] = await db.insert(inventoryTags).values({ title, createdAt: clock.now() }).returning(tagCols);
  return row!;
}

export async function updateTag(db: DbOrTx, id: string, title: string) {
  const [row] = await db.update(inventoryTags).set({ title }).where(eq(inventoryTags.id, id)).returning(tagCols);
  if (!row) throw notFound('Tag not found');
  return row;
}

/** DELETE tag: the tag is stripped from every product (the link rows cascade). */
export async function deleteTag(db: DbOrTx, id: string): Promise<true> {
  const gone = await db.delete(inventoryTags).where(eq(inventoryTags.id, id)).returning({ id: inventoryTags.id });
  if (!gone.length) throw notFound('Tag not found');
  return true;
}

// ---- issue and return

/**
 * Issues (quantity > 0) or takes back (quantity < 0) units of a product from a worker: the product's
 * stock and reserved move together and the worker's holding with them, under the product's row
 * lock. 409 when the stock is short, or the worker holds fewer than are returned.
 */
export async function moveToWorker(tx: Tx, byUserId: string, input: { productId: string; workerId: string; quantity: number }) {
  const [product] = await tx
    .select({ stock: inventoryProducts.stock, reserved: inventoryProducts.reserved, active: inventoryProducts.active })
    .from(inventoryProducts)
    .where(eq(inventoryProducts.id, input.productId))
    .for('update');
  if (!product) throw notFound('Product not found');
  const [worker] = await tx.select({ id: workers.id }).from(workers).where(eq(workers.id, input.workerId));
  if (!worker) throw notFound('Worker not found');
  const [holding] = await tx
    .select({ quantity: inventoryHoldings.quantity })
    .from(inventoryHoldings)
    .where(and(eq(inventoryHoldings.productId, input.productId), eq(inventoryHoldings.workerId, input.workerId)));
  const held = (holding?.quantity ?? 0) + input.quantity;
  if (input.quantity > 0 && !product.active) throw conflict('This product is inactive', { productId: 'validation.invalid' });
  if (held < 0) throw conflict(`The worker holds ${holding?.quantity ?? 0}`, { quantity: 'validation.invalid' });
  const moved = moveStock(product, input.quantity);
  if (!moved) throw conflict(`Only ${product.stock} in stock`, { quantity: 'validation.invalid' });
  const at = clock.now();
  await tx.update(inventoryProducts).set(moved).where(eq(inventoryProducts.id, input.productId));
  if (held === 0) await tx.delete(inventoryHoldings).where(and(eq(inventoryHoldings.productId, input.productId), eq(inventoryHoldings.workerId, input.workerId)));
  else
    await tx
      .insert(inventoryHoldings)
      .values({ productId: input.productId, workerId: input.workerId, quantity: held, lastIssuedAt: at })
      .onConflictDoUpdate({
        target: [inventoryHoldings.productId, inventoryHoldings.workerId],
        set: { quantity: held, ...(input.quantity > 0 ? { lastIssuedAt: at } : {}) },
      });
  await tx.insert(inventoryMovements).values({ ...input, byUserId, at });
  return { product: await getProduct(tx, input.productId), held };
}

const heldCols = {
  productId: inventoryHoldings.productId,
  workerId: inventoryHoldings.workerId,
  workerName: workers.name,
  name: inventoryProducts.name,
  sku: inventoryProducts.sku,
  quantity: inventoryHoldings.quantity,
  lastIssuedAt: inventoryHoldings.lastIssuedAt,
};
const toHeld = (r: Omit<HeldItem, 'lastIssuedAt'> & { lastIssuedAt: Date }): HeldItem => ({ ...r, lastIssuedAt: r.lastIssuedAt.toISOString() });

export async function heldBy(db: DbOrTx, where: SQL): Promise<HeldItem[]> {
  const rows = await db
    .select(heldCols)
    .from(inventoryHoldings)
    .innerJoin(inventoryProducts, eq(inventoryProducts.id, inventoryHoldings.productId))
    .innerJoin(workers, eq(workers.id, inventoryHoldings.workerId))
    .where(where)
    .orderBy(asc(inventoryProducts.name), asc(workers.name));
  return rows.map(toHeld);
}

export async function workerItems(db: DbOrTx, workerId: string): Promise<HeldItem[]> {
  const [worker] = await db.select({ id: workers.id }).from(workers).where(eq(workers.id, workerId));
  if (!worker) throw notFound('Worker not found');
  return heldBy(db, eq(inventoryHoldings.workerId, workerId));
}

export async function productHolders(db: DbOrTx, productId: string): Promise<HeldItem[]> {
  await getProduct(db, productId);
  return heldBy(db, eq(inventoryHoldings.productId, productId));
}
