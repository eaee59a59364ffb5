import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AssignmentRefusal, AssignmentWarning } from '@wf/shared/contracts/rosters/rosters';
import { addDays, sgtDate, sgtInstant, weekStart, type WorkedShift } from '@wf/shared/domain/rosters/roster-rules';
import { assignmentVerdict } from '@wf/shared/domain/rosters/roster-verdicts';
import type { DbOrTx } from '../../db/client.ts';
import { projectLocations, projects } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { writesBefore, type Write } from '../../db/write-together.ts';
import type { RosterStatus } from '@wf/shared/enums/rosters';

/** Everything the assignment rules need to know about one shift. */
export type ShiftContext = {
  shiftId: string;
  rosterId: string;
  rosterStatus: RosterStatus;
  rosterVersion: number;
  date: string;
  locationId: string;
  projectId: string;
  clientId: string;
  positionId: string;
  position: string;
  startsAt: Date;
  endsAt: Date;
  breakMinutes: number;
  headcount: number;
  rosteredMinutes: number;
  /** The shift's rate override and its position's rate (which rate pays: shiftRate in @wf/shared). */
  overrideRateCents: number | null;
  positionRateCents: number;
  requiredCertificateTypeIds: string[];
  /** With loadShift's lockWorkerId: the locked worker's name and e-mail address (null when there is no such worker). */
  lockedWorker?: { name: string; email: string | null } | null;
  /** The place as a shift mail tells it (roster-mail.ts). */
  site: {
    locationName: string;
    address: string;
    siteContactName: string | null;
    siteContactPhone: string | null;
    reportingInstructions: string | null;
  };
};

/** A 409 the UI branches on by its code; `current` carries what it needs to show. */
export const rosterConflict = (code: string, message: string, current?: unknown) =>
  new AppError(409, code, message, undefined, undefined, current);

/**
 * Certificate types a position requires: the project position's own and every type listing the
 * position, as a sorted text[] expression of a project_positions row (so a shift's query carries them).
 */
export const requiredCertificatesOf = (positionId: SQL | AnyColumn, position: SQL | AnyColumn) =>
  sql<string[]>`array(
    select x.id::text from (
      select ct.id from certificate_types ct where ${position} = any(ct.positions)
      union
      select own.required_certificate_type_id from project_positions own
      where own.id = ${positionId} and own.required_certificate_type_id is not null
    ) x order by x.id::text)`;

/** Certificate types a position requires (requiredCertificatesOf), in one query. */
export async function requiredCertificates(tx: DbOrTx, positionId: string, position: string): Promise<string[]> {
  const rows = await tx.execute(
    sql`select ${requiredCertificatesOf(sql`${positionId}::uuid`, sql`${position}::text`)} as ids`,
  );
  return (rows.rows[0] as { ids: string[] }).ids;
}

type ShiftRowFacts = {
  shift_id: string;
  roster_id: string;
  roster_status: RosterStatus;
  roster_version: number;
  date: string;
  location_id: string;
  project_id: string;
  client_id: string;
  position_id: string;
  position: string;
  starts_at: Date | string;
  ends_at: Date | string;
  break_minutes: number;
  headcount: number;
  pay_rate_cents_override: number | null;
  pay_rate_cents: number;
  required: string[];
  locked_worker?: { name: string; email: string | null } | null;
  location_name: string;
  address: string;
  site_contact_name: string | null;
  site_contact_phone: string | null;
  reporting_instructions: string | null;
};

/**
 * Loads one shift, optionally locking its row FOR UPDATE (assignments to it then wait for each
 * other) and then, with `lockWorkerId`, that worker's row too, in the same statement and in that
 * order (the shift's row first, as everywhere; the worker's subquery runs on the locked row).
 */
