import { endpoint } from '../../api/endpoint.ts';
import { idParams, okReply } from '../common/list-query.ts';
import { ROLE_SETS } from '../../role-sets.ts';
import { rosterConfirmEndpoints } from './confirm-endpoints.ts';
import {
  asRosteredBody,
  assignBody,
  assignResult,
  attendanceBody,
  attendanceSheet,
  eligibleWorkersPage,
  eligibleWorkersQuery,
  fillFromRegularsBody,
  fillFromRegularsResult,
  locationRegularParams,
  noShowBody,
  reasonBody,
  regularBody,
  restDayRequestBody,
  regularList,
  regularRow,
  rosterBoard,
  rosterBoardQuery,
  rosterCopyBody,
  rosterCopyResult,
  rosterCreateBody,
  rosterDetail,
  rosterExportQuery,
  rosterFromWeekBody,
  rosterListPage,
  rosterListQuery,
  rosterUnpublishBody,
  rosterUpdateBody,
  shiftRow,
  swapBody,
  swapResult,
  unlockBody,
  versionBody,
} from './rosters.ts';

const tags = ['rosters'] as const;
/** Read rosters: the planners and hr (management.md, Who uses it). */
const READERS = ROLE_SETS.people;
/** Plan and assign: manager and admin. */
const PLANNERS = ROLE_SETS.operations;
/** Record attendance: manager, hr, admin. */
const RECORDERS = ROLE_SETS.people;
/** Read attendance: every staff role (finance pays from it). */
const ATTENDANCE_READERS = ROLE_SETS.everyone;
/** Unlock a locked sheet. */
const UNLOCKERS = ROLE_SETS.hrDecisions;

/** The public page a mailed confirmation link opens: /roster-confirm/<token>. */
export const ROSTER_CONFIRM_PAGE = '/roster-confirm';

/**
 * Rosters (management.md: Roster, Assignment, Attendance): board, list, plan, publish, assign,
 * attendance day sheet, and the worker's public confirmation link.
 */
