import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { PayRunProjectReply } from '@wf/shared/contracts/pay-runs/pay-runs';
import { renderAs } from './pay-runs-test-kit.tsx';
import { Component as HrRunsPage } from './hr-runs-page.tsx';

const reply: PayRunProjectReply = {
  items: [
    {
      runId: '00000000-0000-4000-8000-0000000000f1',
      frequency: 'weekly',
      periodStart: '2026-11-16',
      periodEnd: '2026-11-22',
      status: 'hr_confirmed',
      projectId: '00000000-0000-4000-8000-0000000000c1',
      projectName: 'MBS-01 Marina Bay Gala Dinner',
      workers: 3,
      shifts: 5,
      paidMinutes: 2400,
      payCents: 57_600,
    },
    {
      runId: '00000000-0000-4000-8000-0000000000f1',
      frequency: 'weekly',
      periodStart: '2026-11-16',
      periodEnd: '2026-11-22',
      status: 'hr_confirmed',
      projectId: '00000000-0000-4000-8000-0000000000c2',
      projectName: 'WH-02 Tuas Warehouse',
      workers: 1,
      shifts: 1,
      paidMinutes: 480,
      payCents: null,
    },
  ],
};

let urls: string[] = [];
beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(String(url));
      const body = String(url).includes('/api/pay-runs/by-project')
        ? reply
        : { items: [], total: 0, page: 1, pageSize: 25, counts: {} };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the payment report list as a manager may read it (issue #28, the manager's menu)", () => {
  it("a manager sees each run's shifts on their projects, with the pay the server sends and no pay where it sends none", async () => {
    renderAs('manager', <HrRunsPage />);
    const table = await screen.findByRole('table', { name: 'Pay runs by project' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('MBS-01 Marina Bay Gala Dinner');
    expect(rows[1]!.textContent).toContain('Confirmed by HR');
    expect(rows[1]!.textContent).toContain('40.00');
    expect(rows[1]!.textContent).toContain('S$576.00');
    expect(rows[2]!.textContent).toContain('Not shown');
    expect(rows[2]!.textContent).not.toContain('S$');
    // The manager's page never asks for the whole runs.
    expect(urls.some((u) => /\/api\/pay-runs(\?|$)/.test(u))).toBe(false);
    expect(screen.queryByRole('button', { name: /Generate/ })).toBeNull();
  });

  it('hr gets the runs list (with its generate action), not the by-project view', async () => {
    renderAs('hr', <HrRunsPage />);
    await screen.findByRole('heading', { name: 'Payment reports' });
    expect(screen.queryByRole('table', { name: 'Pay runs by project' })).toBeNull();
    await vi.waitFor(() => expect(urls.some((u) => /\/api\/pay-runs\?/.test(u))).toBe(true));
    expect(urls.some((u) => u.includes('/by-project'))).toBe(false);
  });
});
