import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import type { ClientDetail } from '@wf/shared/contracts/clients/clients';
import { clientKeys } from './clients-api.ts';
import { ArchiveClientButton, RemoveDoNotSendButton } from './client-actions.tsx';

const CLIENT: ClientDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Kallang Kitchens Pte Ltd',
  uen: '201912345D',
  industry: null,
  billingAddress: null,
  billingFormattedAddress: null,
  billingPostalCode: null,
  paymentTermsDays: 30,
  status: 'active',
  notes: null,
  archived: false,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  contacts: [],
  projects: [],
  doNotSend: [],
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    const answer = url.endsWith('/archive')
      ? { ...CLIENT, archived: true, archivedAt: '2026-02-01T00:00:00.000Z' }
      : { ...CLIENT, doNotSend: [] };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithCache(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(clientKeys.detail(CLIENT.id), CLIENT);
  client.setQueryData(clientKeys.list({}), { items: [] });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('client actions own their mutation and its cache work', () => {
  it('archives after the confirmation: the answer replaces the detail and the client lists are refreshed', async () => {
    const cache = renderWithCache(<ArchiveClientButton client={CLIENT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Archive this client?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(cache.getQueryData<ClientDetail>(clientKeys.detail(CLIENT.id))?.archived).toBe(true));
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(`/api/clients/${CLIENT.id}/archive`);
    expect(init.method).toBe('POST');
    expect(cache.getQueryState(clientKeys.list({}))?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes a worker from the do-not-send list with its name in the label and the question', async () => {
    renderWithCache(<RemoveDoNotSendButton clientId={CLIENT.id} entryId="e1" name="Tan Ah Kow" />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tan Ah Kow' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Remove Tan Ah Kow from the do-not-send list?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(`/api/clients/${CLIENT.id}/do-not-send/e1`);
    expect(init.method).toBe('DELETE');
  });
});
