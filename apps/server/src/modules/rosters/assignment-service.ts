import { shiftRate } from '@wf/shared/domain/pay/shift-pay';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AssignmentWarning,
  EligibleWorker,
  FillFromRegularsResult,
  RegularRow,
  assignBody,
  eligibleWorkersQuery,
  fillFromRegularsBody,
  regularBody,
  swapBody,
} from '@wf/shared/contracts/rosters/rosters';
import {
  MAX_DAY_MINUTES,
  MAX_WEEK_MINUTES,
  MIN_REST_MINUTES,
  sgtInstant,
  addDays,
  weekStart,
} from '@wf/shared/domain/rosters/roster-rules';
import { maskId, UNAPPROVED_WORKER_STATUSES } from '@wf/shared/domain/workers/status-machine';
import type { DbOrTx } from '../../db/client.ts';
import { sqlList } from '../../db/enum-column.ts';
import {
  projectLocations,
  projectPositions,
  rosterAssignments,
  rosterAttendance,
  rosterRegulars,
  workers,
} from '../../db/schema/index.ts';
import { badRequest, isUniqueViolation, notFound } from '../../http/errors.ts';
import { iso } from '../../http/list-helpers.ts';
import { auditInsert, writeAudit } from '../audit/index.ts';
import { getShiftRow } from './roster-queries.ts';
import { checkWorker, enforce, loadShift, ruleWindow, rosterConflict, type ShiftContext } from './roster-rules-db.ts';
import { queueShiftMails, shiftMailWrites } from './roster-mail.ts';
import type { RosterEnv } from './roster-service.ts';
import { shiftEnded } from '@wf/shared/domain/rosters/staffing';
import { now as clockNow } from '@wf/shared/domain/clock';

/**
 * Whether a change to this shift is mailed to its workers: only on a published roster, and only
 * while the shift has not ended. Assigning to an ended shift records who worked it (the office
 * back-fills); a confirmation request for a shift in the past would only confuse the worker.
 */
const mailsWorkers = (shift: Pick<ShiftContext, 'rosterStatus' | 'endsAt'>): boolean =>
  shift.rosterStatus === 'published' && !shiftEnded(shift.endsAt, clockNow());

// ---------------------------------------------------------------- picker

/**
 * The picker counts its first rank (eligible, no minutes this week) up to here; past it the page
 * says "more than" (totalCapped), so the count never walks the whole pool (issue 35).
 */
export const PICKER_COUNT_CAP = 100;

type PickerRow = {
  id: string;
  name: string;
  employee_code: string | null;
  contact_number: string | null;
  id_number: string;
  status: string;
  dns: boolean;
  certs_ok: boolean;
  overlap: boolean;
  short_rest: boolean;
  day_minutes: number;
  week_minutes: number;
  is_regular: boolean;
  /** The worker's own hourly rate, if any. */
  worker_rate: number | null;
  total: number;
};

/**
 * Workers for a shift, eligible first and ranked: required certificates valid on the date, not
 * already working that day, fewest rostered hours this week, then by name. Searchable by name,
 * employee code, phone or the last four characters of the ID. With includeIneligible, refused
 * workers follow, each with its reasons. One query: the week's assignments are aggregated once.
 */
