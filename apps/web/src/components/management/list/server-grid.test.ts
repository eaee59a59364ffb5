import { describe, expect, it } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { fitColumns } from './server-grid.tsx';

const cols: GridColDef[] = [
  { field: 'name', flex: 1.3, minWidth: 190 },
  { field: 'code', width: 120 },
  { field: 'status', width: 190 },
  { field: 'reason', flex: 1, minWidth: 200 },
  { field: 'actions', type: 'actions', width: 150 },
];

describe('fitColumns', () => {
  it('makes every column but the actions share the width; the first keeps its full minimum', () => {
    const out = fitColumns(cols);
    expect(out.map((c) => c.width)).toEqual([undefined, undefined, undefined, undefined, 150]);
    expect(out[0]!.minWidth).toBe(190);
    expect(out.slice(1, 4).every((c) => (c.flex ?? 0) > 0)).toBe(true);
  });

  it('shrinks the other minimums to the measured width (not below 80 px), hidden columns left out', () => {
    const wide = fitColumns(cols, { width: 2000, visibility: {} });
    expect(wide).toEqual(fitColumns(cols));
    const narrow = fitColumns(cols, { width: 700, visibility: { reason: false } });
    const shown = narrow.filter((c) => c.field !== 'reason');
    const total = shown.reduce((n, c) => n + (c.type === 'actions' ? c.width! : c.minWidth!), 0);
    expect(total).toBeLessThanOrEqual(700 - 20);
    expect(narrow[0]!.minWidth).toBe(190);
    const tiny = fitColumns(cols, { width: 300, visibility: {} });
    expect(tiny.slice(1, 4).map((c) => c.minWidth)).toEqual([80, 80, 80]);
  });

  it("keeps the first column's own minimum when it declares one, else at least 180 px", () => {
    const code: GridColDef[] = [{ field: 'code', width: 105, minWidth: 110 }, ...cols.slice(1)];
    expect(fitColumns(code, { width: 700, visibility: {} })[0]!.minWidth).toBe(110);
    const undeclared: GridColDef[] = [{ field: 'code', width: 105 }, ...cols.slice(1)];
    expect(fitColumns(undeclared, { width: 700, visibility: {} })[0]!.minWidth).toBe(180);
  });
});
