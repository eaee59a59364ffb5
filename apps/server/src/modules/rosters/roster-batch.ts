import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AssignmentWarning, rosterCreateBody } from '@wf/shared/contracts/rosters/rosters';
import { assignmentVerdict, attendanceValues, certificateValidOn } from '@wf/shared/domain/rosters/roster-verdicts';
import { now as clockNow } from '@wf/shared/domain/clock';
import { formatTimeOfDay, type WorkedShift } from '@wf/shared/domain/rosters/roster-rules';
import type { DbOrTx } from '../../db/client.ts';
import { rosterAttendance } from '../../db/schema/index.ts';
import { arrayLiteral, BulkInsert, insertMany } from '../../db/insert-many.ts';
import type { Actor } from '../../http/access.ts';
import { AppError, isUniqueViolation, notFound } from '../../http/errors.ts';
import type { AuditEntry } from '../audit/index.ts';
import { emitAttendancesChanged } from '../../hooks.ts';
import { candidateOf, enforce, requiredCertificatesOf, rosterConflict, ruleWindow, workedShift } from './roster-rules-db.ts';
import { queueShiftMails } from './roster-mail.ts';
import { lockedPayRuns, paidConflict } from './paid-shifts.ts';
import { locationProblem, rosterExists, shiftColumns, shiftProblems, shiftsRefused, type RosterEnv } from './roster-service.ts';
import { breakTooLong, refuseBeforeStart, sheetLockProblem } from './attendance-service.ts';
import type { RosterStatus } from '@wf/shared/enums/rosters';

/**
 * Set-based forms of the roster services (the roster import, decision 023): many rows at once
 * with the rules of the one-row services, applied in the rows' order to the facts read once for
 * all of them (and to the rows accepted before each one). Each row's outcome is its value or the
 * AppError the one-row service would have thrown. With `write: false` nothing is written (the
 * import's check); with `write: true` the accepted rows are written with multi-row inserts, with
 * their audit entries, mails and hooks. createRoster and the attendance entries of the sheet are
 * these with one row.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };


/** A list of values as one array parameter ("{a,b}"::type[]), however long. */
const arrayOf = (values: readonly string[], type: 'uuid' | 'date' | 'text') =>
  sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;

/** Audit entries, as writeAudit writes one. */
async function writeAudits(tx: DbOrTx, entries: AuditEntry[]): Promise<void> {
  await insertMany(
    tx,
    'audit_log',
    [
      ['actor_id', 'uuid', (e) => e.actorId],
      ['action', 'text', (e) => e.action],
      ['entity_type', 'text', (e) => e.entityType],
      ['entity_id', 'text', (e) => e.entityId ?? null],
      ['before', 'jsonb', (e) => (e.before === undefined || e.before === null ? null : JSON.stringify(e.before))],
      ['after', 'jsonb', (e) => (e.after === undefined || e.after === null ? null : JSON.stringify(e.after))],
    ],
    entries,
  );
}

/** A shift as the batch rules see it: a new one (createRosters) or one in the database (shiftsOfRosters). */
export type BatchShift = {
  shiftId: string;
  rosterId: string;
  rosterStatus: RosterStatus;
  date: string;
  clientId: string;
  positionId: string;
  /** "HH:MM" */
  start: string;
  end: string;
  startsAt: Date;
  endsAt: Date;
  breakMinutes: number;
  headcount: number;
  rosteredMinutes: number;
  requiredCertificateTypeIds: string[];
  /** Places taken (declined ones are open). */
  filled: number;
  /** The workers on the shift, with their assignment. */
  assigned: Map<string, string>;
};

const hhmm = formatTimeOfDay;

// ---------------------------------------------------------------- rosters

type RosterCreate = z.output<typeof rosterCreateBody>;
type RosterRow = { id: string; locationId: string; projectId: string; date: string; notes: string | null; createdBy: string };
type ShiftRow = { id: string; rosterId: string } & Omit<ReturnType<typeof shiftColumns>, 'rostered'>;

/**
 * createRoster for many rosters: each one's location known, not archived, of an open project; its
 * shifts' positions the project's and breaks shorter than the shifts; no roster yet at that
 * location and date (nor earlier in the batch). Ids are made here, so the shifts of a roster not
 * written (the check) can be assigned in memory.
 */
