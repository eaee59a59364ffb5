import { z } from 'zod';
import {
  SORT_DIRS,
  isoDate,
  listQueries,
  optionalText,
  pageOf,
  pagingFields,
  requiredText,
  searchField,
} from '../common/list-query.ts';
import { DAY_KIND } from '../../enums/pay.ts';

/**
 * Rosters, shifts, assignments, attendance (docs/product/life-cycles.md#rosters-and-assignments).
 * Times of day travel as "HH:MM" (Singapore wall clock); an end at or before the start crosses
 * midnight into the next day. Instants travel as ISO strings. Money in integer cents, durations
 * in integer minutes.
 */

import {
  ABSENCE_EXCUSE,
  ATTENDANCE_STATUS,
  CONFIRMATION,
  REST_DAY_WORK_AT,
  ROSTER_STATUS,
} from '../../enums/rosters.ts';
import type { EnumValue } from '../../enums/define-enum.ts';

/** The roster status, confirmation, attendance status and who asked for rest-day work: enums/rosters.ts. */
export type { AttendanceStatus, ConfirmationState, RestDayWorkAt, RosterStatus } from '../../enums/rosters.ts';

/** Where a worker's hourly rate on a shift comes from (RateSource in domain/pay/shift-pay.ts). */
export const RATE_SOURCES = ['override', 'worker', 'position'] as const;

/**
 * Error codes (error.code) of the roster routes the UI can branch on.
 * Refusals (409, never accepted): the worker cannot take the shift.
 * Warnings (409 unless `acceptWarnings` is true): error.current.warnings lists them.
 */
export const ASSIGNMENT_REFUSALS = [
  'WORKER_NOT_ACTIVE',
  'WORKER_BLACKLISTED',
  'DO_NOT_SEND',
  'CERTIFICATE_MISSING',
  'OVERLAPPING_SHIFT',
] as const;
export type AssignmentRefusal = (typeof ASSIGNMENT_REFUSALS)[number];

export const ASSIGNMENT_WARNINGS = ['OVER_12_HOURS_DAY', 'REST_UNDER_8_HOURS', 'OVER_44_HOURS_WEEK'] as const;
export type AssignmentWarning = (typeof ASSIGNMENT_WARNINGS)[number];

export const ROSTER_ERROR_CODES = {
  /** 409: a roster for this location and date exists already (error.current: { id }). */
  rosterExists: 'ROSTER_EXISTS',
  /** 409: the change needs a draft roster (delete). */
  rosterNotDraft: 'ROSTER_NOT_DRAFT',
  /** 409: publish of a published roster, unpublish of a draft. */
  rosterStatus: 'ROSTER_STATUS',
  /** 409: the version sent is stale (error.current: the roster as it is). */
  staleVersion: 'STALE_VERSION',
  /** 409: a shift with assignments cannot be removed from the roster. */
  shiftHasAssignments: 'SHIFT_HAS_ASSIGNMENTS',
  /** 409: every place on the shift is taken (error.current: { headcount, filled }). */
  shiftFull: 'SHIFT_FULL',
  /** 409: the worker is on this shift already. */
  alreadyAssigned: 'ALREADY_ASSIGNED',
  /** 409: attendance was recorded for the assignment; clear it first. */
  attendanceRecorded: 'ATTENDANCE_RECORDED',
  /** 409: the worker is on the location's regulars list already. */
  alreadyRegular: 'ALREADY_REGULAR',
  /** 409: warnings the caller did not accept (error.current: { warnings: AssignmentWarning[] }). */
  warnings: 'ASSIGNMENT_WARNINGS',
  /** 403: the attendance sheet is locked; only hr and admin may change it, with a reason. */
  attendanceLocked: 'ATTENDANCE_LOCKED',
  /** 409: lock of a locked sheet, unlock of an open one. */
  attendanceLockState: 'ATTENDANCE_LOCK_STATE',
  /** 404: confirmation link unknown. 410: expired. 409: answered already. */
  linkExpired: 'LINK_EXPIRED',
  linkUsed: 'LINK_USED',
  ...Object.fromEntries(ASSIGNMENT_REFUSALS.map((c) => [c, c])),
  ...Object.fromEntries(ASSIGNMENT_WARNINGS.map((c) => [c, c])),
} as const;

