import { inventoryProductImages, inventoryProducts } from '../../../db/schema/index.ts';
import { defineModule, recordName } from '../../module.ts';
import { inventoryRoutes } from './inventory-routes.ts';
import { seedInventoryDemo } from './inventory-seed.ts';

/** Inventory (template app apps/inventory): uniforms and equipment issued to workers. */
export const module = defineModule({
  name: 'inventory',
  routes: (app) => app.register(inventoryRoutes),
  seed: { after: ['workers'], run: seedInventoryDemo },
  auditNames: { inventory_product: recordName(inventoryProducts.id, inventoryProducts.name) },
  storageKeys: [inventoryProductImages.storageKey],
});