export async function createRosters(
  tx: DbOrTx,
  actorId: string,
  items: RosterCreate[],
  opts: { write: boolean },
): Promise<Outcome<{ id: string; shifts: BatchShift[] }>[]> {
  if (!items.length) return [];
  const locationIds = [...new Set(items.map((i) => i.locationId))];
  const locs = new Map<string, { projectId: string; archivedAt: Date | null; projectStatus: string; clientId: string }>();
  for (const r of (
    await tx.execute(sql`select l.id, l.project_id, l.archived_at, p.status, p.client_id
      from project_locations l join projects p on p.id = l.project_id where l.id = any(${arrayOf(locationIds, 'uuid')})`)
  ).rows as { id: string; project_id: string; archived_at: string | null; status: string; client_id: string }[])
    locs.set(r.id, {
      projectId: r.project_id,
      archivedAt: r.archived_at === null ? null : new Date(r.archived_at),
      projectStatus: r.status,
      clientId: r.client_id,
    });
  const projectIds = [...new Set([...locs.values()].map((l) => l.projectId))];
  const positions = new Map<string, { projectId: string; required: string[] }>();
  if (projectIds.length)
    for (const r of (
      await tx.execute(sql`select pp.id, pp.project_id, ${requiredCertificatesOf(sql`pp.id`, sql`pp.position`)} as required
        from project_positions pp where pp.project_id = any(${arrayOf(projectIds, 'uuid')})`)
    ).rows as { id: string; project_id: string; required: string[] }[])
      positions.set(r.id, { projectId: r.project_id, required: r.required });
  const ownPositions = new Map<string, Set<string>>();
  for (const [id, p] of positions) {
    if (!ownPositions.has(p.projectId)) ownPositions.set(p.projectId, new Set());
    ownPositions.get(p.projectId)!.add(id);
  }
  const dates = [...new Set(items.map((i) => i.date))];
  const existing = new Map<string, string>();
  for (const r of (
    await tx.execute(sql`select id, location_id, date::text as date from rosters
      where location_id = any(${arrayOf(locationIds, 'uuid')}) and date = any(${arrayOf(dates, 'date')})`)
  ).rows as { id: string; location_id: string; date: string }[])
    existing.set(`${r.location_id}|${r.date}`, r.id);

  const out: Outcome<{ id: string; shifts: BatchShift[] }>[] = [];
  const rosterRows: RosterRow[] = [];
  const shiftRows: ShiftRow[] = [];
  const audits: AuditEntry[] = [];
  for (const b of items) {
    const loc = locs.get(b.locationId);
    const problem = locationProblem(loc);
    if (problem) {
      out.push({ ok: false, error: problem });
      continue;
    }
    const fields = b.shifts.length ? shiftProblems(ownPositions.get(loc!.projectId) ?? new Set(), b.date, b.shifts) : null;
    if (fields) {
      out.push({ ok: false, error: shiftsRefused(fields) });
      continue;
    }
    const key = `${b.locationId}|${b.date}`;
    const there = existing.get(key);
    if (there) {
      out.push({ ok: false, error: rosterExists({ id: there }) });
      continue;
    }
    const id = randomUUID();
    existing.set(key, id);
    const shifts = b.shifts.map((s, i): BatchShift => {
      const { rostered, ...cols } = shiftColumns(b.date, s, i);
      const shiftId = randomUUID();
      if (opts.write) shiftRows.push({ id: shiftId, rosterId: id, ...cols });
      return {
        shiftId,
        rosterId: id,
        rosterStatus: 'draft',
        date: b.date,
        clientId: loc!.clientId,
        positionId: s.positionId,
        start: hhmm(cols.startMinute),
        end: hhmm(cols.endMinute),
        startsAt: cols.startsAt,
        endsAt: cols.endsAt,
        breakMinutes: s.breakMinutes,
        headcount: s.headcount,
        rosteredMinutes: rostered,
        requiredCertificateTypeIds: positions.get(s.positionId)!.required,
        filled: 0,
        assigned: new Map(),
      };
    });
    // What is written is only built to be written (the check writes nothing).
    if (opts.write) {
      rosterRows.push({ id, locationId: b.locationId, projectId: loc!.projectId, date: b.date, notes: b.notes, createdBy: actorId });
      audits.push({ actorId, action: 'roster.create', entityType: 'roster', entityId: id, after: b });
    }
    out.push({ ok: true, value: { id, shifts } });
  }
  if (opts.write) {
    try {
      await insertMany(
        tx,
        'rosters',
        [
          ['id', 'uuid', (r) => r.id],
          ['location_id', 'uuid', (r) => r.locationId],
          ['project_id', 'uuid', (r) => r.projectId],
          ['date', 'date', (r) => r.date],
          ['notes', 'text', (r) => r.notes],
          ['created_by', 'uuid', (r) => r.createdBy],
        ],
        rosterRows,
      );
    } catch (err) {
      if (isUniqueViolation(err, 'rosters_location_date_uq')) throw rosterExists(undefined);
      throw err;
    }
    await insertMany(
      tx,
      'roster_shifts',
      [
        ['id', 'uuid', (r) => r.id],
        ['roster_id', 'uuid', (r) => r.rosterId],
        ['position_id', 'uuid', (r) => r.positionId],
        ['start_minute', 'int', (r) => r.startMinute],
        ['end_minute', 'int', (r) => r.endMinute],
        ['starts_at', 'timestamptz', (r) => r.startsAt],
        ['ends_at', 'timestamptz', (r) => r.endsAt],
        ['break_minutes', 'int', (r) => r.breakMinutes],
        ['headcount', 'int', (r) => r.headcount],
        ['pay_rate_cents_override', 'int', (r) => r.payRateCentsOverride],
        ['notes', 'text', (r) => r.notes],
        ['sort', 'int', (r) => r.sort],
      ],
      shiftRows,
    );
    await writeAudits(tx, audits);
  }
  return out;
}

