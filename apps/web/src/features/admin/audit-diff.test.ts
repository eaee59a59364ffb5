import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.ts';

describe('auditDiff', () => {
  it('lists changed, added, removed then unchanged keys', () => {
    expect(auditDiff({ role: 'hr', name: 'A', gone: 1 }, { role: 'finance', name: 'A', extra: { x: 1 } })).toEqual([
      { key: 'role', before: 'hr', after: 'finance', change: 'changed' },
      { key: 'extra', before: '', after: '{"x":1}', change: 'added' },
      { key: 'gone', before: '1', after: '', change: 'removed' },
      { key: 'name', before: 'A', after: 'A', change: 'same' },
    ]);
  });
  it('handles null sides and plain values', () => {
    expect(auditDiff(null, { a: null })).toEqual([{ key: 'a', before: '', after: 'null', change: 'added' }]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff('x', 'y')).toEqual([{ key: 'value', before: 'x', after: 'y', change: 'changed' }]);
    expect(auditDiff([1], [1, 2])).toEqual([{ key: 'value', before: '[1]', after: '[1,2]', change: 'changed' }]);
  });
});
