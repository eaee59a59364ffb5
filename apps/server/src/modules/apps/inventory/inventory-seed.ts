import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { inventoryBrands, inventoryCategories, inventoryTags, inventoryVendors } from '../../../db/schema/index.ts';
import { createProduct, createTag, updateProduct } from './inventory-service.ts';

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const CATEGORIES = ['Uniforms', 'Safety gear', 'Equipment'];
const BRANDS = ['Crewline', 'SafeStep', 'ProServe'];
const VENDORS = ['Jurong Supplies', 'Lion City Workwear'];
const TAGS = ['event crew', 'F&B', 'warehouse', 'size S', 'size M', 'size L', 'returnable'];
type Demo = [name: string, sku: string, category: string, brand: string, vendor: string, stock: number, costCents: number, baseCents: number, tax: number, grams: number, tags: string[]];
const PRODUCTS: Demo[] = [
  ['Crew polo shirt (M)', 'UNI-POLO-M', 'Uniforms', 'Crewline', 'Lion City Workwear', 40, 900, 1500, 9, 220, ['event crew', 'size M']],
  ['Crew polo shirt (L)', 'UNI-POLO-L', 'Uniforms', 'Crewline', 'Lion City Workwear', 25, 900, 1500, 9, 240, ['event crew', 'size L']],
  ['Black apron', 'UNI-APRON', 'Uniforms', 'ProServe', 'Lion City Workwear', 30, 450, 800, 9, 150, ['F&B']],
  ['Safety boots', 'SAF-BOOT', 'Safety gear', 'SafeStep', 'Jurong Supplies', 12, 3500, 5500, 9, 1400, ['warehouse', 'returnable']],
  ['High-visibility vest', 'SAF-VEST', 'Safety gear', 'SafeStep', 'Jurong Supplies', 60, 300, 600, 9, 120, ['warehouse', 'event crew', 'returnable']],
  ['Two-way radio', 'EQP-RADIO', 'Equipment', 'ProServe', 'Jurong Supplies', 8, 8900, 12000, 9, 300, ['returnable']],
  ['Staff lanyard', 'EQP-LANYARD', 'Equipment', 'Crewline', 'Jurong Supplies', 100, 80, 200, 9, 20, ['event crew']],
];

/** Uniforms and equipment the office issues, once (a restart changes nothing). */
export async function seedInventoryDemo(database: Database): Promise<void> {
  const db = database.db;
  const [seeded] = await db.select({ id: inventoryCategories.id }).from(inventoryCategories).where(eq(inventoryCategories.slug, 'uniforms'));
  if (seeded) return;
  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const name of CATEGORIES) ids.set(name, (await tx.insert(inventoryCategories).values({ name, slug: slug(name) }).returning({ id: inventoryCategories.id }))[0]!.id);
    for (const name of BRANDS) ids.set(name, (await tx.insert(inventoryBrands).values({ name, slug: slug(name) }).returning({ id: inventoryBrands.id }))[0]!.id);
    for (const name of VENDORS) ids.set(name, (await tx.insert(inventoryVendors).values({ name, slug: slug(name) }).returning({ id: inventoryVendors.id }))[0]!.id);
    const existingTags = await tx.select({ id: inventoryTags.id }).from(inventoryTags).where(eq(inventoryTags.title, TAGS[0]!));
    if (!existingTags.length) for (const title of TAGS) ids.set(`tag:${title}`, (await createTag(tx, title)).id);
    for (const [name, sku, category, brand, vendor, stock, cost, basePrice, taxPercent, weight, tags] of PRODUCTS) {
      const p = await createProduct(tx);
      await updateProduct(tx, p.id, {
        name,
        sku,
        barcode: `888${sku.length}${String(stock).padStart(4, '0')}${String(cost).padStart(5, '0')}`,
        category: ids.get(category)!,
        brand: ids.get(brand)!,
        vendor: ids.get(vendor)!,
        stock,
        cost,
        basePrice,
        taxPercent,
        weight,
        active: true,
        description: `${name}, issued to workers and returned at the end of their engagement.`,
        tags: tags.map((t) => ids.get(`tag:${t}`)).filter((t): t is string => !!t),
      });
    }
  });
}
