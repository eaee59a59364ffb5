import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '../../features/shell/theme.ts';
import { DateField } from '../date-field.tsx';
import { useMuiXLocalization, type MuiXLocalization } from './mui-x-locale.ts';
import { ServerDataGrid, type ServerGridState } from './server-grid.tsx';

afterEach(cleanup);

const grid: ServerGridState = {
  pagination: { page: 0, pageSize: 10 },
  setPagination: () => undefined,
  sort: [],
  setSort: () => undefined,
  visibility: {},
  setVisibility: () => undefined,
  firstPage: () => undefined,
  page: { page: 1, pageSize: 10 },
};

function Grid({ localization, noRows }: { localization: MuiXLocalization; noRows?: string }) {
  return (
    <ThemeProvider theme={createAppTheme('theme-default', 'light', localization)}>
      <ServerDataGrid
        grid={grid}
        list={{ data: { items: [], total: 0 }, isFetching: false }}
        columns={[{ field: 'name', headerName: 'Name' }]}
        {...(noRows ? { localeText: { noRowsLabel: noRows } } : {})}
      />
    </ThemeProvider>
  );
}

describe("MUI X's texts in the staff language (mui-x-locale.ts)", () => {
  it('loads nothing for English and the language module for zh and tr', async () => {
    expect(renderHook(() => useMuiXLocalization('en')).result.current).toEqual([]);
    for (const lang of ['zh', 'tr']) {
      const { result } = renderHook(() => useMuiXLocalization(lang));
      await waitFor(() => expect(result.current.length).toBeGreaterThan(0));
    }
  });

  it("the grid's pagination and empty texts follow the language; a page's own text stays on top", async () => {
    const { result } = renderHook(() => useMuiXLocalization('zh'));
    await waitFor(() => expect(result.current.length).toBeGreaterThan(0));
    render(<Grid localization={result.current} />);
    expect(screen.getByText('每页行数:')).toBeTruthy();
    expect(screen.getByText('没有数据。')).toBeTruthy();
    cleanup();

    render(<Grid localization={result.current} noRows="Noch nichts" />);
    expect(screen.getByText('每页行数:')).toBeTruthy();
    expect(screen.getByText('Noch nichts')).toBeTruthy();
    cleanup();

    render(<Grid localization={[]} noRows="Nothing yet" />);
    expect(screen.getByText('Rows per page:')).toBeTruthy();
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });

  it("the date picker's calendar speaks Turkish (its labels and the month names)", async () => {
    const { result } = renderHook(() => useMuiXLocalization('tr'));
    await waitFor(() => expect(result.current.length).toBeGreaterThan(0));
    render(
      <ThemeProvider theme={createAppTheme('theme-default', 'light', result.current)}>
        <DateField label="Start" value="2026-03-15" onChange={() => undefined} />
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(await screen.findByText(/Mart 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Önceki ay' })).toBeTruthy();
  });
});
