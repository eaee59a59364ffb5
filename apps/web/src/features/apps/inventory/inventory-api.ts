import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { productChanges, productsQuery } from '@wf/shared/contracts/apps/inventory/inventory';
import { inventoryEndpoints as e } from '@wf/shared/contracts/apps/inventory/endpoints';
import { call } from '../../../lib/call.ts';

type Query = z.input<typeof productsQuery>;
export type ProductChanges = z.input<typeof productChanges>;

/** The inventory's query keys and fetchers. */
export const inventoryKeys = {
  all: ['apps', 'inventory'] as const,
  products: (q: Query) => ['apps', 'inventory', 'products', q] as const,
  product: (id: string) => ['apps', 'inventory', 'product', id] as const,
  lookups: ['apps', 'inventory', 'lookups'] as const,
  held: (workerId: string) => ['apps', 'inventory', 'held', workerId] as const,
  holders: (productId: string) => ['apps', 'inventory', 'holders', productId] as const,
};

export const inventoryApi = {
  products: (query: Query) => call(e.products, { query }),
  product: (id: string) => call(e.product, { query: { id } }),
  lookups: async () => {
    const [categories, brands, vendors, tags] = await Promise.all([call(e.categories), call(e.brands), call(e.vendors), call(e.tags)]);
    return { categories, brands, vendors, tags };
  },
  create: () => call(e.createProduct),
  update: (id: string, product: ProductChanges) => call(e.updateProduct, { body: { id, product } }),
  remove: (id: string) => call(e.deleteProduct, { query: { id } }),
  uploadImage: (id: string, file: File) => call(e.uploadImage, { query: { id }, headers: { 'content-type': 'application/octet-stream' }, body: file }),
  deleteImage: (id: string) => call(e.deleteImage, { query: { id } }),
  image: (id: string) => call(e.image, { query: { id } }),
  held: (workerId: string) => call(e.workerItems, { query: { workerId } }),
  holders: (productId: string) => call(e.holders, { query: { productId } }),
  issue: (productId: string, workerId: string, quantity: number) => call(e.issue, { body: { productId, workerId, quantity } }),
  giveBack: (productId: string, workerId: string, quantity: number) => call(e.returnItem, { body: { productId, workerId, quantity } }),
};

/** A change of the inventory: every inventory query fetched again after it. */
export function useInventoryChange<A extends unknown[], R>(run: (...args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => run(...args),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
