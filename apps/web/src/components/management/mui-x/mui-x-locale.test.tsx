import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { buildCatalogue } from '../../../../i18n-catalogues.ts';
import { I18nProvider, lookup } from '../../../lib/i18n/index.ts';
import { DateField } from '../../date-field.tsx';
import { ServerDataGrid, type ServerGridState } from '../list/server-grid.tsx';

afterEach(cleanup);

/** The language chunks load by dynamic import: slow on a busy machine. */
const LOADED = { timeout: 10_000 };

const grid: ServerGridState = {
  pagination: { page: 0, pageSize: 10 },
  setPagination: () => undefined,
  sort: [],
  setSort: () => undefined,
  visibility: {},
  setVisibility: () => undefined,
  firstPage: () => undefined,
  page: { page: 1, pageSize: 10 },
  apiRef: { current: null } as unknown as ServerGridState['apiRef'],
  update: () => undefined,
};

const catalogue = (lang: string) => buildCatalogue(process.env.WF_WEB_SRC!, lang);

/** The staff app's text provider, in `lang` with its real catalogue. */
function InLanguage({ lang, children }: { lang: string; children: ReactNode }) {
  const dicts = [catalogue(lang)];
  return (
    <I18nProvider lang={lang} setLang={() => undefined} load={() => Promise.resolve(dicts)} initial={dicts}>
      {children}
    </I18nProvider>
  );
}

function Grid({ noRows }: { noRows?: string }) {
  return (
    <ServerDataGrid
      grid={grid}
      list={{ data: { items: [], total: 0 }, isFetching: false }}
      columns={[{ field: 'name', headerName: 'Name' }]}
      {...(noRows ? { localeText: { noRowsLabel: noRows } } : {})}
    />
  );
}

describe("MUI X's texts follow the staff language (mui-x-locale.ts)", () => {
  it("the grid's pagination and empty texts in Chinese; a page's own text stays on top", async () => {
    render(
      <InLanguage lang="zh">
        <Grid />
      </InLanguage>,
    );
    expect(await screen.findByText('每页行数:', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('没有数据。')).toBeTruthy();
    cleanup();

    render(
      <InLanguage lang="zh">
        <Grid noRows="还没有客户" />
      </InLanguage>,
    );
    expect(await screen.findByText('每页行数:', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('还没有客户')).toBeTruthy();
  });

  it("Turkish in Turkish; English stays MUI's own", async () => {
    render(
      <InLanguage lang="tr">
        <Grid noRows="Kayıt yok" />
      </InLanguage>,
    );
    expect(await screen.findByText('Sayfa başına satır:', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('Kayıt yok')).toBeTruthy();
    cleanup();

    render(
      <InLanguage lang="en">
        <Grid noRows="Nothing yet" />
      </InLanguage>,
    );
    expect(screen.getByText('Rows per page:')).toBeTruthy();
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });

  it("the date picker's calendar speaks Turkish (its labels and the month names)", async () => {
    render(
      <InLanguage lang="tr">
        <DateField label="Başlangıç" value="2026-03-15" onChange={() => undefined} />
      </InLanguage>,
    );
    fireEvent.click(screen.getByRole('button', { name: lookup(catalogue('tr'), 'components.date.openCalendar')! }));
    expect(await screen.findByText(/Mart 2026/, {}, LOADED)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Önceki ay' }, LOADED)).toBeTruthy();
  });

  it('the calendar in English keeps its English month names', async () => {
    render(<DateField label="Start" value="2026-03-15" onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(await screen.findByText(/March 2026/, {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeTruthy();
  });
});