/** "HH:MM", 00:00 to 23:59. */
export const timeOfDay = z
  .string({ error: 'validation.required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time');

const minutes = (max: number) =>
  z.coerce
    .number({ error: 'validation.required' })
    .int('validation.invalid')
    .min(0, 'validation.min')
    .max(max, 'validation.max');

// ---------------------------------------------------------------- shifts and rosters

export const shiftInput = z
  .object({
    /** Present for a shift that already exists (kept with its assignments); absent for a new one. */
    id: z.uuid('validation.invalid').optional(),
    /** One of the project's positions (project_positions.id). */
    positionId: z.uuid('validation.required'),
    start: timeOfDay,
    end: timeOfDay,
    breakMinutes: minutes(600).default(0),
    headcount: z.coerce
      .number({ error: 'validation.required' })
      .int('validation.invalid')
      .min(1, 'validation.min')
      .max(500, 'validation.max'),
    payRateCentsOverride: z.coerce
      .number()
      .int('validation.invalid')
      .min(0, 'validation.min')
      .max(1_000_000, 'validation.max')
      .nullish()
      .transform((v) => v ?? null),
    notes: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.start === v.end) ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.timeRange' });
  });
export type ShiftInput = z.input<typeof shiftInput>;

/** POST /api/rosters */
export const rosterCreateBody = z.object({
  locationId: z.uuid('validation.required'),
  date: isoDate,
  notes: optionalText(2000),
  shifts: z.array(shiftInput).max(50, 'validation.maxItems').default([]),
});
export type RosterCreateBody = z.input<typeof rosterCreateBody>;

/** PUT /api/rosters/:id: the whole list of shifts (kept by id, new without, missing ones removed). */
export const rosterUpdateBody = z.object({
  version: z.coerce.number().int().min(1),
  notes: optionalText(2000),
  shifts: z.array(shiftInput).max(50, 'validation.maxItems'),
});
export type RosterUpdateBody = z.input<typeof rosterUpdateBody>;

export const versionBody = z.object({ version: z.coerce.number().int().min(1) });

/** POST /api/rosters/:id/unpublish */
export const rosterUnpublishBody = z.object({
  version: z.coerce.number().int().min(1),
  reason: requiredText(500),
});

/** POST /api/rosters/from-week: copy the rosters of a week (Monday) into another week. */
export const rosterFromWeekBody = z.object({
  /** Any date of the template week (the Monday-Sunday SGT week it falls in is copied). */
  sourceWeek: isoDate,
  targetWeek: isoDate,
  /** Only these locations; empty or absent = every location with a roster in the template week. */
  locationIds: z.array(z.uuid('validation.invalid')).max(500, 'validation.maxItems').optional(),
  /** Also copy the assigned workers (each re-checked; refused ones are reported, not copied). */
  includeAssignments: z.boolean().default(false),
});
export type RosterFromWeekBody = z.input<typeof rosterFromWeekBody>;

/** POST /api/rosters/:id/copy */
export const rosterCopyBody = z.object({
  dates: z.array(isoDate).min(1, 'validation.required').max(62, 'validation.maxItems'),
  includeAssignments: z.boolean().default(false),
});
export type RosterCopyBody = z.input<typeof rosterCopyBody>;

/** What a copy did: rosters made, dates/locations skipped (a roster existed there already). */
export const rosterCopyResult = z.object({
  created: z.array(z.object({ id: z.string(), locationId: z.string(), date: z.string() })),
  skipped: z.array(z.object({ locationId: z.string(), date: z.string(), reason: z.string() })),
  /** Assignments not copied, with the refusal code. */
  assignmentsSkipped: z
    .array(z.object({ date: z.string(), workerId: z.string(), workerName: z.string(), code: z.string() }))
    .default([]),
});
export type RosterCopyResult = z.infer<typeof rosterCopyResult>;

