import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ProjectDetail } from '@wf/shared/contracts/projects/projects';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { endpointQueryKey } from '../../lib/use-endpoint.ts';
import { ProjectStatusButtons } from './project-actions.tsx';

const PROJECT: ProjectDetail = {
  id: '00000000-0000-4000-8000-000000000002',
  code: 'P-0042',
  name: 'Stadium concessions',
  description: null,
  clientId: '00000000-0000-4000-8000-000000000001',
  clientName: 'Kallang Kitchens Pte Ltd',
  status: 'draft',
  allowedStatuses: ['active', 'cancelled'],
  startDate: '2026-03-01',
  endDate: null,
  managerId: null,
  managerName: null,
  budgetCents: null,
  billingMode: 'multipliers',
  showsPay: true,
  archived: false,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  positions: [],
  locations: [],
};

const detailKey = endpointQueryKey(projectEndpoints.get, { params: { id: PROJECT.id } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ ...PROJECT, status: 'active', allowedStatuses: ['on_hold'] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('project status buttons', () => {
  it('confirms a change with an optional reason; the answer replaces the cached project', async () => {
    const cache = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    cache.setQueryData(detailKey, PROJECT);
    render(
      <QueryClientProvider client={cache}>
        <MemoryRouter>
          <ProjectStatusButtons project={PROJECT} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Cancel project' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Activate?')).toBeTruthy();
    expect(dialog.getByText('P-0042 becomes active.')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Reason (optional)'), { target: { value: 'Client signed' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(cache.getQueryData<ProjectDetail>(detailKey)?.status).toBe('active'),
    );
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(`/api/projects/${PROJECT.id}/status`);
    expect(JSON.parse(String(init.body))).toEqual({ status: 'active', reason: 'Client signed' });
  });
});