export const rosterEndpoints = {
  board: endpoint({
    method: 'GET',
    path: '/api/rosters/board',
    access: READERS,
    tags,
    query: rosterBoardQuery,
    response: rosterBoard,
    summary: 'Week or day board: locations x days with shifts, filled/headcount and confirmations',
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/rosters',
    access: READERS,
    tags,
    query: rosterListQuery,
    response: rosterListPage,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/rosters/export',
    access: READERS,
    tags,
    query: rosterExportQuery,
    answer: 'file',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/rosters/:id',
    access: READERS,
    tags,
    params: idParams,
    response: rosterDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/rosters',
    access: PLANNERS,
    tags,
    body: rosterCreateBody,
    response: rosterDetail,
    status: 201,
  }),
  fromWeek: endpoint({
    method: 'POST',
    path: '/api/rosters/from-week',
    access: PLANNERS,
    tags,
    body: rosterFromWeekBody,
    response: rosterCopyResult,
    status: 201,
    summary: "Create a week's rosters from a template week",
  }),
  copy: endpoint({
    method: 'POST',
    path: '/api/rosters/:id/copy',
    access: PLANNERS,
    tags,
    params: idParams,
    body: rosterCopyBody,
    response: rosterCopyResult,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/rosters/:id',
    access: PLANNERS,
    tags,
    params: idParams,
    body: rosterUpdateBody,
    response: rosterDetail,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/rosters/:id/publish',
    access: PLANNERS,
    tags,
    params: idParams,
    body: versionBody,
    response: rosterDetail,
  }),
  unpublish: endpoint({
    method: 'POST',
    path: '/api/rosters/:id/unpublish',
    access: PLANNERS,
    tags,
    params: idParams,
    body: rosterUnpublishBody,
    response: rosterDetail,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/rosters/:id',
    access: PLANNERS,
    tags,
    params: idParams,
    response: okReply,
  }),

  // assignments
  eligibleWorkers: endpoint({
    method: 'GET',
    path: '/api/roster-shifts/:id/eligible-workers',
    access: PLANNERS,
    tags,
    params: idParams,
    query: eligibleWorkersQuery,
    response: eligibleWorkersPage,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/api/roster-shifts/:id/assignments',
    access: PLANNERS,
    tags,
    params: idParams,
    body: assignBody,
    response: assignResult,
    status: 201,
    description:
      'Refusals: 409 WORKER_NOT_ACTIVE, WORKER_BLACKLISTED, DO_NOT_SEND, CERTIFICATE_MISSING, OVERLAPPING_SHIFT, SHIFT_FULL, ALREADY_ASSIGNED. Warnings: 409 ASSIGNMENT_WARNINGS with error.current.warnings unless acceptWarnings.',
  }),
  unassign: endpoint({
    method: 'DELETE',
    path: '/api/roster-assignments/:id',
    access: PLANNERS,
    tags,
    params: idParams,
    response: shiftRow,
  }),
  swap: endpoint({
    method: 'POST',
    path: '/api/roster-assignments/swap',
    access: PLANNERS,
    tags,
    body: swapBody,
    response: swapResult,
  }),
  fillFromRegulars: endpoint({
    method: 'POST',
    path: '/api/roster-shifts/:id/fill-from-regulars',
    access: PLANNERS,
    tags,
    params: idParams,
    body: fillFromRegularsBody,
    response: fillFromRegularsResult,
  }),

  // regulars of a location
  regulars: endpoint({
    method: 'GET',
    path: '/api/project-locations/:id/regulars',
    access: READERS,
    tags,
    params: idParams,
    response: regularList,
  }),
  addRegular: endpoint({
    method: 'POST',
    path: '/api/project-locations/:id/regulars',
    access: PLANNERS,
    tags,
    params: idParams,
    body: regularBody,
    response: regularRow,
    status: 201,
  }),
  removeRegular: endpoint({
    method: 'DELETE',
    path: '/api/project-locations/:id/regulars/:regularId',
    access: PLANNERS,
    tags,
    params: locationRegularParams,
    response: okReply,
  }),

  // attendance
  attendance: endpoint({
    method: 'GET',
    path: '/api/rosters/:id/attendance',
    access: ATTENDANCE_READERS,
    tags,
    params: idParams,
    response: attendanceSheet,
  }),
  recordAttendance: endpoint({
    method: 'PUT',
    path: '/api/roster-assignments/:id/attendance',
    access: RECORDERS,
    tags,
    params: idParams,
    body: attendanceBody,
    response: attendanceSheet,
    description: 'On a locked sheet: 403 ATTENDANCE_LOCKED for a manager; hr and admin must give a reason.',
  }),
  noShow: endpoint({
    method: 'POST',
    path: '/api/roster-assignments/:id/attendance/no-show',
    access: RECORDERS,
    tags,
    params: idParams,
    body: noShowBody,
    response: attendanceSheet,
  }),
  restDayRequest: endpoint({
    method: 'PUT',
    path: '/api/roster-assignments/:id/rest-day-request',
    access: RECORDERS,
    tags,
    params: idParams,
    body: restDayRequestBody,
    response: attendanceSheet,
    description:
      "Who asked for the shift's rest-day work (a part-timer's MOM minimum depends on it); the lock rule of the sheet applies; refused once the shift is paid in an approved run.",
  }),
  clearAttendance: endpoint({
    method: 'POST',
    path: '/api/roster-assignments/:id/attendance/clear',
    access: RECORDERS,
    tags,
    params: idParams,
    body: reasonBody,
    response: attendanceSheet,
  }),
  asRostered: endpoint({
    method: 'POST',
    path: '/api/rosters/:id/attendance/as-rostered',
    access: RECORDERS,
    tags,
    params: idParams,
    body: asRosteredBody,
    response: attendanceSheet,
  }),
  lockAttendance: endpoint({
    method: 'POST',
    path: '/api/rosters/:id/attendance/lock',
    access: RECORDERS,
    tags,
    params: idParams,
    response: attendanceSheet,
  }),
  unlockAttendance: endpoint({
    method: 'POST',
    path: '/api/rosters/:id/attendance/unlock',
    access: UNLOCKERS,
    tags,
    params: idParams,
    body: unlockBody,
    response: attendanceSheet,
  }),

  // the worker's mailed link (public; the only public route of rosters)
  ...rosterConfirmEndpoints,
};
