import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { withTwoLineText } from './cell-text.tsx';

afterEach(cleanup);

type Row = { id: string; reason: string };
const params = (formattedValue: unknown) => ({ formattedValue }) as unknown as GridRenderCellParams<Row>;

describe('withTwoLineText', () => {
  const own = () => <b>own</b>;
  const [text, money, custom, actions] = withTwoLineText<Row>([
    { field: 'reason' },
    { field: 'amount', align: 'right' },
    { field: 'status', renderCell: own },
    { field: 'actions', type: 'actions', getActions: () => [] },
  ] as GridColDef<Row>[]);

  it('shows a text column on up to two lines, the whole text in its title, never cut to one line', () => {
    const { container } = render(<div>{text!.renderCell!(params('Taxi home after the late close at the airport'))}</div>);
    const clamp = container.querySelector('[title]') as HTMLElement;
    expect(clamp.title).toBe('Taxi home after the late close at the airport');
    expect(clamp.textContent).toBe('Taxi home after the late close at the airport');
    expect(getComputedStyle(clamp).whiteSpace).toBe('normal');
  });

  it('keeps a right-aligned column right-aligned and shows nothing for no value', () => {
    const { container } = render(<div>{money!.renderCell!(params(null))}</div>);
    const clamp = container.querySelector('[title]') as HTMLElement;
    expect(clamp.textContent).toBe('');
    expect(getComputedStyle(clamp).textAlign).toBe('right');
  });

  it("leaves a column's own cell and the row actions as they are", () => {
    expect(custom!.renderCell).toBe(own);
    expect(actions!.renderCell).toBeUndefined();
  });
});