export async function eligibleWorkers(
  db: DbOrTx,
  shiftId: string,
  q: z.output<typeof eligibleWorkersQuery>,
  /**
   * fullRanking: rank every worker in one pass (the bounded ranks skipped; tests compare the two).
   * countCap: where counting the first rank stops (PICKER_COUNT_CAP; tests set a small one).
   */
  opts: { fullRanking?: boolean; countCap?: number } = {},
) {
  const shift = await loadShift(db, shiftId);
  const window = ruleWindow(shift.date);
  const monday = weekStart(shift.date);
  const weekFrom = sgtInstant(monday, 0).toISOString();
  const weekTo = sgtInstant(addDays(monday, 7), 0).toISOString();
  const dayFrom = sgtInstant(shift.date, 0).toISOString();
  const dayTo = sgtInstant(addDays(shift.date, 1), 0).toISOString();
  const start = shift.startsAt.toISOString();
  const end = shift.endsAt.toISOString();
  const rest = `${MIN_REST_MINUTES} minutes`;
  const types = shift.requiredCertificateTypeIds;
  const typeList = types.length
    ? sql.join(
        types.map((t) => sql`${t}::uuid`),
        sql`, `,
      )
    : sql`null::uuid`;
  const search = q.search?.trim();
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const digits = search ? search.replace(/[\s+-]/g, '') : '';
  const searchCond = search
    ? sql`and (w.client_name ilike ${like} or w.employee_code ilike ${like}
          ${digits.length >= 3 && /^\d+$/.test(digits) ? sql`or w.contact_number like ${`%${digits}%`}` : sql``}
          ${search.length === 4 ? sql`or right(upper(w.id_number), 4) = ${search.toUpperCase()}` : sql``})`
    : sql``;
  const statusCond = q.includeIneligible ? sql`w.status not in (${sqlList(UNAPPROVED_WORKER_STATUSES)})` : sql`w.status = 'active'`;
  const eligibleCond = sql`(c.status = 'active' and not c.dns and c.certs_ok and not c.overlap)`;
  const offset = (q.page - 1) * q.pageSize;
  const certsOk = (w: SQL) =>
    types.length
      ? sql`(select count(distinct wc.type_id) from worker_certificates wc where wc.worker_id = ${w} and wc.type_id in (${typeList})
          and (wc.expiry_date is null or wc.expiry_date >= ${shift.date}::date)
          and (wc.issue_date is null or wc.issue_date <= ${shift.date}::date)) >= ${types.length}`
      : sql`true`;
  const overlapOf = (w: SQL) => sql`exists (select 1 from roster_assignments a where a.worker_id = ${w}
      and a.starts_at >= ${window.from.toISOString()}::timestamptz and a.starts_at < ${window.to.toISOString()}::timestamptz
      and a.shift_id <> ${shift.shiftId}::uuid and a.starts_at < ${end}::timestamptz and a.ends_at > ${start}::timestamptz)`;
  const shortRestOf = (w: SQL) => sql`exists (select 1 from roster_assignments a where a.worker_id = ${w}
      and a.starts_at >= ${window.from.toISOString()}::timestamptz and a.starts_at < ${window.to.toISOString()}::timestamptz
      and a.shift_id <> ${shift.shiftId}::uuid
      and not (a.starts_at < ${end}::timestamptz and a.ends_at > ${start}::timestamptz)
      and a.ends_at <> ${start}::timestamptz and a.starts_at <> ${end}::timestamptz
      and a.starts_at < ${end}::timestamptz + ${rest}::interval
      and a.ends_at > ${start}::timestamptz - ${rest}::interval)`;
  const isRegularOf = (w: SQL) =>
    sql`exists (select 1 from roster_regulars r where r.location_id = ${shift.locationId}::uuid and r.worker_id = ${w})`;
  // Eligible apart from the hours: not on this shift, not do-not-send, certified, not overlapping.
  const eligibleOf = (
    w: SQL,
  ) => sql`not exists (select 1 from roster_assignments x where x.shift_id = ${shift.shiftId}::uuid and x.worker_id = ${w})
      and not exists (select 1 from client_do_not_send d where d.client_id = ${shift.clientId}::uuid and d.worker_id = ${w})
      and ${certsOk(w)} and not ${overlapOf(w)}`;
  if (!q.includeIneligible && !opts.fullRanking) {
    // The eligible workers in their ranks, never all workers ranked (issue 35). The first rank is
    // every eligible worker without rostered minutes this week (so none that day either), by name:
    // walked in (status, lower(name), id) index order with per-worker index probes and LIMIT, so it
    // costs the page (and the count's cap), not the pool. It is counted up to the cap; past it the
    // total is a lower bound (totalCapped). Only when the first rank ends before the cap are the
    // other ranks (the workers with minutes this week, found from the week's assignments) read.
    const cap = Math.max(opts.countCap ?? PICKER_COUNT_CAP, offset + q.pageSize);
    const first = await db.execute(sql`
      with zero as (
        select w.id, w.client_name as name, w.employee_code, w.contact_number, w.id_number, w.status, w.hourly_rate_cents as worker_rate
        from workers w
        where w.status = 'active' ${searchCond}
          -- one probe of the worker's assignments for both the week's minutes and an overlap (an
          -- overlapping shift starts within a day before this one: a shift lasts under 24 hours)
          and not exists (select 1 from roster_assignments a where a.worker_id = w.id
            and a.starts_at >= least(${weekFrom}::timestamptz, greatest(${window.from.toISOString()}::timestamptz, ${start}::timestamptz - interval '1 day'))
            and a.starts_at < greatest(${weekTo}::timestamptz, least(${window.to.toISOString()}::timestamptz, ${end}::timestamptz))
            and a.shift_id <> ${shift.shiftId}::uuid
            and ((a.starts_at >= ${weekFrom}::timestamptz and a.starts_at < ${weekTo}::timestamptz and a.rostered_minutes > 0)
              or (a.starts_at >= ${window.from.toISOString()}::timestamptz and a.starts_at < ${end}::timestamptz and a.ends_at > ${start}::timestamptz)))
          and not exists (select 1 from roster_assignments x where x.shift_id = ${shift.shiftId}::uuid and x.worker_id = w.id)
          and not exists (select 1 from client_do_not_send d where d.client_id = ${shift.clientId}::uuid and d.worker_id = w.id)
          and ${certsOk(sql`w.id`)}
        order by lower(w.client_name), w.id
        limit ${cap + 1}
      ),
      page as (select * from zero order by lower(name), id offset ${offset} limit ${q.pageSize})
      select p.*, false as dns, true as certs_ok, false as overlap, ${shortRestOf(sql`p.id`)} as short_rest,
        0 as day_minutes, 0 as week_minutes, ${isRegularOf(sql`p.id`)} as is_regular, t.n as total
      from (select count(*)::int as n from zero) t left join page p on true
      order by lower(p.name), p.id`);
    // (one row with no worker when the page is past the first rank: it still carries the count)
    const zeroCount = (first.rows[0] as PickerRow).total;
    const zeroRows = (first.rows as PickerRow[]).filter((r) => r.id !== null);
    if (zeroCount > cap) return pickerPage(zeroRows, shift, q, cap, true);
    // The first rank ended (zeroCount workers): the page goes on into the workers with minutes
    // this week, ranked as before (not working that day first, fewest minutes, name).
    const rest = await db.execute(sql`
      with week as (
        select a.worker_id,
          coalesce(sum(a.rostered_minutes) filter (where a.starts_at >= ${dayFrom}::timestamptz and a.starts_at < ${dayTo}::timestamptz), 0)::int as day_minutes,
          sum(a.rostered_minutes)::int as week_minutes
        from roster_assignments a
        where a.starts_at >= ${weekFrom}::timestamptz and a.starts_at < ${weekTo}::timestamptz and a.shift_id <> ${shift.shiftId}::uuid
        group by a.worker_id
        having sum(a.rostered_minutes) > 0
      ),
      ranked as (
        select w.id, w.client_name as name, w.employee_code, w.contact_number, w.id_number, w.status, w.hourly_rate_cents as worker_rate,
          k.day_minutes, k.week_minutes
        from week k join workers w on w.id = k.worker_id
        where w.status = 'active' ${searchCond} and ${eligibleOf(sql`w.id`)}
      ),
      page as (
        select * from ranked order by (day_minutes > 0) asc, week_minutes asc, lower(name) asc, id asc
        offset ${Math.max(0, offset - zeroCount)} limit ${q.pageSize - zeroRows.length}
      )
      select p.*, false as dns, true as certs_ok, false as overlap, ${shortRestOf(sql`p.id`)} as short_rest,
        ${isRegularOf(sql`p.id`)} as is_regular, t.n as total
      from (select count(*)::int as n from ranked) t left join page p on true
      order by (p.day_minutes > 0) asc, p.week_minutes asc, lower(p.name) asc, p.id asc`);
    const restCount = (rest.rows[0] as PickerRow).total;
    const restRows = (rest.rows as PickerRow[]).filter((r) => r.id !== null);
    return pickerPage([...zeroRows, ...restRows], shift, q, zeroCount + restCount);
  }
  const res = await db.execute(sql`
    with near as (
      select a.worker_id,
        bool_or(a.starts_at < ${end}::timestamptz and a.ends_at > ${start}::timestamptz) as overlap,
        bool_or(not (a.starts_at < ${end}::timestamptz and a.ends_at > ${start}::timestamptz)
          and a.ends_at <> ${start}::timestamptz and a.starts_at <> ${end}::timestamptz
          and a.starts_at < ${end}::timestamptz + ${rest}::interval
          and a.ends_at > ${start}::timestamptz - ${rest}::interval) as short_rest,
        coalesce(sum(a.rostered_minutes) filter (where a.starts_at >= ${dayFrom}::timestamptz and a.starts_at < ${dayTo}::timestamptz), 0)::int as day_minutes,
        coalesce(sum(a.rostered_minutes) filter (where a.starts_at >= ${weekFrom}::timestamptz and a.starts_at < ${weekTo}::timestamptz), 0)::int as week_minutes
      from roster_assignments a
      where a.starts_at >= ${window.from.toISOString()}::timestamptz and a.starts_at < ${window.to.toISOString()}::timestamptz
        and a.shift_id <> ${shift.shiftId}::uuid
      group by a.worker_id
    ),
    certs as (
      select wc.worker_id, count(distinct wc.type_id)::int as n
      from worker_certificates wc
      where wc.type_id in (${typeList})
        and (wc.expiry_date is null or wc.expiry_date >= ${shift.date}::date)
        and (wc.issue_date is null or wc.issue_date <= ${shift.date}::date)
      group by wc.worker_id
    ),
    dn as (select d.worker_id from client_do_not_send d where d.client_id = ${shift.clientId}::uuid),
    rg as (select r.worker_id from roster_regulars r where r.location_id = ${shift.locationId}::uuid),
    os as (select x.worker_id from roster_assignments x where x.shift_id = ${shift.shiftId}::uuid),
    c as (
      select w.id, w.client_name as name, w.employee_code, w.contact_number, w.id_number, w.status, w.hourly_rate_cents as worker_rate,
        dn.worker_id is not null as dns,
        coalesce(ce.n, 0) >= ${types.length} as certs_ok,
        coalesce(n.overlap, false) as overlap,
        coalesce(n.short_rest, false) as short_rest,
        coalesce(n.day_minutes, 0) as day_minutes,
        coalesce(n.week_minutes, 0) as week_minutes,
        rg.worker_id is not null as is_regular
      from workers w
      left join near n on n.worker_id = w.id
      left join certs ce on ce.worker_id = w.id
      left join dn on dn.worker_id = w.id
      left join rg on rg.worker_id = w.id
      left join os on os.worker_id = w.id
      where ${statusCond} ${searchCond} and os.worker_id is null
    )
    select c.*, count(*) over ()::int as total from c
    ${q.includeIneligible ? sql`` : sql`where ${eligibleCond}`}
    order by ${eligibleCond} desc, c.certs_ok desc, (c.day_minutes > 0) asc, c.week_minutes asc, lower(c.name) asc, c.id asc
    limit ${q.pageSize} offset ${offset}`);
  const rows = res.rows as PickerRow[];
  return pickerPage(rows, shift, q, rows[0]?.total ?? 0);
}

