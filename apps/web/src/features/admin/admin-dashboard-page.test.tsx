import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AdminDashboard } from '@wf/shared/contracts/admin/admin';
import { WORKER_STATUS } from '@wf/shared/enums/workers';
import { Component as AdminDashboardPage } from './admin-dashboard-page.tsx';

const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const dashboard: AdminDashboard = {
  staff: [
    { role: 'admin', accountStatus: 'active', count: 1 },
    { role: 'hr', accountStatus: 'active', count: 2 },
  ],
  awaitingActivation: { count: 0, unconfirmed: 0, items: [] },
  recentAudit: [
    {
      id: 7,
      at: '2026-11-28T02:00:00.000Z',
      actorId: 'a-1',
      actorName: 'Hui Min',
      action: 'worker.requestDischarge',
      entityType: 'worker',
      entityId: 'w-1',
      entityName: 'Koh Kai Wen',
      before: null,
      after: null,
    },
  ],
  registrationsPerWeek: [{ weekStart: '2026-11-23', count: 4 }],
  workersByStatus: WORKER_STATUS.values.map((status, i) => ({ status, count: status === 'active' ? 42 : i })),
  shiftsFilled: {
    from: days[0]!,
    to: days[6]!,
    days: days.map((date, i) => ({
      date,
      shifts: i ? 2 : 0,
      headcount: i ? 5 : 0,
      places: i ? 4 : 0,
      short: i ? 1 : 0,
      fillRateBasisPoints: i ? 8000 : null,
    })),
  },
  payThisMonth: {
    month: '2026-11',
    shifts: 120,
    payCents: 1_234_567,
    billCents: 1_600_000,
    marginCents: 365_433,
    marginBasisPoints: 2284,
  },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(dashboard), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['user'], { id: 'u-1', role: 'admin', name: 'admin' });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminDashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('the admin dashboard v2 (issue #28)', () => {
  it('each figure links to the list behind it', async () => {
    renderPage();
    const active = await screen.findByRole('link', { name: /Active part-timers\s*42/ });
    expect(active.getAttribute('href')).toBe('/part-timer-management/list');
    expect(screen.getByRole('link', { name: /Pending applications/ }).getAttribute('href')).toBe(
      '/part-timer-management/pending',
    );
    // 6 days of 4 of 5 places: 24 of 30, 6 shifts short; the card opens the week on the roster board.
    const week = screen.getByRole('link', { name: /Places filled this week\s*24 of 30\s*6 shifts short/ });
    expect(week.getAttribute('href')).toBe('/roster-management/list?view=week&date=2026-11-23');
    const pay = screen.getByRole('link', { name: /Pay this month\s*S\$12,345\.67/ });
    expect(pay.getAttribute('href')).toBe('/report-management/report-list?date=2026-11-01&by=client');
    expect(pay.textContent).toContain('Billed S$16,000.00; margin S$3,654.33 (22.84%)');
  });

  it('headcounts by status: every status by its label, each a link to its list', async () => {
    renderPage();
    const discharge = await screen.findByRole('link', { name: 'Discharge pending' });
    expect(discharge.getAttribute('href')).toBe('/part-timer-management/discharge-pending');
    expect(screen.getByRole('link', { name: 'Blacklisted' }).getAttribute('href')).toBe(
      '/employee-management/blacklist',
    );
    expect(document.body.textContent).not.toMatch(/discharge_pending|rejoin_pending/);
  });

  it('recent audit entries read as sentences, never codes', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Recent audit entries' });
    expect(table.textContent).toContain('Hui Min requested the discharge of worker Koh Kai Wen');
    expect(table.textContent).not.toContain('worker.requestDischarge');
    expect(within(table).getByRole('link', { name: 'Koh Kai Wen' }).getAttribute('href')).toBe(
      '/part-timer-management/worker/w-1',
    );
  });
});
