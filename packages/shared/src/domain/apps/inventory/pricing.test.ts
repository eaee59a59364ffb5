import { describe, expect, it } from 'vitest';
import { inventoryPage, moveStock, priceWithTax } from './pricing.ts';

describe('inventory pricing', () => {
  it('price = base + tax, in integer cents, the tax rounded half up', () => {
    expect(priceWithTax(10000, 9)).toBe(10900);
    expect(priceWithTax(1999, 8)).toBe(2159); // 159.92 -> 160
    expect(priceWithTax(1250, 10)).toBe(1375);
    expect(priceWithTax(5, 10)).toBe(6); // 0.5 cent rounds up
    expect(priceWithTax(4, 10)).toBe(4); // 0.4 cent rounds down
    expect(priceWithTax(0, 30)).toBe(0);
    expect(priceWithTax(12345, 0)).toBe(12345);
    expect(priceWithTax(10000, 8.25)).toBe(10825);
    expect(Number.isInteger(priceWithTax(3333, 18))).toBe(true);
  });

  it('pages: lastPage at least 1, zero-based slice of page - 1, null beyond the last', () => {
    expect(inventoryPage(0, 1, 10)).toEqual({
      beyond: false,
      offset: 0,
      limit: 10,
      pagination: { length: 0, size: 10, page: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    expect(inventoryPage(23, 3, 10)).toEqual({
      beyond: false,
      offset: 20,
      limit: 10,
      pagination: { length: 23, size: 10, page: 3, lastPage: 3, startIndex: 20, endIndex: 22 },
    });
    expect(inventoryPage(20, 2, 10).pagination).toEqual({ length: 20, size: 10, page: 2, lastPage: 2, startIndex: 10, endIndex: 19 });
    expect(inventoryPage(23, 4, 10)).toEqual({ beyond: true, pagination: { lastPage: 3 } });
    expect(inventoryPage(0, 2, 10)).toEqual({ beyond: true, pagination: { lastPage: 1 } });
  });

  it('issue moves stock to reserved, return moves it back; refused past zero', () => {
    expect(moveStock({ stock: 5, reserved: 1 }, 2)).toEqual({ stock: 3, reserved: 3 });
    expect(moveStock({ stock: 3, reserved: 3 }, -3)).toEqual({ stock: 6, reserved: 0 });
    expect(moveStock({ stock: 1, reserved: 0 }, 2)).toBeNull();
    expect(moveStock({ stock: 1, reserved: 1 }, -2)).toBeNull();
  });
});
