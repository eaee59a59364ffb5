import { z } from 'zod';

/**
 * Inventory: uniforms and equipment the office issues to workers (docs/product/template-apps.md#inventory: Category, Brand,
 * Vendor, Product tag, Product). Money in integer cents, weight in grams; price = basePrice plus
 * taxPercent of it (domain/apps/inventory/pricing.ts).
 */
export const inventoryCategory = z.object({ id: z.string(), parentId: z.string().nullable(), name: z.string(), slug: z.string() });
export const inventoryBrand = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export const inventoryVendor = inventoryBrand;
export const inventoryTag = z.object({ id: z.string(), title: z.string() });
export type InventoryTag = z.infer<typeof inventoryTag>;

export const inventoryProduct = z.object({
  id: z.string(),
  category: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  sku: z.string(),
  barcode: z.string(),
  brand: z.string().nullable(),
  vendor: z.string().nullable(),
  stock: z.number().int(),
  reserved: z.number().int(),
  /** Integer cents. */
  cost: z.number().int(),
  basePrice: z.number().int(),
  taxPercent: z.number(),
  price: z.number().int(),
  /** Grams. */
  weight: z.number().int(),
  thumbnail: z.string().nullable(),
  images: z.array(z.string()),
  active: z.boolean(),
});
export type InventoryProduct = z.infer<typeof inventoryProduct>;

export const INVENTORY_SORTS = ['name', 'sku', 'active', 'stock', 'reserved', 'cost', 'basePrice', 'taxPercent', 'price', 'weight'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

export const productsQuery = z.object({
  search: z.string().trim().max(200).optional(),
  sort: z.enum(INVENTORY_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

export const inventoryPagination = z.object({
  length: z.number().int(),
  size: z.number().int(),
  page: z.number().int(),
  lastPage: z.number().int(),
  startIndex: z.number().int(),
  endIndex: z.number().int(),
});
/** A page beyond the last: products null, pagination with lastPage only (docs/product/template-apps.md#inventory). */
export const productsReply = z.object({
  products: z.array(inventoryProduct).nullable(),
  pagination: z.union([inventoryPagination, z.object({ lastPage: z.number().int() })]),
});
export type ProductsReply = z.infer<typeof productsReply>;

const id = z.uuid('validation.invalid');
export const inventoryIdQuery = z.object({ id });

const cents = z.number().int('validation.invalid').min(0).max(100_000_000);
export const productChanges = z
  .object({
    category: id.nullable(),
    name: z.string().trim().min(1, 'validation.required').max(200),
    description: z.string().trim().max(4000),
    tags: z.array(id).max(50),
    sku: z.string().trim().max(64),
    barcode: z.string().trim().max(64),
    brand: id.nullable(),
    vendor: id.nullable(),
    /** Stock on the shelf; `reserved` moves only by issue and return. */
    stock: z.number().int('validation.invalid').min(0).max(1_000_000),
    cost: cents,
    basePrice: cents,
    taxPercent: z.number().min(0).max(100).multipleOf(0.01),
    weight: z.number().int('validation.invalid').min(0).max(10_000_000),
    active: z.boolean(),
  })
  .partial();
export const updateProductBody = z.object({ id, product: productChanges });

export const tagBody = z.object({ tag: z.object({ title: z.string().trim().min(1, 'validation.required').max(60) }) });
export const updateTagBody = z.object({ id, tag: z.object({ title: z.string().trim().min(1, 'validation.required').max(60) }) });

/** One item issued to a worker and not yet returned (quantity held). */
export const heldItem = z.object({
  productId: z.string(),
  workerId: z.string(),
  workerName: z.string(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  lastIssuedAt: z.string(),
});
export type HeldItem = z.infer<typeof heldItem>;

export const issueBody = z.object({
  productId: id,
  workerId: id,
  quantity: z.number().int('validation.invalid').min(1, 'validation.invalid').max(1000),
});
export const issueReply = z.object({ product: inventoryProduct, held: z.number().int() });
export const workerHeldQuery = z.object({ workerId: id });
export const productHoldersQuery = z.object({ productId: id });

export const deletedReply = z.literal(true);

/** A product picture's limits. */
export const INVENTORY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const INVENTORY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
