import { eq } from 'drizzle-orm';
import type { InventoryProduct } from '@wf/shared/contracts/apps/inventory/inventory';
import * as clock from '@wf/shared/domain/clock';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { inventoryProductImages, inventoryProducts } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';
import { withStoredFiles, type FileStorage } from '../../../storage/file-storage.ts';
import { getProduct } from './inventory-service.ts';

/** A product's pictures through the file storage (bytes in the row or the object store). */
export async function addImage(db: Db, files: FileStorage, productId: string, image: { data: Buffer; mime: string }): Promise<InventoryProduct> {
  await getProduct(db, productId);
  return withStoredFiles(files, [{ bytes: image.data, contentType: image.mime }], ([ref]) =>
    db.transaction(async (tx) => {
      const [p] = await tx.select({ id: inventoryProducts.id }).from(inventoryProducts).where(eq(inventoryProducts.id, productId)).for('update');
      if (!p) throw notFound('Product not found');
      await tx.insert(inventoryProductImages).values({ productId, mime: image.mime, data: ref!.data, storageKey: ref!.storageKey, createdAt: clock.now() });
      return getProduct(tx, productId);
    }),
  );
}

export async function readImage(db: DbOrTx, files: FileStorage, id: string): Promise<{ productId: string; mime: string; data: Buffer }> {
  const [row] = await db
    .select({ productId: inventoryProductImages.productId, mime: inventoryProductImages.mime, data: inventoryProductImages.data, storageKey: inventoryProductImages.storageKey })
    .from(inventoryProductImages)
    .where(eq(inventoryProductImages.id, id));
  if (!row) throw notFound('Image not found');
  return { productId: row.productId, mime: row.mime, data: await files.get({ data: row.data ?? null, storageKey: row.storageKey }) };
}

export async function removeImage(db: Db, files: FileStorage, id: string): Promise<InventoryProduct> {
  const { product, ref } = await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(inventoryProductImages)
      .where(eq(inventoryProductImages.id, id))
      .returning({ productId: inventoryProductImages.productId, storageKey: inventoryProductImages.storageKey });
    if (!gone) throw notFound('Image not found');
    return { product: await getProduct(tx, gone.productId), ref: { data: null, storageKey: gone.storageKey } };
  });
  await files.discard([ref]);
  return product;
}
