import { defineSectionPages } from '../../common/section-pages.ts';

/** The inventory's page paths: the only place they are written. */
export const inventoryPages = {
  list: '/apps/inventory',
  product: (id: string) => `/apps/inventory/${id}`,
};

export const pages = defineSectionPages({
  audit: {
    inventory_product: { label: 'inventory product', labelKey: 'apps.inventory.audit.product', link: inventoryPages.product },
  },
});