/** The shifts of rosters in the database as the batch rules see them (locked FOR UPDATE with `lock`, as assignWorker does). */
export async function shiftsOfRosters(tx: DbOrTx, rosterIds: string[], lock: boolean): Promise<BatchShift[]> {
  if (!rosterIds.length) return [];
  const res = await tx.execute(sql`
    select rs.id as shift_id, r.id as roster_id, r.status as roster_status, r.date::text as date, p.client_id,
      rs.position_id, rs.start_minute, rs.end_minute, rs.starts_at, rs.ends_at, rs.break_minutes, rs.headcount,
      ${requiredCertificatesOf(sql`pp.id`, sql`pp.position`)} as required,
      coalesce((select json_agg(json_build_array(a.worker_id, a.id, a.confirmation)) from roster_assignments a
        where a.shift_id = rs.id), '[]'::json) as assigned
    from roster_shifts rs
    join rosters r on r.id = rs.roster_id
    join projects p on p.id = r.project_id
    join project_positions pp on pp.id = rs.position_id
    where rs.roster_id = any(${arrayOf(rosterIds, 'uuid')})
    order by rs.id
    ${lock ? sql`for update of rs` : sql``}`);
  return (
    res.rows as {
      shift_id: string;
      roster_id: string;
      roster_status: RosterStatus;
      date: string;
      client_id: string;
      position_id: string;
      start_minute: number;
      end_minute: number;
      starts_at: string | Date;
      ends_at: string | Date;
      break_minutes: number;
      headcount: number;
      required: string[];
      assigned: [string, string, string][];
    }[]
  ).map((s) => {
    const startsAt = new Date(s.starts_at);
    const endsAt = new Date(s.ends_at);
    return {
      shiftId: s.shift_id,
      rosterId: s.roster_id,
      rosterStatus: s.roster_status,
      date: s.date,
      clientId: s.client_id,
      positionId: s.position_id,
      start: hhmm(s.start_minute),
      end: hhmm(s.end_minute),
      startsAt,
      endsAt,
      breakMinutes: s.break_minutes,
      headcount: s.headcount,
      rosteredMinutes: Math.max(0, (endsAt.getTime() - startsAt.getTime()) / 60_000 - s.break_minutes),
      requiredCertificateTypeIds: s.required,
      filled: s.assigned.filter(([, , c]) => c !== 'declined').length,
      assigned: new Map(s.assigned.map(([w, a]) => [w, a])),
    };
  });
}