/** The picker's rows as the contract's page, each with its refusal and warning codes. */
function pickerPage(
  rows: PickerRow[],
  shift: ShiftContext,
  q: z.output<typeof eligibleWorkersQuery>,
  total: number,
  totalCapped = false,
) {
  const shiftMinutes = shift.rosteredMinutes;
  const items: EligibleWorker[] = rows.map((r) => {
    const refusals: EligibleWorker['refusals'] = [];
    if (r.status === 'blacklisted') refusals.push('WORKER_BLACKLISTED');
    else if (r.status !== 'active') refusals.push('WORKER_NOT_ACTIVE');
    if (r.dns) refusals.push('DO_NOT_SEND');
    if (!r.certs_ok) refusals.push('CERTIFICATE_MISSING');
    if (r.overlap) refusals.push('OVERLAPPING_SHIFT');
    const warnings: AssignmentWarning[] = [];
    if (r.day_minutes + shiftMinutes > MAX_DAY_MINUTES) warnings.push('OVER_12_HOURS_DAY');
    if (r.short_rest) warnings.push('REST_UNDER_8_HOURS');
    if (r.week_minutes + shiftMinutes > MAX_WEEK_MINUTES) warnings.push('OVER_44_HOURS_WEEK');
    return {
      workerId: r.id,
      name: r.name,
      employeeCode: r.employee_code,
      contactNumber: r.contact_number,
      idMasked: maskId(r.id_number),
      // The rate this worker would be paid on this shift, and where it comes from (issue 29).
      ...shiftRate(shift, r.worker_rate),
      eligible: refusals.length === 0,
      refusals,
      warnings,
      certificatesValid: r.certs_ok,
      workingThatDay: r.day_minutes > 0,
      minutesThisWeek: r.week_minutes,
      isRegular: r.is_regular,
    };
  });
  return { items, total, totalCapped, showsPay: true, page: q.page, pageSize: q.pageSize };
}

