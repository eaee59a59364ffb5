import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { PayRunStaleness } from '@wf/shared/contracts/pay-runs/pay-runs';
import { renderAs, RUN_ID, runOf } from './pay-runs-test-kit.tsx';
import { StaleBanner } from './stale-banner.tsx';

let requests: string[];
let answer: PayRunStaleness;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      return json(answer);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a draft's staleness on the run page (issue #25, decision 026)", () => {
  it('a draft whose inputs changed since it was built says so, naming the workers, and asks to regenerate', async () => {
    answer = {
      stale: true,
      builtAt: '2029-02-01T02:00:00.000Z',
      workers: [
        { workerId: '00000000-0000-4000-8000-000000000001', workerName: 'Tan Ah Kow', employeeCode: 'PT-000001', change: 'changed' },
        { workerId: '00000000-0000-4000-8000-000000000002', workerName: '陈美玲', employeeCode: null, change: 'added' },
      ],
    };
    renderAs('hr', <StaleBanner run={runOf('draft')} />);
    const banner = await screen.findByTestId('stale-run');
    expect(banner.textContent).toContain('This draft is out of date. Workers whose pay changed since it was built: 2');
    expect(banner.textContent).toContain('Tan Ah Kow (PT-000001), 陈美玲');
    expect(banner.textContent).toContain('Regenerate the draft to see the differences');
    expect(requests).toEqual([`/api/pay-runs/${RUN_ID}/staleness`]);
  });

  it('a draft that reads as built shows nothing', async () => {
    answer = { stale: false, builtAt: '2029-02-01T02:00:00.000Z', workers: [] };
    renderAs('hr', <StaleBanner run={runOf('draft')} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByTestId('stale-run')).toBeNull();
  });

  it('a run past draft is frozen: not even asked', () => {
    answer = { stale: true, builtAt: '2029-02-01T02:00:00.000Z', workers: [] };
    renderAs('finance', <StaleBanner run={runOf('hr_confirmed')} />);
    expect(screen.queryByTestId('stale-run')).toBeNull();
    expect(requests).toEqual([]);
  });
});
