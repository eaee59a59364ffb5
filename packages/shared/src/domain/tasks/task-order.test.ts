import { describe, expect, it } from 'vitest';
import { moveById, moveItem, taskCounts } from './task-order.ts';

describe('moveItem', () => {
  it('moves an item forwards and backwards', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });
  it('clamps the places into the list and answers the same array when nothing moves', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 1, 9)).toBe(list);
    expect(moveItem(list, 1, -4)).toEqual(['b', 'a']);
    expect(moveItem([], 0, 1)).toEqual([]);
  });
});

describe('moveById', () => {
  const list = [{ id: 'x' }, { id: 'y' }, { id: 'z' }];
  it('moves one place up or down', () => {
    expect(moveById(list, 'y', -1).map((i) => i.id)).toEqual(['y', 'x', 'z']);
    expect(moveById(list, 'y', 1).map((i) => i.id)).toEqual(['x', 'z', 'y']);
  });
  it('stays at the ends and for an unknown id', () => {
    expect(moveById(list, 'x', -1)).toBe(list);
    expect(moveById(list, 'z', 1)).toBe(list);
    expect(moveById(list, 'nope', 1)).toBe(list);
  });
});

describe('taskCounts', () => {
  it('counts open and completed tasks, never sections', () => {
    expect(
      taskCounts([
        { type: 'section', completed: false },
        { type: 'task', completed: false },
        { type: 'task', completed: true },
        { type: 'task', completed: false },
      ]),
    ).toEqual({ open: 2, done: 1 });
  });
});