// ---------------------------------------------------------------- assign, unassign, swap

/**
 * Assigns a worker to a shift. The shift row is locked first, so two planners taking the last
 * place at once queue: one succeeds, the other gets 409 SHIFT_FULL; the worker's row is locked
 * too, so one worker is never put on two overlapping shifts at once. Four statements in the
 * transaction: the locks (with the shift's and the worker's facts); the assignment (and, on a
 * published roster, its link and mail) written in the statement that reads every rule's facts as
 * they were before it, the transaction rolled back when a rule refuses; the accepted warnings
 * (only when there are some); the audit entry written with the shift read back.
 */
export async function assignWorker(env: RosterEnv, actorId: string, shiftId: string, b: z.output<typeof assignBody>) {
  const result = await env.db.transaction(async (tx) => {
    const shift = await loadShift(tx, shiftId, true, { lockWorkerId: b.workerId });
    const worker = shift.lockedWorker;
    if (!worker) throw notFound('No such worker');
    const id = randomUUID();
    const mail = mailsWorkers(shift)
      ? shiftMailWrites(
          tx,
          env.publicUrl,
          [
            {
              assignmentId: id,
              email: worker.email,
              name: worker.name,
              date: shift.date,
              startsAt: shift.startsAt,
              endsAt: shift.endsAt,
              breakMinutes: shift.breakMinutes,
              position: shift.position,
              ...shift.site,
            },
          ],
          'assigned',
        )
      : { writes: [], queued: 0 };
    const insert = tx.insert(rosterAssignments).values({
      id,
      shiftId: shift.shiftId,
      workerId: b.workerId,
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
      rosteredMinutes: shift.rosteredMinutes,
      acceptedWarnings: [],
      createdBy: actorId,
    });
    const check = await checkWorker(tx, shift, b.workerId, { with: [insert, ...mail.writes] }).catch((err: unknown) => {
      if (isUniqueViolation(err, 'roster_assignments_shift_worker_uq'))
        throw rosterConflict('ALREADY_ASSIGNED', 'This worker is on this shift already');
      throw err;
    });
    if (check.alreadyOnShift) throw rosterConflict('ALREADY_ASSIGNED', 'This worker is on this shift already');
    if (check.filled >= shift.headcount)
      throw rosterConflict('SHIFT_FULL', 'Every place on this shift is taken', {
        headcount: shift.headcount,
        filled: check.filled,
      });
    const warnings = enforce(check, b.acceptWarnings);
    if (warnings.length)
      await tx.update(rosterAssignments).set({ acceptedWarnings: warnings }).where(eq(rosterAssignments.id, id));
    const audit = auditInsert(tx, {
      actorId,
      action: 'roster.assign',
      entityType: 'roster_assignment',
      entityId: id,
      after: { shiftId: shift.shiftId, workerId: b.workerId, acceptedWarnings: warnings },
    });
    return { shift: await getShiftRow(tx, shiftId, [audit]), warnings, mailed: mail.queued };
  });
  if (result.mailed) env.kickMail();
  return { shift: result.shift, warnings: result.warnings };
}