export const assignmentRow = z.object({
  id: z.string(),
  shiftId: z.string(),
  workerId: z.string(),
  workerName: z.string(),
  employeeCode: z.string().nullable(),
  contactNumber: z.string().nullable(),
  confirmation: z.enum(CONFIRMATION.values),
  confirmedAt: z.string().nullable(),
  /** Warnings the assigning user accepted. */
  acceptedWarnings: z.array(z.string()),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  /** Attendance is recorded: unassigning or swapping waits until it is cleared (ATTENDANCE_RECORDED; issue 29, item 7). */
  attendanceRecorded: z.boolean(),
  /** The shift's payment is locked in a pay run (PAY_LOCKED): paid shifts are history. */
  payLocked: z.boolean(),
  /**
   * The hourly rate this worker is paid on this shift and where it comes from (shiftRate in @wf/shared);
   * null for a viewer who may not read this project's pay (seesPayOf, decision 018).
   */
  rateCents: z.number().int().nullable(),
  rateSource: z.enum(RATE_SOURCES).nullable(),
});
export type AssignmentRow = z.infer<typeof assignmentRow>;

export const shiftRow = z.object({
  id: z.string(),
  positionId: z.string(),
  position: z.string(),
  start: z.string(),
  end: z.string(),
  /** True when the shift ends on the next day. */
  crossesMidnight: z.boolean(),
  /** The shift's instants (ISO). */
  startsAt: z.string(),
  endsAt: z.string(),
  breakMinutes: z.number(),
  /** Paid minutes as rostered: length minus the break. */
  rosteredMinutes: z.number(),
  headcount: z.number(),
  /** null: no override, or hidden from this viewer (`showsPay` false). */
  payRateCentsOverride: z.number().nullable(),
  /** The rate that applies: the override or the project position's pay rate; null when hidden. */
  payRateCents: z.number().nullable(),
  /** Whether the viewer reads this shift's pay figures (seesPayOf: finance, admin, the project's manager). */
  showsPay: z.boolean(),
  requiredCertificateTypeIds: z.array(z.string()),
  notes: z.string().nullable(),
  /** Places taken: assignments not declined (domain/rosters/staffing.ts). */
  filled: z.number(),
  confirmed: z.number(),
  declined: z.number(),
  /** A decline left the shift short of its headcount and it has not ended yet (domain/rosters/staffing.ts). */
  needsReplacement: z.boolean(),
  assignments: z.array(assignmentRow),
});
export type ShiftRow = z.infer<typeof shiftRow>;

