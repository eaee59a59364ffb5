import type {
  AssignBody,
  AttendanceBody,
  EligibleWorkersQuery,
  RosterBoardQuery,
  RosterCopyBody,
  RosterCreateBody,
  RosterExportQuery,
  RosterFromWeekBody,
  RosterListQuery,
  RegularBody,
  RosterUpdateBody,
  SwapBody,
  RestDayRequestBody,
} from '@wf/shared/contracts/rosters/rosters';
import type { WeekPlanBody, WeekTemplateCreateBody } from '@wf/shared/contracts/rosters/week-plan';
import { rosterEndpoints as e } from '@wf/shared/contracts/rosters/endpoints';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { call } from '../../lib/call.ts';

export const rosterKeys = {
  all: ['rosters'] as const,
  board: (q: RosterBoardQuery) => ['rosters', 'board', q] as const,
  list: (q: RosterListQuery) => ['rosters', 'list', q] as const,
  detail: (id: string) => ['rosters', 'detail', id] as const,
  eligible: (shiftId: string, q: EligibleWorkersQuery) => ['rosters', 'eligible', shiftId, q] as const,
  attendance: (id: string) => ['rosters', 'attendance', id] as const,
  regulars: (locationId: string) => ['rosters', 'regulars', locationId] as const,
  weekTemplates: ['rosters', 'week-templates'] as const,
  workerOptions: (search: string) => ['rosters', 'worker-options', search] as const,
  options: (kind: 'clients' | 'projects' | 'locations', search: string, parent?: string) =>
    ['rosters', 'options', kind, search, parent ?? ''] as const,
};

export const rostersApi = {
  board: (query: RosterBoardQuery) => call(e.board, { query }),
  list: (query: RosterListQuery) => call(e.list, { query }),
  export: (query: Omit<RosterExportQuery, 'format'>, format: 'csv' | 'xlsx') =>
    call(e.export, { query: { ...query, format } }),
  get: (id: string) => call(e.get, { params: { id } }),
  create: (body: RosterCreateBody) => call(e.create, { body }),
  fromWeek: (body: RosterFromWeekBody) => call(e.fromWeek, { body }),
  weekPlanPreview: (body: WeekPlanBody) => call(e.weekPlanPreview, { body }),
  weekPlanCreate: (body: WeekPlanBody) => call(e.weekPlanCreate, { body }),
  weekTemplates: () => call(e.weekTemplates, { query: {} }),
  saveWeekTemplate: (body: WeekTemplateCreateBody) => call(e.saveWeekTemplate, { body }),
  renameWeekTemplate: (id: string, name: string) => call(e.renameWeekTemplate, { params: { id }, body: { name } }),
  deleteWeekTemplate: (id: string) => call(e.deleteWeekTemplate, { params: { id } }),
  copy: (id: string, body: RosterCopyBody) => call(e.copy, { params: { id }, body }),
  update: (id: string, body: RosterUpdateBody) => call(e.update, { params: { id }, body }),
  publish: (id: string, version: number) => call(e.publish, { params: { id }, body: { version } }),
  unpublish: (id: string, version: number, reason: string) =>
    call(e.unpublish, { params: { id }, body: { version, reason } }),
  remove: (id: string) => call(e.remove, { params: { id } }),
  eligible: (shiftId: string, query: EligibleWorkersQuery, signal?: AbortSignal) =>
    call(e.eligibleWorkers, { params: { id: shiftId }, query, signal }),
  assign: (shiftId: string, body: AssignBody) => call(e.assign, { params: { id: shiftId }, body }),
  unassign: (assignmentId: string) => call(e.unassign, { params: { id: assignmentId } }),
  swap: (body: SwapBody) => call(e.swap, { body }),
  fillFromRegulars: (shiftId: string, acceptWarnings: boolean) =>
    call(e.fillFromRegulars, { params: { id: shiftId }, body: { acceptWarnings } }),
  regulars: (locationId: string) => call(e.regulars, { params: { id: locationId } }),
  addRegular: (locationId: string, body: RegularBody) => call(e.addRegular, { params: { id: locationId }, body }),
  removeRegular: (locationId: string, regularId: string) =>
    call(e.removeRegular, { params: { id: locationId, regularId } }),
  /** Workers by name or code, for the regulars picker. */
  workerOptions: (search: string) => call(certificateEndpoints.workerOptions, { query: { search: search || undefined } }),
  attendance: (id: string) => call(e.attendance, { params: { id } }),
  record: (assignmentId: string, body: AttendanceBody) =>
    call(e.recordAttendance, { params: { id: assignmentId }, body }),
  noShow: (assignmentId: string, reason?: string) =>
    call(e.noShow, { params: { id: assignmentId }, body: { reason: reason || undefined } }),
  restDayRequest: (assignmentId: string, restDayWorkAt: RestDayRequestBody['restDayWorkAt'], reason?: string) =>
    call(e.restDayRequest, { params: { id: assignmentId }, body: { restDayWorkAt, reason: reason || undefined } }),
  clear: (assignmentId: string, reason?: string) =>
    call(e.clearAttendance, { params: { id: assignmentId }, body: { reason: reason || undefined } }),
  asRostered: (id: string, reason?: string) => call(e.asRostered, { params: { id }, body: { reason: reason || undefined } }),
  lock: (id: string) => call(e.lockAttendance, { params: { id } }),
  unlock: (id: string, reason: string) => call(e.unlockAttendance, { params: { id }, body: { reason } }),

  /** A location and its project (the positions a new roster's shifts use). */
  location: (id: string) => call(locationEndpoints.get, { params: { id } }),
  project: (id: string) => call(projectEndpoints.get, { params: { id } }),
  /** Options of the board's filters (names only). */
  clientOptions: (search: string) =>
    call(clientEndpoints.list, { query: { search: search || undefined, pageSize: 30, sort: 'name', dir: 'asc' } }),
  projectOptions: (search: string, clientId?: string) =>
    call(projectEndpoints.list, {
      query: { search: search || undefined, clientId, pageSize: 30, sort: 'code', dir: 'desc' },
    }),
  locationOptions: (search: string, projectId?: string, clientId?: string) =>
    call(locationEndpoints.list, {
      query: { search: search || undefined, projectId, clientId, pageSize: 30, sort: 'name', dir: 'asc' },
    }),
};