async function lockAssignment(tx: DbOrTx, id: string) {
  const a = (await tx.select().from(rosterAssignments).where(eq(rosterAssignments.id, id)).for('update'))[0];
  if (!a) throw notFound('No such assignment');
  const att = await tx
    .select({ id: rosterAttendance.id })
    .from(rosterAttendance)
    .where(eq(rosterAttendance.assignmentId, id));
  return { ...a, hasAttendance: att.length > 0 };
}

export async function unassignWorker(env: RosterEnv, actorId: string, assignmentId: string) {
  const result = await env.db.transaction(async (tx) => {
    const pre = (
      await tx
        .select({ shiftId: rosterAssignments.shiftId })
        .from(rosterAssignments)
        .where(eq(rosterAssignments.id, assignmentId))
    )[0];
    if (!pre) throw notFound('No such assignment');
    const shift = await loadShift(tx, pre.shiftId, true);
    const a = await lockAssignment(tx, assignmentId);
    if (a.hasAttendance)
      throw rosterConflict('ATTENDANCE_RECORDED', 'Attendance was recorded for this worker; clear it first');
    const mailed = mailsWorkers(shift) ? await queueShiftMails(tx, env.publicUrl, [assignmentId], 'removed') : 0;
    await tx.delete(rosterAssignments).where(eq(rosterAssignments.id, assignmentId));
    await writeAudit(tx, {
      actorId,
      action: 'roster.unassign',
      entityType: 'roster_assignment',
      entityId: assignmentId,
      before: { shiftId: a.shiftId, workerId: a.workerId, confirmation: a.confirmation },
    });
    return { shift: await getShiftRow(tx, shift.shiftId), mailed };
  });
  if (result.mailed) env.kickMail();
  return result.shift;
}

