import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { WorkerDetail } from '@wf/shared/contracts/workers/workers';
import { WorkerHeader } from './worker-header.tsx';

afterEach(cleanup);

/** A pending applicant with the fields the header reads; the rest left out. */
const applicant = (over: Partial<WorkerDetail>) =>
  ({
    id: '00000000-0000-4000-8000-0000000000e1',
    name: 'Tan Mei Ling',
    status: 'pending',
    typeOfEmployment: 'Part-Timer',
    positionApplied: 'Food Operator',
    source: 'registration',
    createdAt: '2026-11-02T01:00:00.000Z',
    allowedActions: ['approve', 'reject'],
    requiresDocument: false,
    consentReceivedAt: null,
    ...over,
  }) as unknown as WorkerDetail;

function show(w: WorkerDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['user'], { id: '00000000-0000-4000-8000-0000000000b1', role: 'hr', name: 'hr' });
  const onAction = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WorkerHeader worker={w} onAction={onAction} onEdit={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onAction;
}

describe("an applicant's status actions say why they cannot work (issue 29, item 7)", () => {
  it('a 15-year-old without the parental consent: Approve off with the reason; Reject works', () => {
    const onAction = show(applicant({ requiresDocument: true }));
    const approve = screen.getByRole('button', {
      name: 'Approve',
      description: 'The applicant is 15. Upload the signed parental consent document before approving.',
    }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onAction).toHaveBeenCalledWith('reject');
  });

  it('with the consent on file, or not needed: Approve works', () => {
    const onAction = show(applicant({ requiresDocument: true, consentReceivedAt: '2026-11-03T01:00:00.000Z' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onAction).toHaveBeenCalledWith('approve');
  });
});
