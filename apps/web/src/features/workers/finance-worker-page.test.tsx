import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { mayOpenPage } from '@wf/shared/contracts/shell/page-access';
import type { FinancePartTimer } from '@wf/shared/contracts/workers/workers';
import type { WorkerPay } from '@wf/shared/contracts/pay/pay';
import { STAFF_MENU } from '../../lib/staff-menu.ts';
import { Component as FinanceWorkerPage, financeWorkerPath } from './finance-worker-page.tsx';
import { workerPath } from './worker-list.tsx';
import { feature } from './routes.tsx';

const ID = '00000000-0000-4000-8000-0000000000c1';
const worker: FinancePartTimer = {
  id: ID,
  employeeCode: 'PT-000123',
  name: 'Tan Mei Ling',
  idNumberMasked: 'S****567D',
  contactNumber: '91234567',
  typeOfEmployment: 'Part-Timer',
  bankName: 'DBS Bank Ltd',
  bankAccMasked: '******6789',
  status: 'active',
};
const shift = {
  id: '00000000-0000-4000-8000-0000000000d1',
  assignmentId: '00000000-0000-4000-8000-0000000000d2',
  workerId: ID,
  projectId: '00000000-0000-4000-8000-0000000000d3',
  projectName: 'Changi kitchen',
  locationName: 'Terminal 3',
  position: 'Food Operator',
  date: '2026-11-16',
  weekStart: '2026-11-16',
  dayKind: 'normal' as const,
  workedMinutes: 540,
  regularMinutes: 480,
  overtimeMinutes: 60,
  rateCents: 1200,
  totalCents: 11_400,
  lines: [
    { kind: 'normal' as const, minutes: 480, rateCents: 1200, multiplier: 1000, amountCents: 9600 },
    { kind: 'overtime' as const, minutes: 60, rateCents: 1200, multiplier: 1500, amountCents: 1800 },
  ],
  status: 'open' as const,
};
const pay: WorkerPay = {
  from: '2026-11-01',
  to: '2026-11-30',
  showsPay: true,
  weeks: [{ weekStart: '2026-11-16', workedMinutes: 540, overtimeMinutes: 60, totalCents: 11_400, shifts: [shift] }],
  totals: { workedMinutes: 540, overtimeMinutes: 60, totalCents: 11_400 },
};

let asked: string[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      asked.push(path);
      if (path === `/api/finance/part-timers/${ID}`) return json(worker);
      if (path === `/api/workers/${ID}/pay`) return json(pay);
      if (path === `/api/workers/${ID}/payslips`) return json({ items: [] });
      return json({ error: { code: 'FORBIDDEN', message: 'no' } }, 403);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(role: 'finance' | 'admin') {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['user'], { id: '00000000-0000-4000-8000-0000000000b1', role, name: role });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[financeWorkerPath(ID)]}>
        <Routes>
          <Route path="/finance-management/part-timer-list/:id" element={<FinanceWorkerPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("finance opens a worker's pay from its part-timer list (#15)", () => {
  it('the finance list leads to a page finance may open, not to the worker record it may not', async () => {
    // What the page guard decides: the needs the workers descriptor declares for each page.
    const needsOf = async (path: string) => {
      const page = feature.pages.find((p) => p.path === path);
      if (!page) throw new Error(`no page ${path} in the workers descriptor`);
      return page.needs();
    };
    expect(financeWorkerPath(ID)).toBe(`/finance-management/part-timer-list/${ID}`);
    const financePage = await needsOf('finance-management/part-timer-list/:id');
    const workerRecord = await needsOf('part-timer-management/worker/:id');
    expect(mayOpenPage('finance', financeWorkerPath(ID), financePage, STAFF_MENU)).toBe(true);
    expect(mayOpenPage('hr', financeWorkerPath(ID), financePage, STAFF_MENU)).toBe(false);
    expect(mayOpenPage('finance', workerPath(ID), workerRecord, STAFF_MENU)).toBe(false);
  });

  it('shows the masked details and the pay with its money, read only, from the endpoints finance may call', async () => {
    renderPage('finance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tan Mei Ling' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Payment details' });
    expect(within(details).getByText('S****567D')).toBeTruthy();
    expect(within(details).getByText('******6789')).toBeTruthy();
    expect(within(details).getByText('DBS Bank Ltd')).toBeTruthy();
    // The week's shift with its pay (finance sees money): S$114.00.
    const week = await screen.findByRole('table', { name: /16\/11\/2026/ });
    expect(within(week).getAllByText('S$114.00').length).toBeGreaterThan(0);
    expect(within(week).getByText('S$12.00')).toBeTruthy();
    // Read only: no adjustment, no edit, no reveal, no status action.
    expect(screen.queryByRole('button', { name: /adjust|edit|reveal|discharge|blacklist/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to list' }).getAttribute('href')).toBe('/finance-management/part-timer-list');
    // Never the full worker record, its files or a reveal (the server refuses them to finance).
    expect(asked.every((p) => p.startsWith('/api/finance/part-timers/') || p.startsWith(`/api/workers/${ID}/pay`))).toBe(true);
    expect(asked).toContain(`/api/workers/${ID}/payslips`);
  });
});