/** The two workers trade shifts; each is checked on the other's shift as if the swap were done. */
export async function swapWorkers(env: RosterEnv, actorId: string, b: z.output<typeof swapBody>) {
  if (b.assignmentId === b.otherAssignmentId)
    throw badRequest('Choose two different assignments', { otherAssignmentId: 'validation.invalid' });
  const result = await env.db.transaction(async (tx) => {
    const pre = await tx
      .select({ id: rosterAssignments.id, shiftId: rosterAssignments.shiftId })
      .from(rosterAssignments)
      .where(inArray(rosterAssignments.id, [b.assignmentId, b.otherAssignmentId]));
    if (pre.length !== 2) throw notFound('No such assignment');
    const shiftIds = [...new Set(pre.map((p) => p.shiftId))].sort();
    if (shiftIds.length === 1)
      throw badRequest('Both workers are on the same shift', { otherAssignmentId: 'validation.invalid' });
    const shifts = new Map<string, ShiftContext>();
    for (const id of shiftIds) shifts.set(id, await loadShift(tx, id, true));
    const a = await lockAssignment(tx, b.assignmentId);
    const o = await lockAssignment(tx, b.otherAssignmentId);
    if (a.hasAttendance || o.hasAttendance)
      throw rosterConflict('ATTENDANCE_RECORDED', 'Attendance was recorded for one of them; clear it first');
    const ignore = [a.id, o.id];
    const toO = shifts.get(o.shiftId)!;
    const toA = shifts.get(a.shiftId)!;
    const [first, second] = [a.workerId, o.workerId].sort();
    const checks = new Map<string, Awaited<ReturnType<typeof checkWorker>>>();
    for (const [workerId, shift] of [
      [first!, first === a.workerId ? toO : toA],
      [second!, second === a.workerId ? toO : toA],
    ] as const) {
      const check = await checkWorker(tx, shift, workerId, { lock: true, ignoreAssignmentIds: ignore });
      if (check.alreadyOnShift)
        throw rosterConflict('ALREADY_ASSIGNED', 'One of the workers is on the other shift already');
      checks.set(workerId, check);
    }
    const warnings = [
      ...new Set([
        ...enforce(checks.get(a.workerId)!, b.acceptWarnings),
        ...enforce(checks.get(o.workerId)!, b.acceptWarnings),
      ]),
    ];
    const move = (id: string, s: ShiftContext, accepted: AssignmentWarning[]) =>
      tx
        .update(rosterAssignments)
        .set({
          shiftId: s.shiftId,
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          rosteredMinutes: s.rosteredMinutes,
          confirmation: 'none',
          confirmedAt: null,
          acceptedWarnings: accepted,
        })
        .where(eq(rosterAssignments.id, id));
    await move(a.id, toO, checks.get(a.workerId)!.warnings);
    await move(o.id, toA, checks.get(o.workerId)!.warnings);
    const published = [a.id, o.id].filter((_, i) => mailsWorkers(i === 0 ? toO : toA));
    const mailed = await queueShiftMails(tx, env.publicUrl, published, 'changed');
    await writeAudit(tx, {
      actorId,
      action: 'roster.swap',
      entityType: 'roster_assignment',
      entityId: a.id,
      before: { [a.id]: a.shiftId, [o.id]: o.shiftId },
      after: { [a.id]: o.shiftId, [o.id]: a.shiftId, acceptedWarnings: warnings },
    });
    return { shifts: [await getShiftRow(tx, a.shiftId), await getShiftRow(tx, o.shiftId)], warnings, mailed };
  });
  if (result.mailed) env.kickMail();
  return { shifts: result.shifts, warnings: result.warnings };
}

