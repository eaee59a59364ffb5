import { defineFeature } from '../../../lib/feature.ts';

/** Inventory: the product list and one product's editor. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/apps/inventory/endpoints').then((m) => m.inventoryEndpoints),
  pages: [
    { path: 'apps/inventory', lazy: () => import('./products-page.tsx'), needs: (e) => [e.products] },
    { path: 'apps/inventory/:id', lazy: () => import('./product-page.tsx'), needs: (e) => [e.product] },
  ],
});
