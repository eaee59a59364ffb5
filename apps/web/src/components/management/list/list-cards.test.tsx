import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { cellContent } from './list-cards.tsx';
import { dateTimeColumn } from './cell-text.tsx';

afterEach(cleanup);

type Row = { id: string; category: string; at: string };
const row: Row = { id: 'r1', category: 'transport', at: '2026-11-24T08:07:00Z' };

describe('a card shows a cell as the grid does', () => {
  it("gives a column's renderCell the value through its formatter, never the raw value", () => {
    const col: GridColDef<Row> = {
      field: 'category',
      valueFormatter: (v: string) => (v === 'transport' ? 'Transport' : v),
      renderCell: ({ formattedValue }) => <span>{String(formattedValue)}</span>,
    };
    render(<div>{cellContent(col, row)}</div>);
    expect(screen.getByText('Transport')).toBeTruthy();
    expect(screen.queryByText('transport')).toBeNull();
  });

  it('shows an instant column in Singapore time in the words of the language', () => {
    render(<div data-testid="en">{cellContent({ field: 'at', ...dateTimeColumn('en') } as GridColDef<Row>, row)}</div>);
    expect(screen.getByTestId('en').textContent).toBe('24 Nov 2026, 4:07 pm');
    render(<div data-testid="zh">{cellContent({ field: 'at', ...dateTimeColumn('zh') } as GridColDef<Row>, row)}</div>);
    expect(screen.getByTestId('zh').textContent).toBe('2026年11月24日 下午4:07');
  });
});
