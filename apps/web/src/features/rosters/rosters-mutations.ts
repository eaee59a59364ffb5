import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AttendanceBody,
  AttendanceSheet,
  RosterCopyBody,
  RosterCreateBody,
  RosterDetail,
  RosterFromWeekBody,
  RegularBody,
  RosterUpdateBody,
  ShiftRow,
  SwapBody,
  RestDayRequestBody,
} from '@wf/shared/contracts/rosters/rosters';
import type { WeekPlanBody, WeekTemplateCreateBody } from '@wf/shared/contracts/rosters/week-plan';
import { rosterKeys, rostersApi } from './rosters-api.ts';

/**
 * The roster changes. Each owns its cache: the roster it answers is stored as answered, and the
 * board, the list and the pickers reload (their counts changed).
 */

function refreshLists(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: ['rosters', 'board'] });
  void qc.invalidateQueries({ queryKey: ['rosters', 'list'] });
  void qc.invalidateQueries({ queryKey: ['rosters', 'eligible'] });
}

/** Puts a changed shift into the cached roster it belongs to. */
function storeShifts(qc: QueryClient, rosterId: string, shifts: ShiftRow[]) {
  qc.setQueryData<RosterDetail>(rosterKeys.detail(rosterId), (r) =>
    r ? { ...r, shifts: r.shifts.map((s) => shifts.find((n) => n.id === s.id) ?? s) } : r,
  );
}

export function useCreateRoster() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RosterCreateBody) => rostersApi.create(body),
    onSuccess: (r) => {
      qc.setQueryData(rosterKeys.detail(r.id), r);
      refreshLists(qc);
    },
  });
}

export function useCreateFromWeek() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RosterFromWeekBody) => rostersApi.fromWeek(body),
    onSuccess: () => refreshLists(qc),
  });
}

export function useCopyRoster(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RosterCopyBody) => rostersApi.copy(id, body),
    onSuccess: () => refreshLists(qc),
  });
}

/** Update, publish, unpublish: the answer is the roster as it is now. */
export function useRosterChange(id: string) {
  const qc = useQueryClient();
  const done = (r: RosterDetail) => {
    qc.setQueryData(rosterKeys.detail(id), r);
    void qc.invalidateQueries({ queryKey: rosterKeys.attendance(id) });
    refreshLists(qc);
  };
  return {
    update: useMutation({ mutationFn: (body: RosterUpdateBody) => rostersApi.update(id, body), onSuccess: done }),
    publish: useMutation({ mutationFn: (version: number) => rostersApi.publish(id, version), onSuccess: done }),
    unpublish: useMutation({
      mutationFn: ({ version, reason }: { version: number; reason: string }) =>
        rostersApi.unpublish(id, version, reason),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: () => rostersApi.remove(id),
      onSuccess: () => {
        qc.removeQueries({ queryKey: rosterKeys.detail(id) });
        refreshLists(qc);
      },
    }),
  };
}

/** Assign, unassign, swap, fill from regulars on the roster `rosterId`. */
export function useAssignments(rosterId: string) {
  const qc = useQueryClient();
  const after = (shifts: ShiftRow[]) => {
    storeShifts(qc, rosterId, shifts);
    void qc.invalidateQueries({ queryKey: rosterKeys.detail(rosterId) });
    void qc.invalidateQueries({ queryKey: rosterKeys.attendance(rosterId) });
    refreshLists(qc);
  };
  return {
    assign: useMutation({
      mutationFn: (v: { shiftId: string; workerId: string; acceptWarnings: boolean }) =>
        rostersApi.assign(v.shiftId, { workerId: v.workerId, acceptWarnings: v.acceptWarnings }),
      onSuccess: (r) => after([r.shift]),
    }),
    unassign: useMutation({
      mutationFn: (assignmentId: string) => rostersApi.unassign(assignmentId),
      onSuccess: (shift) => after([shift]),
    }),
    swap: useMutation({
      mutationFn: (body: SwapBody) => rostersApi.swap(body),
      onSuccess: (r) => after(r.shifts),
    }),
    fill: useMutation({
      mutationFn: (v: { shiftId: string; acceptWarnings: boolean }) =>
        rostersApi.fillFromRegulars(v.shiftId, v.acceptWarnings),
      onSuccess: (r) => after([r.shift]),
    }),
  };
}

/** Add and remove the regulars of a location (the list "fill from regulars" draws on). */
export function useRegulars(locationId: string) {
  const qc = useQueryClient();
  const after = () => void qc.invalidateQueries({ queryKey: rosterKeys.regulars(locationId) });
  return {
    add: useMutation({ mutationFn: (body: RegularBody) => rostersApi.addRegular(locationId, body), onSuccess: after }),
    remove: useMutation({ mutationFn: (regularId: string) => rostersApi.removeRegular(locationId, regularId), onSuccess: after }),
  };
}

/** The day sheet's changes: each answers the whole sheet, stored as answered. */
export function useAttendance(rosterId: string) {
  const qc = useQueryClient();
  const done = (sheet: AttendanceSheet) => {
    qc.setQueryData(rosterKeys.attendance(rosterId), sheet);
    void qc.invalidateQueries({ queryKey: ['rosters', 'list'] });
  };
  return {
    record: useMutation({
      mutationFn: (v: { assignmentId: string; body: AttendanceBody }) => rostersApi.record(v.assignmentId, v.body),
      onSuccess: done,
    }),
    noShow: useMutation({
      mutationFn: (v: { assignmentId: string; reason?: string }) => rostersApi.noShow(v.assignmentId, v.reason),
      onSuccess: done,
    }),
    clear: useMutation({
      mutationFn: (v: { assignmentId: string; reason?: string }) => rostersApi.clear(v.assignmentId, v.reason),
      onSuccess: done,
    }),
    restDayRequest: useMutation({
      mutationFn: (v: { assignmentId: string; restDayWorkAt: RestDayRequestBody['restDayWorkAt']; reason?: string }) =>
        rostersApi.restDayRequest(v.assignmentId, v.restDayWorkAt, v.reason),
      onSuccess: done,
    }),
    asRostered: useMutation({ mutationFn: (reason?: string) => rostersApi.asRostered(rosterId, reason), onSuccess: done }),
    lock: useMutation({ mutationFn: () => rostersApi.lock(rosterId), onSuccess: done }),
    unlock: useMutation({ mutationFn: (reason: string) => rostersApi.unlock(rosterId, reason), onSuccess: done }),
  };
}

/** Creates the previewed week (one transaction on the server); the board and the list reload. */
export function useCreateWeekPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WeekPlanBody) => rostersApi.weekPlanCreate(body),
    onSuccess: () => refreshLists(qc),
  });
}

function useTemplateChange<T, R>(run: (input: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => void qc.invalidateQueries({ queryKey: rosterKeys.weekTemplates }),
  });
}

export const useSaveWeekTemplate = () => useTemplateChange((b: WeekTemplateCreateBody) => rostersApi.saveWeekTemplate(b));
export const useRenameWeekTemplate = () =>
  useTemplateChange((v: { id: string; name: string }) => rostersApi.renameWeekTemplate(v.id, v.name));
export const useDeleteWeekTemplate = () => useTemplateChange((id: string) => rostersApi.deleteWeekTemplate(id));