export async function loadShift(
  tx: DbOrTx,
  shiftId: string,
  lock = false,
  opts: { lockWorkerId?: string } = {},
): Promise<ShiftContext> {
  const facts = sql`
    select rs.id as shift_id, r.id as roster_id, r.status as roster_status, r.version as roster_version,
      r.date::text as date, r.location_id, r.project_id, p.client_id, rs.position_id, pp.position,
      rs.starts_at, rs.ends_at, rs.break_minutes, rs.headcount, rs.pay_rate_cents_override, pp.pay_rate_cents,
      ${requiredCertificatesOf(sql`pp.id`, sql`pp.position`)} as required,
      l.name as location_name, l.formatted_address as address, l.site_contact_name, l.site_contact_phone,
      l.reporting_instructions
    from roster_shifts rs
    join rosters r on r.id = rs.roster_id
    join projects p on p.id = r.project_id
    join project_positions pp on pp.id = rs.position_id
    join project_locations l on l.id = r.location_id
    where rs.id = ${shiftId}::uuid`;
  const res = await tx.execute(
    !lock
      ? facts
      : opts.lockWorkerId
        ? sql`with s as materialized (${facts} for update of rs)
            select s.*, (select json_build_object('name', w.client_name, 'email', w.contact_email)
              from workers w where w.id = ${opts.lockWorkerId}::uuid
              and s.shift_id is not null for update of w) as locked_worker
            from s`
        : sql`${facts} for update of rs`,
  );
  const s = res.rows[0] as ShiftRowFacts | undefined;
  if (!s) throw notFound('No such shift');
  const startsAt = new Date(s.starts_at);
  const endsAt = new Date(s.ends_at);
  const lengthMinutes = (endsAt.getTime() - startsAt.getTime()) / 60_000;
  return {
    shiftId: s.shift_id,
    rosterId: s.roster_id,
    rosterStatus: s.roster_status,
    rosterVersion: s.roster_version,
    date: s.date,
    locationId: s.location_id,
    projectId: s.project_id,
    clientId: s.client_id,
    positionId: s.position_id,
    position: s.position,
    startsAt,
    endsAt,
    breakMinutes: s.break_minutes,
    headcount: s.headcount,
    overrideRateCents: s.pay_rate_cents_override,
    positionRateCents: s.pay_rate_cents,
    rosteredMinutes: Math.max(0, lengthMinutes - s.break_minutes),
    requiredCertificateTypeIds: s.required,
    ...(opts.lockWorkerId ? { lockedWorker: s.locked_worker ?? null } : {}),
    site: {
      locationName: s.location_name,
      address: s.address,
      siteContactName: s.site_contact_name,
      siteContactPhone: s.site_contact_phone,
      reportingInstructions: s.reporting_instructions,
    },
  };
}

/** The window of a worker's shifts the rules look at: the shift's week, and a day either side. */
export function ruleWindow(date: string): { from: Date; to: Date } {
  const monday = weekStart(date);
  return { from: sgtInstant(addDays(monday, -2), 0), to: sgtInstant(addDays(monday, 9), 0) };
}

/** A shift as the assignment rules see it. */
export const candidateOf = (s: { startsAt: Date; endsAt: Date; date: string; rosteredMinutes: number }): WorkedShift => ({
  start: s.startsAt,
  end: s.endsAt,
  date: s.date,
  minutes: s.rosteredMinutes,
});

/** One of a worker's other shifts (its instants in ms) as the rules see it: its date is the Singapore date it starts. */
export const workedShift = (startMs: number, endMs: number, minutes: number): WorkedShift => ({
  start: new Date(startMs),
  end: new Date(endMs),
  date: sgtDate(new Date(startMs)),
  minutes,
});

export type WorkerCheck = {
  workerId: string;
  workerName: string;
  contactEmail: string | null;
  refusals: AssignmentRefusal[];
  warnings: AssignmentWarning[];
};

type WorkerFacts = {
  id: string;
  name: string;
  status: string;
  email: string | null;
  dns: boolean;
  certs: number;
  already: boolean;
  filled: number;
  /** The worker's other shifts in the rule window: [start ms, end ms, rostered minutes]. */
  others: Array<[number | string, number | string, number]>;
};

/**
 * Every rule for putting a worker on a shift (docs/product/life-cycles.md#rosters-and-assignments): refusals (not active,
 * blacklisted, the client's do-not-send list, a required certificate missing or not valid on the
 * shift date, an overlapping shift) and warnings (over 12 h on the day, under 8 h rest, over 44 h
 * in the week). `ignoreAssignmentIds`: assignments to leave out (a swap's own two).
 * One statement once the worker's row is locked (here with `lock`, or by loadShift's lockWorkerId),
 * so a concurrent assignment of the worker is seen: the worker with the do-not-send and certificate
 * facts, whether they are on this shift already, how many places are taken, and their shifts
 * around this one. `with`: writes sent in the same statement (db/write-together.ts); the facts are
 * read as they were before them.
 */
