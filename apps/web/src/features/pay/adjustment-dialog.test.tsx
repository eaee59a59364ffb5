import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AdjustmentDialog } from './adjustment-dialog.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let posts: Array<Record<string, unknown>> = [];

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      posts.push(body);
      if (!body.confirmDuplicate)
        return json(
          {
            error: {
              code: 'ADJUSTMENT_POSSIBLE_DUPLICATE',
              message: 'An adjustment with the same worker, category, amount and period exists',
              current: { id: 'adj-1', status: 'pending_hr', createdAt: '2026-11-20T02:00:00.000Z', createdByName: 'Marcus Lim' },
            },
          },
          409,
        );
      return json({ id: 'adj-2' }, 201);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a possible duplicate adjustment (issue 29, item 7)', () => {
  it('asks before saving: names the first entry, and "Add anyway" sends the same claim with the answer', async () => {
    const onCreated = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AdjustmentDialog target={{ shiftPaymentId: 'sp-1', workerName: 'Tan Ah Kow', date: '2026-11-18' }} onClose={() => undefined} onCreated={onCreated} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText(/Amount to add/), { target: { value: '12.50' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Taxi home' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add adjustment' }));
    expect(await screen.findByText(/This may be a duplicate: .* by Marcus Lim \(Waiting for HR\)/)).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    expect(posts[0]).not.toHaveProperty('confirmDuplicate');

    fireEvent.click(screen.getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posts[1]).toMatchObject({ shiftPaymentId: 'sp-1', category: 'transport', amountCents: 1250, confirmDuplicate: true });
  });
});
