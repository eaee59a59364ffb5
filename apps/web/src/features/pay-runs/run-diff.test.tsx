import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { PayRunDiff } from '@wf/shared/contracts/pay-runs/pay-runs';
import { renderAs, runOf } from './pay-runs-test-kit.tsx';
import { RunDiff } from './run-diff.tsx';

const W = '00000000-0000-4000-8000-0000000000f1';
const diff: PayRunDiff = {
  regeneratedAt: '2026-11-24T02:00:00.000Z',
  regeneratedBy: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Hui Min' },
  before: { workerCount: 1, grossCents: 80_000, netCents: 80_000 },
  after: { workerCount: 1, grossCents: 95_800, netCents: 95_800 },
  workers: [
    {
      workerId: W,
      workerName: 'Tan Wei Ling',
      employeeCode: 'PT-000001',
      change: 'changed',
      before: { grossCents: 80_000, netCents: 80_000, shiftCount: 1, adjustmentCount: 0 },
      after: { grossCents: 95_800, netCents: 95_800, shiftCount: 1, adjustmentCount: 1 },
      changes: [
        { part: 'pay', kind: 'overtime', month: '2026-11', rateCents: 10_000, multiplier: 1500, beforeMinutes: null, afterMinutes: 60, beforeCents: null, afterCents: 15_000 },
        { part: 'pay', kind: 'normal', month: '2026-11', rateCents: 10_000, multiplier: 1000, beforeMinutes: 480, afterMinutes: 420, beforeCents: 80_000, afterCents: 70_000 },
        { part: 'adjustment', adjustmentId: '00000000-0000-4000-8000-0000000000b1', category: 'meal', reason: 'Late dinner', beforeCents: null, afterCents: 800 },
      ],
    },
  ],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(diff), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the regeneration difference on the run page (issue #25 item 6)', () => {
  it('shows, per worker, each pay line and adjustment that changed, before and after', async () => {
    renderAs('hr', <RunDiff run={runOf('draft', { regeneratedAt: diff.regeneratedAt })} />);
    const table = await screen.findByRole('table', { name: 'Changes at the last regeneration' });
    within(table).getByRole('row', { name: /Tan Wei Ling \(PT-000001\) Changed/ });
    const row = within(table).getByRole('row', { name: 'What changed for Tan Wei Ling' });
    expect(within(row).getByText('Overtime pay at S$100.00/h × 1.5: — → 1.00 h, S$150.00')).toBeTruthy();
    expect(within(row).getByText('Basic pay at S$100.00/h: 8.00 h, S$800.00 → 7.00 h, S$700.00')).toBeTruthy();
    expect(within(row).getByText('Meal: Late dinner: — → S$8.00')).toBeTruthy();
  });
});
