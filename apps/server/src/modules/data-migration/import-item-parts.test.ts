import { describe, expect, it } from 'vitest';
import { importItemParts, type ImportItem } from './import-apply.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('importItemParts', () => {
  it('groups the items by kind and action in the order they came, a part holding at most `size`', () => {
    const items: ImportItem[] = [
      { kind: 'roster', entityId: id(1), action: 'create', before: null, after: { version: 1 } },
      ...[2, 3, 4, 5, 6].map((n): ImportItem => ({
        kind: 'assignment',
        entityId: id(n),
        action: 'create',
        before: null,
      })),
      { kind: 'roster', entityId: id(7), action: 'update', before: { version: 2 }, after: { version: 3 } },
      { kind: 'roster', entityId: id(8), action: 'create', before: null, after: { version: 1 } },
    ];
    expect(importItemParts(items, 2)).toEqual([
      {
        kind: 'roster',
        action: 'create',
        part: 0,
        entityIds: [id(1), id(8)],
        befores: null,
        afters: '[{"version":1},{"version":1}]',
      },
      { kind: 'assignment', action: 'create', part: 0, entityIds: [id(2), id(3)], befores: null, afters: null },
      { kind: 'assignment', action: 'create', part: 1, entityIds: [id(4), id(5)], befores: null, afters: null },
      { kind: 'assignment', action: 'create', part: 2, entityIds: [id(6)], befores: null, afters: null },
      {
        kind: 'roster',
        action: 'update',
        part: 0,
        entityIds: [id(7)],
        befores: '[{"version":2}]',
        afters: '[{"version":3}]',
      },
    ]);
  });

  it('keeps each value in its entity’s place, a missing one as JSON null', () => {
    const items: ImportItem[] = [
      {
        kind: 'attendance',
        entityId: id(1),
        action: 'update',
        before: { clockInRaw: '08:00' },
        after: { clockInRaw: '09:00' },
      },
      { kind: 'attendance', entityId: id(2), action: 'update', before: null, after: { clockInRaw: '"quoted"' } },
    ];
    const [part] = importItemParts(items);
    expect(JSON.parse(part!.befores!)).toEqual([{ clockInRaw: '08:00' }, null]);
    expect(JSON.parse(part!.afters!)).toEqual([{ clockInRaw: '09:00' }, { clockInRaw: '"quoted"' }]);
    expect(importItemParts([])).toEqual([]);
  });
});
