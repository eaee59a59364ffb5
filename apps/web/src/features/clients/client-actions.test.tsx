import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import type { ClientDetail } from '@wf/shared/contracts/clients/clients';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { endpointQueryKey } from '../../lib/use-endpoint.ts';
import { ArchiveClientButton, RemoveDoNotSendButton } from './client-actions.tsx';
import { clientOf } from './clients-test-kit.ts';
import { jsonAnswer, stubFetch } from '../../lib/test-fetch.ts';

const CLIENT = clientOf();

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchMock = stubFetch((url) =>
    jsonAnswer(url.endsWith('/archive') ? { ...CLIENT, archived: true, archivedAt: '2026-02-01T00:00:00.000Z' } : { ...CLIENT, doNotSend: [] }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DETAIL_KEY = endpointQueryKey(clientEndpoints.get, { params: { id: CLIENT.id } });
const LIST_KEY = endpointQueryKey(clientEndpoints.list, { query: {} });

function renderWithCache(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(DETAIL_KEY, CLIENT);
  client.setQueryData(LIST_KEY, { items: [] });
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
    await waitFor(() => expect(cache.getQueryData<ClientDetail>(DETAIL_KEY)?.archived).toBe(true));
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(`/api/clients/${CLIENT.id}/archive`);
    expect(init.method).toBe('POST');
    expect(cache.getQueryState(LIST_KEY)?.isInvalidated).toBe(true);
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
