import { describe, expect, it } from 'vitest';
import { placeAt, POSITION_STEP, positionAfter, positionBetween, positionsFromOrder } from './positions.ts';

describe('scrumboard positions', () => {
  it('steps by 65536 from an order and after the last', () => {
    expect(POSITION_STEP).toBe(65536);
    expect(positionsFromOrder(['a', 'b', 'c'])).toEqual([
      { id: 'a', position: 65536 },
      { id: 'b', position: 131072 },
      { id: 'c', position: 196608 },
    ]);
    expect(positionAfter(null)).toBe(65536);
    expect(positionAfter(131072)).toBe(196608);
  });

  it('takes the integer halfway between neighbours, null when the gap ran out', () => {
    expect(positionBetween(null, null)).toBe(65536);
    expect(positionBetween(null, 65536)).toBe(32768);
    expect(positionBetween(65536, 131072)).toBe(98304);
    expect(positionBetween(65536, null)).toBe(131072);
    expect(positionBetween(5, 6)).toBeNull();
    expect(positionBetween(5, 7)).toBe(6);
    expect(positionBetween(null, 1)).toBeNull();
  });

  it('places an item at an index with one new position while a gap is left', () => {
    const others = positionsFromOrder(['a', 'b']);
    expect(placeAt(others, 'x', 0)).toEqual({ position: 32768, renumbered: null });
    expect(placeAt(others, 'x', 1)).toEqual({ position: 98304, renumbered: null });
    expect(placeAt(others, 'x', 2)).toEqual({ position: 196608, renumbered: null });
    expect(placeAt(others, 'x', 99)).toEqual({ position: 196608, renumbered: null });
    expect(placeAt([], 'x', 0)).toEqual({ position: 65536, renumbered: null });
  });

  it('renumbers the whole list when the gap between neighbours ran out', () => {
    const tight = [
      { id: 'a', position: 10 },
      { id: 'b', position: 11 },
      { id: 'c', position: 12 },
    ];
    const placed = placeAt(tight, 'x', 1);
    expect(placed.renumbered).toEqual(positionsFromOrder(['a', 'x', 'b', 'c']));
    expect(placed.position).toBe(2 * 65536);
    // At the start with no room below the first.
    expect(placeAt([{ id: 'a', position: 1 }], 'x', 0).renumbered).toEqual(positionsFromOrder(['x', 'a']));
  });

  it('halving again and again ends in a renumbering, never in a duplicate position', () => {
    let list = positionsFromOrder(['a', 'b']);
    for (let i = 0; i < 40; i++) {
      const id = `n${i}`;
      const placed = placeAt(list, id, 1);
      list = placed.renumbered ?? [...list.slice(0, 1), { id, position: placed.position }, ...list.slice(1)];
      const positions = list.map((p) => p.position);
      expect(new Set(positions).size).toBe(positions.length);
      expect([...positions].sort((x, y) => x - y)).toEqual(positions);
    }
  });
});
