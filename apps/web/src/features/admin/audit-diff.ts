export type DiffRow = { key: string; before: string; after: string; change: 'added' | 'removed' | 'changed' | 'same' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as short readable text: strings as they are, everything else as JSON. */
export function show(v: unknown): string {
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

/**
 * Key-by-key comparison of an audit entry's before and after. Objects are compared by their
 * top-level keys (changed keys first); any other value is one row under the key "value".
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const b = isRecord(before) ? before : before === null || before === undefined ? {} : { value: before };
  const a = isRecord(after) ? after : after === null || after === undefined ? {} : { value: after };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = keys.map((key): DiffRow => {
    const inB = key in b;
    const inA = key in a;
    const bs = show(b[key]);
    const as = show(a[key]);
    const change = !inB ? 'added' : !inA ? 'removed' : JSON.stringify(b[key]) === JSON.stringify(a[key]) ? 'same' : 'changed';
    return { key, before: inB ? bs : '', after: inA ? as : '', change };
  });
  const order = { changed: 0, added: 1, removed: 2, same: 3 } as const;
  return rows.sort((x, y) => order[x.change] - order[y.change] || x.key.localeCompare(y.key));
}