// ---------------------------------------------------------------- assignments

/** One of a worker's shifts in the rule window: its start (ms) and as the rules see it. */
type Held = { shiftId: string; startMs: number; worked: WorkedShift };

/**
 * assignWorker for many (shift, worker) pairs, in order: an unknown worker (404), one on the shift
 * already (ALREADY_ASSIGNED), a full shift (SHIFT_FULL), then every rule of checkWorker
 * (assignmentVerdict: refusals, and warnings unless accepted) on the worker's shifts in the rule
 * window, those accepted earlier in the batch included. Written: the assignments with their
 * accepted warnings, one audit entry each, and on a published roster the worker's mail.
 * With `write`, the workers' rows are locked first (after the shifts: the caller locked existing
 * ones with shiftsOfRosters), as assignWorker locks the shift's row and then the worker's.
 */
export async function assignWorkers(
  tx: DbOrTx,
  env: RosterEnv,
  actorId: string,
  items: { shift: BatchShift; workerId: string }[],
  opts: { acceptWarnings: boolean; write: boolean },
): Promise<{ outcomes: Outcome<{ assignmentId: string; warnings: AssignmentWarning[] }>[]; mailed: number }> {
  if (!items.length) return { outcomes: [], mailed: 0 };
  const workerIds = [...new Set(items.map((i) => i.workerId))].sort();
  const ids = arrayOf(workerIds, 'uuid');
  if (opts.write) await tx.execute(sql`select id from workers where id = any(${ids}) order by id for update`);
  const people = new Map<string, { name: string; email: string | null; status: string }>();
  for (const r of (
    await tx.execute(sql`select id, client_name as name, contact_email as email, status from workers where id = any(${ids})`)
  ).rows as { id: string; name: string; email: string | null; status: string }[])
    people.set(r.id, r);
  const dns = new Set(
    (
      (await tx.execute(sql`select client_id, worker_id from client_do_not_send where worker_id = any(${ids})`)).rows as {
        client_id: string;
        worker_id: string;
      }[]
    ).map((r) => `${r.client_id}|${r.worker_id}`),
  );
  const types = [...new Set(items.flatMap((i) => i.shift.requiredCertificateTypeIds))];
  const certs = new Map<string, { typeId: string; issueDate: string | null; expiryDate: string | null }[]>();
  if (types.length)
    for (const r of (
      await tx.execute(sql`select worker_id, type_id, issue_date::text as issue, expiry_date::text as expiry
        from worker_certificates where worker_id = any(${ids}) and type_id = any(${arrayOf(types, 'uuid')})`)
    ).rows as { worker_id: string; type_id: string; issue: string | null; expiry: string | null }[]) {
      if (!certs.has(r.worker_id)) certs.set(r.worker_id, []);
      certs.get(r.worker_id)!.push({ typeId: r.type_id, issueDate: r.issue, expiryDate: r.expiry });
    }
  const windowOf = new Map<string, ReturnType<typeof ruleWindow>>();
  const windows = items.map((i) => {
    let w = windowOf.get(i.shift.date);
    if (!w) windowOf.set(i.shift.date, (w = ruleWindow(i.shift.date)));
    return w;
  });
  const from = new Date(Math.min(...windows.map((w) => w.from.getTime())));
  const to = new Date(Math.max(...windows.map((w) => w.to.getTime())));
  const held = new Map<string, Held[]>();
  for (const r of (
    await tx.execute(sql`select worker_id, shift_id, floor(extract(epoch from starts_at) * 1000)::bigint as s,
        floor(extract(epoch from ends_at) * 1000)::bigint as e, rostered_minutes as m
      from roster_assignments where worker_id = any(${ids})
        and starts_at >= ${from.toISOString()}::timestamptz and starts_at < ${to.toISOString()}::timestamptz`)
  ).rows as { worker_id: string; shift_id: string; s: string | number; e: string | number; m: number }[]) {
    if (!held.has(r.worker_id)) held.set(r.worker_id, []);
    const startMs = Number(r.s);
    held.get(r.worker_id)!.push({ shiftId: r.shift_id, startMs, worked: workedShift(startMs, Number(r.e), r.m) });
  }

  const outcomes: Outcome<{ assignmentId: string; warnings: AssignmentWarning[] }>[] = [];
  type Row = {
    id: string;
    shiftId: string;
    workerId: string;
    startsAt: Date;
    endsAt: Date;
    rosteredMinutes: number;
    acceptedWarnings: string[];
    createdBy: string;
  };
  // The rows are written while the next ones are checked (the rules read nothing the writes change).
  const rows = opts.write
    ? new BulkInsert<Row>(tx, 'roster_assignments', [
        ['id', 'uuid', (r) => r.id],
        ['shift_id', 'uuid', (r) => r.shiftId],
        ['worker_id', 'uuid', (r) => r.workerId],
        ['starts_at', 'timestamptz', (r) => r.startsAt],
        ['ends_at', 'timestamptz', (r) => r.endsAt],
        ['rostered_minutes', 'int', (r) => r.rosteredMinutes],
        ['accepted_warnings', 'text[]', (r) => arrayLiteral(r.acceptedWarnings)],
        ['created_by', 'uuid', (r) => r.createdBy],
      ])
    : null;
  const audits: AuditEntry[] = [];
  const published: string[] = [];
  for (const [n, { shift, workerId }] of items.entries()) {
    let full = false;
    try {
      const w = people.get(workerId);
      if (!w) throw notFound('No such worker');
      if (shift.assigned.has(workerId)) throw rosterConflict('ALREADY_ASSIGNED', 'This worker is on this shift already');
      if (shift.filled >= shift.headcount)
        throw rosterConflict('SHIFT_FULL', 'Every place on this shift is taken', {
          headcount: shift.headcount,
          filled: shift.filled,
        });
      const window = windows[n]!;
      const mine = held.get(workerId) ?? [];
      const others = mine
        .filter((h) => h.shiftId !== shift.shiftId && h.startMs >= window.from.getTime() && h.startMs < window.to.getTime())
        .map((h) => h.worked);
      const valid = new Set(
        shift.requiredCertificateTypeIds.length
          ? (certs.get(workerId) ?? [])
              .filter((c) => shift.requiredCertificateTypeIds.includes(c.typeId) && certificateValidOn(c, shift.date))
              .map((c) => c.typeId)
          : [],
      );
      const verdict = assignmentVerdict(
        {
          status: w.status,
          doNotSend: dns.has(`${shift.clientId}|${workerId}`),
          certificatesHeld: valid.size,
          certificatesRequired: shift.requiredCertificateTypeIds.length,
          others,
        },
        candidateOf(shift),
      );
      const warnings = enforce(
        { workerId, workerName: w.name, contactEmail: w.email, ...verdict },
        opts.acceptWarnings,
      );
      const id = randomUUID();
      mine.push({
        shiftId: shift.shiftId,
        startMs: shift.startsAt.getTime(),
        worked: workedShift(shift.startsAt.getTime(), shift.endsAt.getTime(), shift.rosteredMinutes),
      });
      held.set(workerId, mine);
      shift.filled += 1;
      shift.assigned.set(workerId, id);
      if (rows) {
        full = rows.add({
          id,
          shiftId: shift.shiftId,
          workerId,
          startsAt: shift.startsAt,
          endsAt: shift.endsAt,
          rosteredMinutes: shift.rosteredMinutes,
          acceptedWarnings: warnings,
          createdBy: actorId,
        });
        audits.push({
          actorId,
          action: 'roster.assign',
          entityType: 'roster_assignment',
          entityId: id,
          after: { shiftId: shift.shiftId, workerId, acceptedWarnings: warnings },
        });
        if (shift.rosterStatus === 'published') published.push(id);
      }
      outcomes.push({ ok: true, value: { assignmentId: id, warnings } });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      outcomes.push({ ok: false, error: err });
    }
    if (full && rows) await rows.send();
  }
  let mailed = 0;
  if (rows) {
    await rows.end();
    await writeAudits(tx, audits);
    mailed = await queueShiftMails(tx, env.publicUrl, published, 'assigned');
  }
  return { outcomes, mailed };
}