/**
 * Fills a shift's open places from its location's regulars (those for this position or any),
 * in the order they were added. A regular who is refused, or has warnings not accepted, is skipped with the codes.
 */
export async function fillFromRegulars(
  env: RosterEnv,
  actorId: string,
  shiftId: string,
  b: z.output<typeof fillFromRegularsBody>,
): Promise<FillFromRegularsResult> {
  const result = await env.db.transaction(async (tx) => {
    const shift = await loadShift(tx, shiftId, true);
    const regulars = await tx
      .select({ workerId: rosterRegulars.workerId, workerName: workers.name })
      .from(rosterRegulars)
      .innerJoin(workers, eq(workers.id, rosterRegulars.workerId))
      .where(
        and(
          eq(rosterRegulars.locationId, shift.locationId),
          or(isNull(rosterRegulars.positionId), eq(rosterRegulars.positionId, shift.positionId)),
        ),
      )
      .orderBy(asc(rosterRegulars.createdAt), asc(rosterRegulars.id));
    const current = await tx
      .select({ workerId: rosterAssignments.workerId, confirmation: rosterAssignments.confirmation })
      .from(rosterAssignments)
      .where(eq(rosterAssignments.shiftId, shiftId));
    const on = new Set(current.map((c) => c.workerId));
    // A declined place is open for a replacement.
    let filled = current.filter((c) => c.confirmation !== 'declined').length;
    const assigned: FillFromRegularsResult['assigned'] = [];
    const skipped: FillFromRegularsResult['skipped'] = [];
    const newIds: string[] = [];
    for (const r of regulars) {
      if (on.has(r.workerId)) continue;
      if (filled >= shift.headcount) {
        skipped.push({ ...r, codes: ['SHIFT_FULL'] });
        continue;
      }
      const check = await checkWorker(tx, shift, r.workerId, { lock: true });
      if (check.refusals.length || (check.warnings.length && !b.acceptWarnings)) {
        skipped.push({ ...r, codes: [...check.refusals, ...check.warnings] });
        continue;
      }
      const inserted = await tx
        .insert(rosterAssignments)
        .values({
          shiftId,
          workerId: r.workerId,
          startsAt: shift.startsAt,
          endsAt: shift.endsAt,
          rosteredMinutes: shift.rosteredMinutes,
          acceptedWarnings: check.warnings,
          createdBy: actorId,
        })
        .returning({ id: rosterAssignments.id });
      newIds.push(inserted[0]!.id);
      assigned.push(r);
      filled += 1;
    }
    await writeAudit(tx, {
      actorId,
      action: 'roster.fill_from_regulars',
      entityType: 'roster_shift',
      entityId: shiftId,
      after: { assigned: assigned.map((a) => a.workerId), skipped },
    });
    const mailed = mailsWorkers(shift) ? await queueShiftMails(tx, env.publicUrl, newIds, 'assigned') : 0;
    return { shift: await getShiftRow(tx, shiftId), assigned, skipped, mailed };
  });
  if (result.mailed) env.kickMail();
  const { mailed: _m, ...rest } = result;
  return rest;
}