export async function checkWorker(
  tx: DbOrTx,
  shift: ShiftContext,
  workerId: string,
  opts: { lock?: boolean; ignoreAssignmentIds?: string[]; with?: Write[] } = {},
): Promise<WorkerCheck & { alreadyOnShift: boolean; filled: number }> {
  const types = shift.requiredCertificateTypeIds;
  const typeList = types.length
    ? sql.join(
        types.map((t) => sql`${t}::uuid`),
        sql`, `,
      )
    : sql`null::uuid`;
  const window = ruleWindow(shift.date);
  const ignore = opts.ignoreAssignmentIds ?? [];
  // Locked first, on its own: the facts below are then read after any assignment of this worker
  // that held the lock has committed (a statement sees what was committed when it began).
  if (opts.lock) await tx.execute(sql`select w.id from workers w where w.id = ${workerId}::uuid for update of w`);
  const facts = (
    await tx.execute(sql`${writesBefore(opts.with ?? [])}
      select w.id, w.client_name as name, w.status, w.contact_email as email,
        exists (select 1 from client_do_not_send d where d.client_id = ${shift.clientId}::uuid and d.worker_id = w.id) as dns,
        (select count(distinct wc.type_id)::int from worker_certificates wc
          where wc.worker_id = w.id and wc.type_id in (${typeList})
            and (wc.expiry_date is null or wc.expiry_date >= ${shift.date}::date)
            and (wc.issue_date is null or wc.issue_date <= ${shift.date}::date)) as certs,
        exists (select 1 from roster_assignments x where x.shift_id = ${shift.shiftId}::uuid and x.worker_id = w.id) as already,
        (select count(*)::int from roster_assignments x where x.shift_id = ${shift.shiftId}::uuid
          and x.confirmation <> 'declined') as filled,
        coalesce((select json_agg(json_build_array(
            floor(extract(epoch from a.starts_at) * 1000)::bigint, floor(extract(epoch from a.ends_at) * 1000)::bigint, a.rostered_minutes))
          from roster_assignments a
          where a.worker_id = w.id and a.shift_id <> ${shift.shiftId}::uuid
            and a.starts_at >= ${window.from.toISOString()}::timestamptz and a.starts_at < ${window.to.toISOString()}::timestamptz
            ${
              ignore.length
                ? sql`and a.id not in (${sql.join(
                    ignore.map((id) => sql`${id}::uuid`),
                    sql`, `,
                  )})`
                : sql``
            }
        ), '[]'::json) as others
      from workers w where w.id = ${workerId}::uuid`)
  ).rows as WorkerFacts[];
  const w = facts[0];
  if (!w) throw notFound('No such worker');
  const { refusals, warnings } = assignmentVerdict(
    {
      status: w.status,
      doNotSend: w.dns,
      certificatesHeld: w.certs,
      certificatesRequired: types.length,
      others: w.others.map(([startMs, endMs, minutes]) => workedShift(Number(startMs), Number(endMs), minutes)),
    },
    candidateOf(shift),
  );
  return {
    workerId,
    workerName: w.name,
    contactEmail: w.email,
    refusals,
    warnings,
    alreadyOnShift: w.already,
    filled: w.filled,
  };
}

export const REFUSAL_TEXT: Record<AssignmentRefusal, string> = {
  WORKER_NOT_ACTIVE: 'This worker is not active',
  WORKER_BLACKLISTED: 'This worker is blacklisted',
  DO_NOT_SEND: "This worker is on the client's do-not-send list",
  CERTIFICATE_MISSING: 'This worker lacks a certificate the position requires, valid on the shift date',
  OVERLAPPING_SHIFT: 'This worker already works a shift at that time',
};

/** Throws the first refusal as its coded 409, or the warnings (unless accepted) as ASSIGNMENT_WARNINGS. */
export function enforce(check: WorkerCheck, acceptWarnings: boolean): AssignmentWarning[] {
  const refusal = check.refusals[0];
  if (refusal)
    throw rosterConflict(refusal, REFUSAL_TEXT[refusal], {
      workerId: check.workerId,
      refusals: check.refusals,
      warnings: check.warnings,
    });
  if (check.warnings.length > 0 && !acceptWarnings)
    throw rosterConflict('ASSIGNMENT_WARNINGS', 'Confirm the warnings to assign this worker', {
      workerId: check.workerId,
      refusals: [],
      warnings: check.warnings,
    });
  return check.warnings;
}

/** The location and project of a roster's location (404 when unknown). */
export async function locationInfo(tx: DbOrTx, locationId: string) {
  const rows = await tx
    .select({
      id: projectLocations.id,
      projectId: projectLocations.projectId,
      archivedAt: projectLocations.archivedAt,
      projectStatus: projects.status,
      clientId: projects.clientId,
    })
    .from(projectLocations)
    .innerJoin(projects, eq(projects.id, projectLocations.projectId))
    .where(eq(projectLocations.id, locationId));
  return rows[0];
}