// ---------------------------------------------------------------- attendance

/** The assignment an attendance is recorded for. */
export type AttendanceTarget = {
  id: string;
  workerId: string;
  rosterId: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  breakMinutes: number;
};

/** One attendance as entered: clock times "HH:MM" (clock-in null: a no-show); actualBreak null = the rostered break. */
export type AttendanceInput = { clockIn: string | null; clockOut: string | null; note: string | null; actualBreak: number | null };

type AttendanceRow = typeof rosterAttendance.$inferSelect;

/**
 * The attendance entries of many assignments, each with the sheet's rules in the order the sheet
 * applies them: not before the shift starts (time guard), not on a shift paid in a pay run, a break
 * no longer than the time on site; the paid times and status computed (attendanceValues). The sheet
 * lock is the caller's (openSheet, or recordAttendances). Written: inserts (multi-row) or updates,
 * one audit entry each, and the `attendancesChanged` hook for all of them (pay recomputes each worker's week once).
 */
export async function writeAttendances(
  tx: DbOrTx,
  actor: Actor,
  items: { a: AttendanceTarget; e: AttendanceInput }[],
  opts: { step: number; reason: string | null | undefined; lockedRosters: ReadonlySet<string>; write: boolean },
): Promise<Outcome<{ before: AttendanceRow | null }>[]> {
  if (!items.length) return [];
  const assignmentIds = items.map((i) => i.a.id);
  const paid = await lockedPayRuns(tx, assignmentIds);
  const befores = new Map<string, AttendanceRow>();
  for (let i = 0; i < assignmentIds.length; i += 5000)
    for (const r of await tx
      .select()
      .from(rosterAttendance)
      .where(sql`${rosterAttendance.assignmentId} = any(${arrayOf(assignmentIds.slice(i, i + 5000), 'uuid')})`))
      befores.set(r.assignmentId, r);
  const now = clockNow();
  // New attendance is written while the next rows are checked (the rules read nothing the writes change).
  const inserts = opts.write
    ? new BulkInsert<typeof rosterAttendance.$inferInsert>(tx, 'roster_attendance', [
        ['assignment_id', 'uuid', (r) => r.assignmentId],
        ['clock_in_raw', 'text', (r) => r.clockInRaw],
        ['clock_out_raw', 'text', (r) => r.clockOutRaw],
        ['clock_in_at', 'timestamptz', (r) => r.clockInAt],
        ['clock_out_at', 'timestamptz', (r) => r.clockOutAt],
        ['actual_break_minutes', 'int', (r) => r.actualBreakMinutes],
        ['paid_start_at', 'timestamptz', (r) => r.paidStartAt],
        ['paid_end_at', 'timestamptz', (r) => r.paidEndAt],
        ['paid_minutes', 'int', (r) => r.paidMinutes],
        ['rounding_step_minutes', 'int', (r) => r.roundingStepMinutes],
        ['status', 'text', (r) => r.status],
        ['late_minutes', 'int', (r) => r.lateMinutes],
        ['early_minutes', 'int', (r) => r.earlyMinutes],
        ['note', 'text', (r) => r.note],
        ['entered_by', 'uuid', (r) => r.enteredBy],
        ['entered_at', 'timestamptz', (r) => r.enteredAt],
        ['updated_by', 'uuid', (r) => r.updatedBy],
        ['updated_at', 'timestamptz', (r) => r.updatedAt],
      ])
    : null;
  const updates: { id: string; values: Partial<AttendanceRow> }[] = [];
  const audits: AuditEntry[] = [];
  const changed: AttendanceTarget[] = [];
  const out: Outcome<{ before: AttendanceRow | null }>[] = [];
  for (const { a, e } of items) {
    let full = false;
    try {
      refuseBeforeStart(a.startsAt);
      const run = paid.get(a.id);
      if (run) throw paidConflict(run, 'change this attendance');
      const v = attendanceValues(a, e, opts.step);
      if (v.problem !== null) throw breakTooLong(v.problem);
      const r = v.result;
      const before = befores.get(a.id) ?? null;
      if (opts.write) {
        const values = {
          clockInRaw: e.clockIn,
          clockOutRaw: e.clockIn === null ? null : e.clockOut,
          clockInAt: v.clockInAt,
          clockOutAt: v.clockOutAt,
          actualBreakMinutes: v.actualBreak,
          paidStartAt: r.paidStart,
          paidEndAt: r.paidEnd,
          paidMinutes: r.paidMinutes,
          roundingStepMinutes: opts.step,
          status: r.status,
          lateMinutes: r.lateMinutes,
          earlyMinutes: r.earlyMinutes,
          note: e.note,
        };
        // An excuse is for a no-show only (decision 026): attended times clear it.
        const excuse = r.status === 'no_show' ? {} : { absenceExcuse: null, absenceExcuseNote: null, absenceExcusedBy: null, absenceExcusedAt: null };
        if (before) updates.push({ id: before.id, values: { ...values, ...excuse, updatedBy: actor.id, updatedAt: now } });
        else if (inserts)
          full = inserts.add({ assignmentId: a.id, ...values, enteredBy: actor.id, enteredAt: now, updatedBy: actor.id, updatedAt: now });
        audits.push({
          actorId: actor.id,
          action: before ? (opts.lockedRosters.has(a.rosterId) ? 'attendance.edit_locked' : 'attendance.edit') : 'attendance.enter',
          entityType: 'roster_attendance',
          entityId: a.id,
          before: before
            ? {
                clockInRaw: before.clockInRaw,
                clockOutRaw: before.clockOutRaw,
                actualBreakMinutes: before.actualBreakMinutes,
                status: before.status,
                paidMinutes: before.paidMinutes,
                ...(before.absenceExcuse ? { absenceExcuse: before.absenceExcuse } : {}),
              }
            : null,
          after: {
            clockInRaw: values.clockInRaw,
            clockOutRaw: values.clockOutRaw,
            actualBreakMinutes: v.actualBreak,
            status: r.status,
            paidMinutes: r.paidMinutes,
            reason: opts.reason ?? null,
          },
        });
        changed.push(a);
      }
      out.push({ ok: true, value: { before } });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.push({ ok: false, error: err });
    }
    if (full && inserts) await inserts.send();
  }
  if (inserts) {
    await inserts.end();
    for (const u of updates) await tx.update(rosterAttendance).set(u.values).where(sql`${rosterAttendance.id} = ${u.id}`);
    await writeAudits(tx, audits);
    // Pay recomputes each worker's week once (the pay module's hook).
    await emitAttendancesChanged(
      tx,
      changed.map((a) => ({ assignmentId: a.id, workerId: a.workerId, date: a.date, actorId: actor.id })),
    );
  }
  return out;
}

