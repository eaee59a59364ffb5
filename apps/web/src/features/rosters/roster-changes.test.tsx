import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AttendanceSheet, RosterDetail, ShiftRow } from '@wf/shared/contracts/rosters/rosters';
import { rosterEndpoints as e } from '@wf/shared/contracts/rosters/endpoints';
import { reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { payEndpoints } from '@wf/shared/contracts/pay/endpoints';
import { endpointQueryKey } from '../../lib/use-endpoint.ts';
import { jsonAnswer, stubFetch } from '../../lib/test-fetch.ts';
import { useAssignments, useAttendance } from './roster-changes.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// What a roster change stores and what it makes stale (docs/decisions/040-endpoint-hooks.md): the
// answer is shown at once; the board, list and picker reload; and the other sections' reads of roster
// data (a worker's pay, the dashboards) are marked stale, so their next page reads them afresh.

const ROSTER_ID = '00000000-0000-4000-8000-0000000000c1';
const WORKER_ID = '00000000-0000-4000-8000-0000000000d1';
const shift = (id: string, filled: number) => ({ id, filled, headcount: 2, assignments: [] }) as unknown as ShiftRow;
const ROSTER = { id: ROSTER_ID, shifts: [shift('s-1', 0), shift('s-2', 1)] } as unknown as RosterDetail;
const SHEET = { rosterId: ROSTER_ID, locked: true, rows: [] } as unknown as AttendanceSheet;

const keys = {
  roster: endpointQueryKey(e.get, { params: { id: ROSTER_ID } }),
  sheet: endpointQueryKey(e.attendance, { params: { id: ROSTER_ID } }),
  board: endpointQueryKey(e.board, { query: { view: 'week', date: '2026-11-23' } }),
  list: endpointQueryKey(e.list, { query: {} }),
  pay: endpointQueryKey(payEndpoints.workerPay, { params: { id: WORKER_ID }, query: { from: '2026-11-01', to: '2026-11-30' } }),
  dashboard: endpointQueryKey(reportEndpoints.projectDashboard),
};

function cacheWithEverything() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(keys.roster, ROSTER);
  client.setQueryData(keys.sheet, { ...SHEET, locked: false });
  for (const k of [keys.board, keys.list, keys.pay, keys.dashboard]) client.setQueryData(k, {});
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper, stale: (k: readonly unknown[]) => client.getQueryState(k)?.isInvalidated };
}

describe('the roster changes', () => {
  it("an assignment stores the answered shift into its roster; the board, list, sheet, a worker's pay and the dashboards go stale", async () => {
    stubFetch(() => jsonAnswer({ shift: shift('s-1', 1), warnings: [] }, 201));
    const { client, wrapper, stale } = cacheWithEverything();
    const { result } = renderHook(() => useAssignments(ROSTER_ID), { wrapper });
    await result.current.assign.mutateAsync({ params: { id: 's-1' }, body: { workerId: WORKER_ID, acceptWarnings: false } });
    await waitFor(() => expect(stale(keys.board)).toBe(true));
    expect(client.getQueryData<RosterDetail>(keys.roster)!.shifts.map((s) => s.filled)).toEqual([1, 1]);
    for (const k of [keys.list, keys.sheet, keys.pay, keys.dashboard]) expect(stale(k), String(k[0])).toBe(true);
  });

  it("a day-sheet change stores the answered sheet; the list, a worker's pay and the dashboards go stale, the board does not", async () => {
    stubFetch(() => jsonAnswer(SHEET));
    const { client, wrapper, stale } = cacheWithEverything();
    const { result } = renderHook(() => useAttendance(ROSTER_ID), { wrapper });
    await result.current.lock.mutateAsync({ params: { id: ROSTER_ID } });
    await waitFor(() => expect(stale(keys.list)).toBe(true));
    expect(client.getQueryData<AttendanceSheet>(keys.sheet)!.locked).toBe(true);
    expect(stale(keys.pay)).toBe(true);
    expect(stale(keys.dashboard)).toBe(true);
    expect(stale(keys.board)).toBe(false);
  });
});
