import { eq, sql } from 'drizzle-orm';
import { positionLabel } from '@wf/shared/domain/labels';
import type { PublicShift } from '@wf/shared/contracts/rosters/rosters';
import { formatTimeOfDay } from '@wf/shared/domain/rosters/roster-rules';
import type { ConfirmAnswer } from '@wf/shared/enums/rosters';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  projectLocations,
  projectPositions,
  rosterAssignments,
  rosterConfirmTokens,
  rosterShifts,
  rosters,
  workers,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { iso, isoOrNull } from '../../http/list-helpers.ts';
import { writeAudit } from '../audit/index.ts';
import { now as clockNow } from '@wf/shared/domain/clock';
import { hashToken, SHIFT_SITE_COLUMNS } from './roster-mail.ts';
import { noticeDecline } from './decline-notice.ts';
import type { RosterEnv } from './roster-service.ts';
import { rosterConflict } from './roster-rules-db.ts';

const unknownLink = () => notFound('This link is not valid');
const expiredLink = () => new AppError(410, 'LINK_EXPIRED', 'This link has expired; contact your coordinator');

/** The one shift a link names, and nothing else (the worker's first name only). */
async function linkShift(db: DbOrTx, token: string, lock: boolean) {
  const q = db
    .select({
      tokenId: rosterConfirmTokens.id,
      expiresAt: rosterConfirmTokens.expiresAt,
      usedAt: rosterConfirmTokens.usedAt,
      assignmentId: rosterAssignments.id,
      shiftId: rosterAssignments.shiftId,
      workerId: rosterAssignments.workerId,
      confirmation: rosterAssignments.confirmation,
      confirmedAt: rosterAssignments.confirmedAt,
      workerName: workers.name,
      date: rosters.date,
      rosterStatus: rosters.status,
      startMinute: rosterShifts.startMinute,
      endMinute: rosterShifts.endMinute,
      breakMinutes: rosterShifts.breakMinutes,
      ...SHIFT_SITE_COLUMNS,
    })
    .from(rosterConfirmTokens)
    .innerJoin(rosterAssignments, eq(rosterAssignments.id, rosterConfirmTokens.assignmentId))
    .innerJoin(workers, eq(workers.id, rosterAssignments.workerId))
    .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
    .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
    .innerJoin(projectPositions, eq(projectPositions.id, rosterShifts.positionId))
    .innerJoin(projectLocations, eq(projectLocations.id, rosters.locationId))
    .where(eq(rosterConfirmTokens.tokenHash, hashToken(token)));
  const row = (lock ? await q.for('update', { of: [rosterConfirmTokens, rosterAssignments] }) : await q)[0];
  // A withdrawn (unpublished) roster's links stop working.
  if (!row || row.rosterStatus !== 'published') throw unknownLink();
  return row;
}

function toPublic(r: Awaited<ReturnType<typeof linkShift>>): PublicShift {
  return {
    workerName: r.workerName.trim(),
    date: r.date,
    start: formatTimeOfDay(r.startMinute),
    end: formatTimeOfDay(r.endMinute),
    crossesMidnight: r.endMinute <= r.startMinute,
    breakMinutes: r.breakMinutes,
    // The position's words, never its code (issue 29, item 6).
    position: positionLabel(r.position),
    locationName: r.locationName,
    address: r.address,
    siteContactName: r.siteContactName,
    siteContactPhone: r.siteContactPhone,
    reportingInstructions: r.reportingInstructions,
    answer: r.confirmation,
    answeredAt: isoOrNull(r.confirmedAt),
    expiresAt: iso(r.expiresAt),
  };
}

/** GET: the shift of a link (404 unknown, 410 expired; an answered link still shows its answer). */
export async function viewConfirmLink(db: Db, token: string): Promise<PublicShift> {
  const r = await linkShift(db, token, false);
  if (!r.usedAt && r.expiresAt <= clockNow()) throw expiredLink();
  return toPublic(r);
}

/** POST: confirm or decline, once; a decline tells the roster's manager (decline-notice.ts). */
export async function answerConfirmLink(
  env: Pick<RosterEnv, 'db' | 'publicUrl' | 'kickMail'>,
  token: string,
  answer: ConfirmAnswer,
): Promise<PublicShift> {
  let mailed = false;
  const shown = await env.db.transaction(async (tx) => {
    // The shift's row first, as every assignment change takes it (the answer moves its counts):
    // taking the assignment's row before it could deadlock with an unassignment of the worker.
    await tx.execute(sql`select s.id from roster_shifts s where s.id = (
        select a.shift_id from roster_confirm_tokens t join roster_assignments a on a.id = t.assignment_id
        where t.token_hash = ${hashToken(token)}) for update`);
    const r = await linkShift(tx, token, true);
    if (r.usedAt) throw rosterConflict('LINK_USED', 'This link has been used already', toPublic(r));
    const now = clockNow();
    if (r.expiresAt <= now) throw expiredLink();
    await tx.update(rosterConfirmTokens).set({ usedAt: now, answer }).where(eq(rosterConfirmTokens.id, r.tokenId));
    await tx
      .update(rosterAssignments)
      .set({ confirmation: answer, confirmedAt: now })
      .where(eq(rosterAssignments.id, r.assignmentId));
    await writeAudit(tx, {
      actorId: null,
      action: answer === 'confirmed' ? 'roster.worker_confirm' : 'roster.worker_decline',
      entityType: 'roster_assignment',
      entityId: r.assignmentId,
      before: { confirmation: r.confirmation },
      after: { confirmation: answer, via: 'mailed link' },
    });
    if (answer === 'declined') mailed = await noticeDecline(tx, env.publicUrl, r.shiftId, r.workerName);
    return toPublic({ ...r, confirmation: answer, confirmedAt: now, usedAt: now });
  });
  if (mailed) env.kickMail();
  return shown;
}