/**
 * recordAttendance for many assignments: the sheets' lock rule (a locked sheet: hr or admin with a
 * reason), then writeAttendances. With `write`, the rosters' rows are locked as openSheet locks one.
 */
export async function recordAttendances(
  tx: DbOrTx,
  actor: Actor,
  items: { a: AttendanceTarget; e: AttendanceInput }[],
  opts: { step: number; reason: string | null; write: boolean },
): Promise<Outcome<{ before: AttendanceRow | null }>[]> {
  if (!items.length) return [];
  const rosterIds = [...new Set(items.map((i) => i.a.rosterId))].sort();
  const sheets = (
    await tx.execute(sql`select id, attendance_locked_at is not null as locked from rosters
      where id = any(${arrayOf(rosterIds, 'uuid')}) order by id ${opts.write ? sql`for update` : sql``}`)
  ).rows as { id: string; locked: boolean }[];
  const locked = new Set(sheets.filter((r) => r.locked).map((r) => r.id));
  const out: (Outcome<{ before: AttendanceRow | null }> | null)[] = items.map((i) => {
    const problem = sheetLockProblem(locked.has(i.a.rosterId), actor, opts.reason);
    return problem ? { ok: false, error: problem } : null;
  });
  const open = items.filter((_, n) => out[n] === null);
  const written = await writeAttendances(tx, actor, open, { ...opts, lockedRosters: locked });
  let k = 0;
  return out.map((o) => o ?? written[k++]!);
}