// ---------------------------------------------------------------- regulars

async function regularRows(db: DbOrTx, locationId: string, id?: string): Promise<RegularRow[]> {
  const rows = await db
    .select({
      id: rosterRegulars.id,
      locationId: rosterRegulars.locationId,
      workerId: rosterRegulars.workerId,
      workerName: workers.name,
      employeeCode: workers.employeeCode,
      workerStatus: workers.status,
      positionId: rosterRegulars.positionId,
      position: projectPositions.position,
      createdAt: rosterRegulars.createdAt,
    })
    .from(rosterRegulars)
    .innerJoin(workers, eq(workers.id, rosterRegulars.workerId))
    .leftJoin(projectPositions, eq(projectPositions.id, rosterRegulars.positionId))
    .where(and(eq(rosterRegulars.locationId, locationId), id ? eq(rosterRegulars.id, id) : undefined))
    .orderBy(asc(rosterRegulars.createdAt), asc(rosterRegulars.id));
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
}

async function requireLocation(db: DbOrTx, id: string) {
  const l = (
    await db
      .select({ id: projectLocations.id, projectId: projectLocations.projectId })
      .from(projectLocations)
      .where(eq(projectLocations.id, id))
  )[0];
  if (!l) throw notFound('No such location');
  return l;
}

export async function listRegulars(db: DbOrTx, locationId: string) {
  await requireLocation(db, locationId);
  return { items: await regularRows(db, locationId) };
}

export async function addRegular(env: RosterEnv, actorId: string, locationId: string, b: z.output<typeof regularBody>) {
  return env.db.transaction(async (tx) => {
    const loc = await requireLocation(tx, locationId);
    const w = await tx.select({ id: workers.id }).from(workers).where(eq(workers.id, b.workerId));
    if (!w.length) throw badRequest('No such worker', { workerId: 'validation.invalid' });
    if (b.positionId) {
      const p = await tx
        .select({ id: projectPositions.id })
        .from(projectPositions)
        .where(and(eq(projectPositions.id, b.positionId), eq(projectPositions.projectId, loc.projectId)));
      if (!p.length) throw badRequest("Not one of the project's positions", { positionId: 'validation.invalid' });
    }
    const dup = await tx
      .select({ id: rosterRegulars.id })
      .from(rosterRegulars)
      .where(and(eq(rosterRegulars.locationId, locationId), eq(rosterRegulars.workerId, b.workerId)));
    if (dup.length) throw rosterConflict('ALREADY_REGULAR', 'This worker is a regular of this location already');
    const inserted = await tx
      .insert(rosterRegulars)
      .values({ locationId, workerId: b.workerId, positionId: b.positionId, createdBy: actorId })
      .returning({ id: rosterRegulars.id });
    const id = inserted[0]!.id;
    await writeAudit(tx, {
      actorId,
      action: 'roster.regular_add',
      entityType: 'roster_regular',
      entityId: id,
      after: { locationId, ...b },
    });
    return (await regularRows(tx, locationId, id))[0]!;
  });
}

export async function removeRegular(env: RosterEnv, actorId: string, locationId: string, regularId: string) {
  await env.db.transaction(async (tx) => {
    const before = (await regularRows(tx, locationId, regularId))[0];
    if (!before) throw notFound('No such regular');
    await tx.delete(rosterRegulars).where(eq(rosterRegulars.id, regularId));
    await writeAudit(tx, {
      actorId,
      action: 'roster.regular_remove',
      entityType: 'roster_regular',
      entityId: regularId,
      before,
    });
  });
}
