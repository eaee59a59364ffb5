import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n/index.ts';
import { archivedFilter, ListToolbar, useListState } from './list-toolbar.tsx';
import { exportColumns, serverSort } from './server-grid.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A list page's toolbar as the pages use it; shows what the query would get. */
function Harness() {
  const { grid, url, search } = useListState([{ field: 'name', sort: 'asc' }]);
  const status = url.pick('status', ['active', 'inactive'] as const) ?? '';
  const { t } = useT();
  const { archived, filter } = archivedFilter(url, t);
  const location = useLocation();
  // A pagination callback as the grid may hold it from its first render.
  const kept = useRef<typeof grid.setPagination | null>(null);
  kept.current ??= grid.setPagination;
  return (
    <>
      <ListToolbar
        search={{ search, label: 'Search company', ariaLabel: 'Search clients', minWidth: 280 }}
        filters={[
          {
            label: 'Status',
            value: status,
            onChange: (v) => url.setParam('status', v),
            minWidth: 140,
            allLabel: 'All statuses',
            options: [
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ],
          },
          filter,
          false,
          <span key="chip">One project only</span>,
        ]}
        end={<button type="button">Export</button>}
      />
      <output data-testid="state">
        {JSON.stringify({
          debounced: search.debounced,
          status,
          archived,
          page: grid.pagination.page,
          pageSize: grid.pagination.pageSize,
          sort: grid.sort.map((x) => `${x.field}.${x.sort}`).join(),
          url: location.search,
        })}
      </output>
      <button type="button" onClick={() => grid.setPagination({ page: 3, pageSize: 25 })}>
        Page 4
      </button>
      <button type="button" onClick={() => grid.setSort([{ field: 'createdAt', sort: 'desc' }])}>
        Sort by created
      </button>
      <button
        type="button"
        onClick={() => {
          // Two changes before a re-render, as a filter and the grid's own page reset make them.
          url.setParam('status', 'inactive');
          grid.setSort([{ field: 'createdAt', sort: 'desc' }]);
        }}
      >
        Filter and sort
      </button>
      <button type="button" onClick={() => kept.current?.({ page: 2, pageSize: 25 })}>
        Stale page 3
      </button>
    </>
  );
}

const state = () =>
  JSON.parse(screen.getByTestId('state').textContent ?? '{}') as {
    debounced: string;
    status: string;
    archived: string;
    page: number;
    pageSize: number;
    sort: string;
    url: string;
  };

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness />
    </MemoryRouter>,
  );

describe('ListToolbar', () => {
  it('starts from the URL: search text, a known filter value, unknown values ignored', () => {
    renderAt('/list?search=acme&status=active&archived=bogus');
    expect(screen.getByLabelText('Search clients')).toHaveProperty('value', 'acme');
    expect(state()).toMatchObject({ debounced: 'acme', status: 'active', archived: 'exclude' });
    renderAt('/list?status=closed');
    expect(JSON.parse(screen.getAllByTestId('state')[1]!.textContent!).status).toBe('');
  });

  it('debounces the trimmed search by 300 ms and goes back to the first page at once', () => {
    vi.useFakeTimers();
    renderAt('/list');
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(state().page).toBe(3);
    fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: '  marina ' } });
    expect(state().page).toBe(0);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(state().debounced).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(state().debounced).toBe('marina');
    // The debounced search is kept in the URL (Back returns to the same view).
    expect(state().url).toBe('?search=marina');
  });

  it('keeps the page and the sort in the URL, and reads them back', () => {
    renderAt('/list?status=active');
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(state()).toMatchObject({ page: 3, url: '?status=active&page=4' });
    fireEvent.click(screen.getByRole('button', { name: 'Sort by created' }));
    // A new sort goes back to the first page.
    expect(state()).toMatchObject({ page: 0, sort: 'createdAt.desc', url: '?status=active&sort=createdAt.desc' });
    cleanup();
    renderAt('/list?page=2&size=50&sort=createdAt.desc&search=acme');
    expect(state()).toMatchObject({ page: 1, pageSize: 50, sort: 'createdAt.desc', debounced: 'acme' });
    cleanup();
    // Malformed values fall back to the defaults.
    renderAt('/list?page=x&size=7&sort=name;drop');
    expect(state()).toMatchObject({ page: 0, pageSize: 25, sort: 'name.asc' });
  });

  it('merges changes into the latest URL: two in one tick, or from a callback of an earlier render, keep each other', () => {
    vi.useFakeTimers();
    renderAt('/list?size=10');
    fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'a' } });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(state().url).toBe('?size=10&search=a');
    fireEvent.click(screen.getByRole('button', { name: 'Filter and sort' }));
    expect(state().url).toBe('?size=10&search=a&status=inactive&sort=createdAt.desc');
    fireEvent.click(screen.getByRole('button', { name: 'Stale page 3' }));
    expect(state()).toMatchObject({ page: 2, url: '?search=a&status=inactive&sort=createdAt.desc&page=3' });
  });

  it('keeps select filters in the URL: "All" and "Hide archived" remove the parameter', () => {
    renderAt('/list?archived=only');
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    const statusOptions = within(screen.getByRole('listbox'));
    expect(statusOptions.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All statuses',
      'Active',
      'Inactive',
    ]);
    fireEvent.click(statusOptions.getByRole('option', { name: 'Inactive' }));
    expect(state()).toMatchObject({ status: 'inactive', page: 0, url: '?archived=only&status=inactive' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Archived' }));
    const archivedOptions = within(screen.getByRole('listbox'));
    expect(archivedOptions.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Hide archived',
      'Include archived',
      'Archived only',
    ]);
    fireEvent.click(archivedOptions.getByRole('option', { name: 'Hide archived' }));
    expect(state()).toMatchObject({ archived: 'exclude', url: '?status=inactive' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'All statuses' }));
    expect(state()).toMatchObject({ status: '', url: '' });
  });

  it('renders element filters in place, skips false ones, and puts the end slot last', () => {
    renderAt('/list');
    expect(screen.getByText('One project only')).toBeTruthy();
    const bar = screen.getByLabelText('Search clients').closest('.MuiPaper-root')!;
    const last = bar.querySelector('.MuiStack-root')!.lastElementChild!;
    expect(last.textContent).toBe('Export');
  });
});

describe('serverSort', () => {
  const fields = ['name', 'createdAt'] as const;
  it('takes the grid column when the server sorts by it, else the fallback', () => {
    expect(serverSort([{ field: 'createdAt', sort: 'desc' }], fields, 'name')).toEqual({
      sort: 'createdAt',
      dir: 'desc',
    });
    expect(serverSort([{ field: 'phone', sort: 'asc' }], fields, 'name')).toEqual({ sort: 'name', dir: 'asc' });
  });
  it('falls back to the default direction when the grid has none', () => {
    expect(serverSort([], fields, 'createdAt', 'desc')).toEqual({ sort: 'createdAt', dir: 'desc' });
    expect(serverSort([{ field: 'name', sort: null }], fields, 'name')).toEqual({ sort: 'name', dir: 'asc' });
    expect(serverSort([{ field: 'name', sort: 'asc' }], fields, 'name', 'desc').dir).toBe('asc');
  });
});

describe('exportColumns', () => {
  it('lists the visible grid columns the export knows, in the export order', () => {
    const columns = [{ field: 'status' }, { field: 'name' }, { field: 'email' }, { field: 'actions' }];
    expect(exportColumns(['name', 'status', 'email', 'createdAt'], columns, { email: false })).toBe('name,status');
  });
});
