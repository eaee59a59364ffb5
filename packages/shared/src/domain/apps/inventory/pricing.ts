/**
 * Inventory money (price = basePrice plus taxPercent of it: docs/product/template-apps.md#inventory). Integer cents throughout; the
 * tax is rounded half up to the cent. taxPercent may carry up to two decimals (e.g. 9 or 8.25).
 */
export function priceWithTax(basePriceCents: number, taxPercent: number): number {
  // Basis points keep the arithmetic in integers: 9% = 900 bp.
  const bp = Math.round(taxPercent * 100);
  const tax = Math.floor((basePriceCents * bp + 5000) / 10000);
  return basePriceCents + tax;
}

/** The template's pagination object of a product page (docs/product/template-apps.md#inventory). */
export type InventoryPagination = {
  length: number;
  size: number;
  page: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
};

/**
 * The page arithmetic of the product list (docs/product/template-apps.md#inventory): lastPage at least 1; `page` counts from
 * 1 and its zero-based index (page - 1) places the slice; a page beyond the last answers only
 * lastPage (the caller returns null products).
 */
export function inventoryPage(
  length: number,
  page: number,
  size: number,
): { beyond: true; pagination: { lastPage: number } } | { beyond: false; offset: number; limit: number; pagination: InventoryPagination } {
  const lastPage = Math.max(Math.ceil(length / size), 1);
  if (page > lastPage) return { beyond: true, pagination: { lastPage } };
  const startIndex = (page - 1) * size;
  const end = Math.min(page * size, length);
  return {
    beyond: false,
    offset: startIndex,
    limit: size,
    pagination: { length, size, page, lastPage, startIndex, endIndex: end - 1 },
  };
}

/** Stock after issuing (positive) or returning (negative) units to a worker; null when refused. */
export function moveStock(
  current: { stock: number; reserved: number },
  quantity: number,
): { stock: number; reserved: number } | null {
  const stock = current.stock - quantity;
  const reserved = current.reserved + quantity;
  if (stock < 0 || reserved < 0) return null;
  return { stock, reserved };
}
