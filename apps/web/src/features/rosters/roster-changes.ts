import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AttendanceSheet, RosterDetail, ShiftRow } from '@wf/shared/contracts/rosters/rosters';
import { rosterEndpoints as e } from '@wf/shared/contracts/rosters/endpoints';
import { reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { payEndpoints } from '@wf/shared/contracts/pay/endpoints';
import { payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { endpointQueryKey, setEndpointData, useEndpointMutation, type Invalidation } from '../../lib/use-endpoint.ts';

/**
 * The roster changes that store their answer (docs/decisions/040-endpoint-hooks.md): the roster or
 * the day sheet a change answers is shown at once as the page's answer, and what it makes stale
 * reloads behind it (none of these waits for the reload: the answer is already on screen).
 */

/**
 * Other sections' reads of roster data: reports and the dashboards (shifts, staffing, no-shows), a
 * worker's pay (from attendance) and a draft pay run's staleness. Not on screen beside a roster
 * page, so they are only marked stale: the next page to show them reads them afresh.
 */
export const ROSTER_READERS: readonly Invalidation[] = [reportEndpoints, payEndpoints.workerPay, payRunEndpoints.staleness];

/** The board, the list and the pickers (their counts change with any roster), and the other sections' reads. */
export const ROSTER_LISTS: readonly Invalidation[] = [e.board, e.list, e.eligibleWorkers, ...ROSTER_READERS];

const ROSTER_CHANGED = [e.attendance, ...ROSTER_LISTS];

const storeRoster = (client: QueryClient, r: RosterDetail) => setEndpointData(client, e.get, { params: { id: r.id } }, r);

/** A new roster, stored as its page's answer (the page opens next). */
export function useCreateRoster() {
  const client = useQueryClient();
  return useEndpointMutation(e.create, { invalidates: ROSTER_LISTS, awaitRefetch: false, onSuccess: (r) => storeRoster(client, r) });
}

/** Update, publish, unpublish: each answers the roster as it is now, stored as its page's answer; delete. */
export function useRosterChanges() {
  const client = useQueryClient();
  const change = { invalidates: ROSTER_CHANGED, awaitRefetch: false, onSuccess: (r: RosterDetail) => storeRoster(client, r) };
  return {
    update: useEndpointMutation(e.update, change),
    publish: useEndpointMutation(e.publish, change),
    unpublish: useEndpointMutation(e.unpublish, change),
    /** A deleted roster's page answer is dropped (its page is closing). */
    remove: useEndpointMutation(e.remove, {
      invalidates: ROSTER_LISTS,
      awaitRefetch: false,
      onSuccess: (_ok, input) => client.removeQueries({ queryKey: endpointQueryKey(e.get, input) }),
    }),
  };
}

/** Puts the changed shifts into the cached roster they belong to. */
function storeShifts(client: QueryClient, rosterId: string, shifts: ShiftRow[]) {
  setEndpointData(client, e.get, { params: { id: rosterId } }, (r) =>
    r ? { ...r, shifts: r.shifts.map((s) => shifts.find((n) => n.id === s.id) ?? s) } : r,
  );
}

/** Assign, unassign, swap, fill from regulars on the roster `rosterId`: the answered shifts stored, then the roster reloads. */
export function useAssignments(rosterId: string) {
  const client = useQueryClient();
  const after = (shifts: ShiftRow[]) => storeShifts(client, rosterId, shifts);
  const changed = { invalidates: [e.get, ...ROSTER_CHANGED], awaitRefetch: false };
  return {
    assign: useEndpointMutation(e.assign, { ...changed, onSuccess: (r) => after([r.shift]) }),
    unassign: useEndpointMutation(e.unassign, { ...changed, onSuccess: (shift) => after([shift]) }),
    swap: useEndpointMutation(e.swap, { ...changed, onSuccess: (r) => after(r.shifts) }),
    fill: useEndpointMutation(e.fillFromRegulars, { ...changed, onSuccess: (r) => after([r.shift]) }),
  };
}

/** The day sheet's changes: each answers the whole sheet, stored as answered; the list's counts reload. */
export function useAttendance(rosterId: string) {
  const client = useQueryClient();
  const done = {
    invalidates: [e.list, ...ROSTER_READERS],
    awaitRefetch: false,
    onSuccess: (sheet: AttendanceSheet) => setEndpointData(client, e.attendance, { params: { id: rosterId } }, sheet),
  };
  return {
    record: useEndpointMutation(e.recordAttendance, done),
    noShow: useEndpointMutation(e.noShow, done),
    clear: useEndpointMutation(e.clearAttendance, done),
    restDayRequest: useEndpointMutation(e.restDayRequest, done),
    excuse: useEndpointMutation(e.absenceExcuse, done),
    asRostered: useEndpointMutation(e.asRostered, done),
    lock: useEndpointMutation(e.lockAttendance, done),
    unlock: useEndpointMutation(e.unlockAttendance, done),
  };
}
