import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ImportDetail, RollbackBlock } from '@wf/shared/contracts/data-migration/roster-import';
import { ImportPanel } from './import-panel.tsx';
import { dataMigrationEndpoints } from '@wf/shared/contracts/data-migration/endpoints';
import { endpointQueryKey } from '../../lib/use-endpoint.ts';

afterEach(cleanup);

// Issue 29, item 7: Roll back is offered only when the server would do it; otherwise it is off and
// says why, from the reason the import's answer carries (the same one the server refuses by).

const IMPORT: ImportDetail = {
  id: 'imp-1',
  fileName: 'march.csv',
  fileHash: 'a'.repeat(64),
  format: 'csv',
  sizeBytes: 1200,
  status: 'committed',
  counts: null,
  failure: null,
  progress: { phase: 'done', done: 4, total: 4 },
  createdByName: 'Hana HR',
  createdAt: '2026-03-04T02:00:00.000Z',
  committedByName: 'Hana HR',
  committedAt: '2026-03-04T02:05:00.000Z',
  rolledBackAt: null,
  rollbackBlocked: null,
  errors: [],
  warnings: [],
};

function show(rollbackBlocked: RollbackBlock | null) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['user'], { role: 'hr' });
  client.setQueryData(endpointQueryKey(dataMigrationEndpoints.get, { params: { id: IMPORT.id } }), { ...IMPORT, rollbackBlocked });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ImportPanel id={IMPORT.id} onNotice={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Roll back' }) as HTMLButtonElement;
}

const description = (el: Element) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('rolling back a roster import (issue 29, item 7)', () => {
  it('a later change on one of its rosters: Roll back is off, and says which roster in words', () => {
    const button = show({ reason: 'rosterChanged', location: 'Import Kitchen', date: '2026-03-02' });
    expect(button.disabled).toBe(true);
    const why = 'Cannot be rolled back: the roster of Import Kitchen on 02/03/2026 was changed after the import.';
    expect(description(button)).toBe(why);
    expect(screen.getByText(why)).toBeTruthy();
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a later import: names its file', () => {
    const button = show({ reason: 'laterImport', fileName: 'april.csv' });
    expect(description(button)).toBe(
      'Cannot be rolled back: a later import (april.csv) changed the same rosters; roll that one back first.',
    );
  });

  it('nothing depends on it: Roll back asks for confirmation', () => {
    const button = show(null);
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/Cannot be rolled back/)).toBeNull();
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Roll back this import?' })).toBeTruthy();
  });
});