/** GET /api/rosters/:id */
export const rosterDetail = z.object({
  id: z.string(),
  version: z.number(),
  locationId: z.string(),
  locationName: z.string(),
  formattedAddress: z.string(),
  projectId: z.string(),
  projectCode: z.string(),
  projectName: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  date: z.string(),
  status: z.enum(ROSTER_STATUS.values),
  notes: z.string().nullable(),
  publishedAt: z.string().nullable(),
  publishedByName: z.string().nullable(),
  unpublishedAt: z.string().nullable(),
  unpublishReason: z.string().nullable(),
  attendanceLockedAt: z.string().nullable(),
  /** The project's positions the shifts may use. */
  positions: z.array(
    z.object({
      id: z.string(),
      position: z.string(),
      /** null when hidden from this viewer (`showsPay` false). */
      payRateCents: z.number().nullable(),
      requiredCertificateTypeId: z.string().nullable(),
    }),
  ),
  /** Whether the viewer reads this roster's pay figures (seesPayOf); a save by one who does not keeps the stored rates. */
  showsPay: z.boolean(),
  shifts: z.array(shiftRow),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RosterDetail = z.infer<typeof rosterDetail>;

// ---------------------------------------------------------------- list

export const ROSTER_SORT_FIELDS = [
  'date',
  'locationName',
  'projectCode',
  'clientName',
  'status',
  'shiftCount',
  'headcount',
  'filled',
] as const;

export const ROSTER_COLUMNS = {
  date: 'Date',
  locationName: 'Location',
  projectCode: 'Project code',
  projectName: 'Project',
  clientName: 'Client',
  status: 'Status',
  shiftCount: 'Shifts',
  headcount: 'Headcount',
  filled: 'Filled',
  confirmed: 'Confirmed',
  publishedAt: 'Published',
} as const;
export type RosterColumn = keyof typeof ROSTER_COLUMNS;
export const ROSTER_COLUMN_KEYS = Object.keys(ROSTER_COLUMNS) as RosterColumn[];

const rosterFilterFields = {
  sort: z.enum(ROSTER_SORT_FIELDS, { message: 'validation.invalid' }).default('date'),
  dir: z.enum(SORT_DIRS, { message: 'validation.invalid' }).default('asc'),
  /** Location, project or client name, project code. */
  search: searchField,
  from: isoDate.optional(),
  to: isoDate.optional(),
  clientId: z.uuid('validation.invalid').optional(),
  projectId: z.uuid('validation.invalid').optional(),
  locationId: z.uuid('validation.invalid').optional(),
  status: z.enum(ROSTER_STATUS.values, { message: 'validation.invalid' }).optional(),
};
const rosterQueries = listQueries(rosterFilterFields, ROSTER_COLUMN_KEYS);
export const rosterListQuery = rosterQueries.list;
export type RosterListQuery = z.input<typeof rosterListQuery>;
export const rosterExportQuery = rosterQueries.export;
export type RosterExportQuery = z.input<typeof rosterExportQuery>;

export const rosterListRow = z.object({
  id: z.string(),
  date: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  projectId: z.string(),
  projectCode: z.string(),
  projectName: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  status: z.enum(ROSTER_STATUS.values),
  shiftCount: z.number(),
  headcount: z.number(),
  filled: z.number(),
  confirmed: z.number(),
  publishedAt: z.string().nullable(),
});
export type RosterListRow = z.infer<typeof rosterListRow>;
export const rosterListPage = pageOf(rosterListRow);
export type RosterListPage = z.infer<typeof rosterListPage>;

// ---------------------------------------------------------------- board

export const BOARD_VIEWS = ['week', 'day'] as const;

/** GET /api/rosters/board */
export const rosterBoardQuery = z.object({
  view: z.enum(BOARD_VIEWS, { message: 'validation.invalid' }).default('week'),
  /** Any date: the week view shows its Monday-Sunday (SGT), the day view that date. */
  date: isoDate,
  clientId: z.uuid('validation.invalid').optional(),
  projectId: z.uuid('validation.invalid').optional(),
  locationId: z.uuid('validation.invalid').optional(),
});
export type RosterBoardQuery = z.input<typeof rosterBoardQuery>;

export const boardShift = z.object({
  id: z.string(),
  position: z.string(),
  start: z.string(),
  end: z.string(),
  crossesMidnight: z.boolean(),
  headcount: z.number(),
  /** Places taken: assignments not declined (domain/rosters/staffing.ts). */
  filled: z.number(),
  confirmed: z.number(),
  declined: z.number(),
  /** Assigned workers who have not answered. */
  unanswered: z.number(),
  /** The shift's end instant (ISO): an ended shift is short, not to be replaced (domain/rosters/staffing.ts). */
  endsAt: z.string(),
  /** A decline left the shift short of its headcount and it has not ended yet. */
  needsReplacement: z.boolean(),
});
export type BoardShift = z.infer<typeof boardShift>;

export const boardCell = z.object({
  date: z.string(),
  /** null: no roster for this location that day. */
  roster: z
    .object({ id: z.string(), status: z.enum(ROSTER_STATUS.values), version: z.number(), shifts: z.array(boardShift) })
    .nullable(),
});

export const rosterBoard = z.object({
  view: z.enum(BOARD_VIEWS),
  from: z.string(),
  to: z.string(),
  days: z.array(z.string()),
  /** Public holidays in the range (from the public-holidays module). */
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  /** Workers on published shifts of the range not yet started who have not answered, soonest first. */
  unanswered: z.array(
    z.object({
      assignmentId: z.string(),
      rosterId: z.string(),
      shiftId: z.string(),
      workerName: z.string(),
      contactNumber: z.string().nullable(),
      locationName: z.string(),
      position: z.string(),
      date: z.string(),
      start: z.string(),
      /** When the one reminder mail went (24 hours before), or null. */
      remindedAt: z.string().nullable(),
    }),
  ),
  locations: z.array(
    z.object({
      locationId: z.string(),
      locationName: z.string(),
      projectId: z.string(),
      projectCode: z.string(),
      projectName: z.string(),
      clientId: z.string(),
      clientName: z.string(),
      /** One per day of `days`, same order. */
      cells: z.array(boardCell),
    }),
  ),
});
export type RosterBoard = z.infer<typeof rosterBoard>;

// ---------------------------------------------------------------- assignments

/** GET /api/roster-shifts/:id/eligible-workers */
export const eligibleWorkersQuery = z.object({
  ...pagingFields,
  /** Name, employee code, phone, or the last four characters of the ID. */
  search: searchField,
  /** Also list workers who would be refused (ranked after the eligible ones, with their reasons). */
  includeIneligible: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type EligibleWorkersQuery = z.input<typeof eligibleWorkersQuery>;

export const eligibleWorker = z.object({
  workerId: z.string(),
  name: z.string(),
  employeeCode: z.string().nullable(),
  contactNumber: z.string().nullable(),
  /** The ID number masked (S****567D). */
  idMasked: z.string(),
  /**
   * The hourly rate this worker would be paid on the shift, and its source: the shift's override, the
   * worker's own rate, or the position's; null for a viewer who may not read this project's pay.
   */
  rateCents: z.number().nullable(),
  rateSource: z.enum(RATE_SOURCES).nullable(),
  eligible: z.boolean(),
  refusals: z.array(z.enum(ASSIGNMENT_REFUSALS)),
  warnings: z.array(z.enum(ASSIGNMENT_WARNINGS)),
  /** Holds every certificate the shift's position requires, valid on the shift date. */
  certificatesValid: z.boolean(),
  /** Already on another shift that day. */
  workingThatDay: z.boolean(),
  /** Rostered minutes in the shift's Monday-Sunday week before this shift. */
  minutesThisWeek: z.number(),
  isRegular: z.boolean(),
});
export type EligibleWorker = z.infer<typeof eligibleWorker>;
export const eligibleWorkersPage = pageOf(eligibleWorker, {
  /**
   * Counting stopped: more than `total` workers match (the picker counts its first rank only up
   * to a cap, so a page never costs the whole pool). Search to narrow the list.
   */
  totalCapped: z.boolean(),
  /** Whether the viewer reads the rates of this shift's project (seesPayOf). */
  showsPay: z.boolean(),
});
export type EligibleWorkersPage = z.infer<typeof eligibleWorkersPage>;

/** POST /api/roster-shifts/:id/assignments */
export const assignBody = z.object({
  workerId: z.uuid('validation.required'),
  /** Accept the warnings (over 12 h a day, under 8 h rest, over 44 h a week). */
  acceptWarnings: z.boolean().default(false),
});
export type AssignBody = z.input<typeof assignBody>;

/** The answer to a change of assignments: the shift as it is now. */
export const assignResult = z.object({
  shift: shiftRow,
  /** Warnings that were accepted with this change. */
  warnings: z.array(z.enum(ASSIGNMENT_WARNINGS)),
});
export type AssignResult = z.infer<typeof assignResult>;

/** POST /api/roster-assignments/swap: the two workers trade shifts. */
export const swapBody = z.object({
  assignmentId: z.uuid('validation.required'),
  otherAssignmentId: z.uuid('validation.required'),
  acceptWarnings: z.boolean().default(false),
});
export type SwapBody = z.input<typeof swapBody>;
export const swapResult = z.object({ shifts: z.array(shiftRow), warnings: z.array(z.enum(ASSIGNMENT_WARNINGS)) });

/** POST /api/roster-shifts/:id/fill-from-regulars */
export const fillFromRegularsBody = z.object({ acceptWarnings: z.boolean().default(false) });
export const fillFromRegularsResult = z.object({
  shift: shiftRow,
  assigned: z.array(z.object({ workerId: z.string(), workerName: z.string() })),
  skipped: z.array(z.object({ workerId: z.string(), workerName: z.string(), codes: z.array(z.string()) })),
});
export type FillFromRegularsResult = z.infer<typeof fillFromRegularsResult>;

// ---------------------------------------------------------------- regulars

export const regularRow = z.object({
  id: z.string(),
  locationId: z.string(),
  workerId: z.string(),
  workerName: z.string(),
  employeeCode: z.string().nullable(),
  workerStatus: z.string(),
  /** The position this regular usually works; null = any. */
  positionId: z.string().nullable(),
  position: z.string().nullable(),
  createdAt: z.string(),
});
export type RegularRow = z.infer<typeof regularRow>;
export const regularList = z.object({ items: z.array(regularRow) });

export const regularBody = z.object({
  workerId: z.uuid('validation.required'),
  positionId: z
    .uuid('validation.invalid')
    .nullish()
    .transform((v) => v ?? null),
});
export type RegularBody = z.input<typeof regularBody>;

export const locationRegularParams = z.object({
  id: z.uuid('validation.invalid'),
  regularId: z.uuid('validation.invalid'),
});

// ---------------------------------------------------------------- attendance

export const DEFAULT_ROUNDING_STEP_MINUTES = 15;

/**
 * Why a no-show was excused (decision 026; Employment Act s.88(3)): the enumeration ABSENCE_EXCUSE
 * (enums/rosters.ts).
 */
export type AbsenceExcuse = EnumValue<typeof ABSENCE_EXCUSE>;

export const attendanceRow = z.object({
  assignmentId: z.string(),
  shiftId: z.string(),
  position: z.string(),
  workerId: z.string(),
  workerName: z.string(),
  employeeCode: z.string().nullable(),
  rosteredStart: z.string(),
  rosteredEnd: z.string(),
  /** The rostered break. */
  breakMinutes: z.number(),
  /** The break actually taken (minutes); null: the rostered one was taken. Pay uses it (breakTaken). */
  actualBreakMinutes: z.number().int().nullable(),
  /** Who asked for the shift's work on a rest day (decision 026); null: as the pay settings say. */
  restDayWorkAt: z.enum(REST_DAY_WORK_AT.values).nullable(),
  /** The hourly rate and its source (shiftRate); null for a viewer who may not see this project's pay. */
  rate: z.object({ rateCents: z.number().int(), rateSource: z.enum(RATE_SOURCES) }).nullable(),
  /** null until entered. */
  attendanceId: z.string().nullable(),
  clockInRaw: z.string().nullable(),
  clockOutRaw: z.string().nullable(),
  clockInAt: z.string().nullable(),
  clockOutAt: z.string().nullable(),
  paidStartAt: z.string().nullable(),
  paidEndAt: z.string().nullable(),
  paidMinutes: z.number().nullable(),
  status: z.enum(ATTENDANCE_STATUS.values).nullable(),
  lateMinutes: z.number().nullable(),
  earlyMinutes: z.number().nullable(),
  note: z.string().nullable(),
  /** A no-show's excuse (decision 026): why, a note, who recorded it and when; null: not excused. */
  excuse: z
    .object({
      kind: z.enum(ABSENCE_EXCUSE.values, 'validation.invalid'),
      note: z.string().nullable(),
      byName: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  enteredByName: z.string().nullable(),
  enteredAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /**
   * The shift payment computed from this attendance (docs/product/pay-rules.md#shift-pay); null until
   * one exists. Money is null for a viewer who may not see this project's pay (`showsPay`).
   */
  pay: z
    .object({
      workedMinutes: z.number().int(),
      overtimeMinutes: z.number().int(),
      dayKind: z.enum(DAY_KIND.values),
      rateCents: z.number().int().nullable(),
      totalCents: z.number().int().nullable(),
      locked: z.boolean(),
    })
    .nullable(),
});
export type AttendanceRow = z.infer<typeof attendanceRow>;

/** GET /api/rosters/:id/attendance */
export const attendanceSheet = z.object({
  rosterId: z.string(),
  date: z.string(),
  locationName: z.string(),
  projectCode: z.string(),
  projectName: z.string(),
  clientName: z.string(),
  rosterStatus: z.enum(ROSTER_STATUS.values),
  roundingStepMinutes: z.number(),
  locked: z.boolean(),
  lockedAt: z.string().nullable(),
  lockedByName: z.string().nullable(),
  /** Whether the viewer sees pay figures on this roster's project (finance, admin, its manager). */
  showsPay: z.boolean(),
  rows: z.array(attendanceRow),
});
export type AttendanceSheet = z.infer<typeof attendanceSheet>;

/** A change to a locked sheet (hr and admin only) needs a reason; optional otherwise. */
const reasonField = optionalText(500);

/** PUT /api/roster-assignments/:id/attendance: times as entered ("HH:MM"), placed nearest the rostered times. */
export const attendanceBody = z.object({
  clockIn: timeOfDay,
  /** null: still on site (no clock-out yet). */
  clockOut: timeOfDay.nullish().transform((v) => v ?? null),
  /** The break actually taken, in minutes; null or absent: the rostered break (pay uses it: breakTaken). */
  actualBreakMinutes: minutes(24 * 60)
    .nullish()
    .transform((v) => v ?? null),
  note: optionalText(500),
  reason: reasonField,
});
export type AttendanceBody = z.input<typeof attendanceBody>;

/**
 * PUT /api/roster-assignments/:id/rest-day-request: who asked for the shift's work on a rest day
 * (decision 026: a part-timer's minimum is a day's pay or half of it by the answer); null: as the pay
 * settings say.
 */
export const restDayRequestBody = z.object({
  restDayWorkAt: z.enum(REST_DAY_WORK_AT.values, 'validation.invalid').nullable(),
  reason: reasonField,
});
export type RestDayRequestBody = z.input<typeof restDayRequestBody>;

/**
 * PUT /api/roster-assignments/:id/attendance/excuse: whether a no-show was with the employer's consent or
 * a reasonable excuse (decision 026); null: not excused. `updatedAt` is the attendance's `updatedAt` the
 * sheet showed: 409 STALE_VERSION when someone changed the attendance in between.
 */
export const absenceExcuseBody = z.object({
  excuse: z.enum(ABSENCE_EXCUSE.values, 'validation.invalid').nullable(),
  excuseNote: optionalText(500),
  updatedAt: z.string('validation.required').min(1, 'validation.required'),
  reason: reasonField,
});
export type AbsenceExcuseBody = z.input<typeof absenceExcuseBody>;

/** POST /api/roster-assignments/:id/attendance/no-show */
export const noShowBody = z.object({ note: optionalText(500), reason: reasonField });

/** POST /api/rosters/:id/attendance/as-rostered: every row without an entry gets the rostered times. */
export const asRosteredBody = z.object({ reason: reasonField });

/** POST /api/rosters/:id/attendance/unlock */
export const unlockBody = z.object({ reason: requiredText(500) });

export const reasonBody = z.object({ reason: reasonField });

// ---------------------------------------------------------------- public confirmation (confirm.ts)

export {
  confirmAnswerBody,
  confirmTokenParams,
  publicShift,
  type ConfirmAnswerBody,
  type PublicShift,
} from './confirm.ts';
