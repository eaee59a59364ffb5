import { createHash, randomBytes } from 'node:crypto';
import { positionLabel } from '@wf/shared/domain/labels';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ROSTER_CONFIRM_PAGE } from '@wf/shared/contracts/rosters/endpoints';
import { formatTimeOfDay, sgtMinuteOfDay } from '@wf/shared/domain/rosters/roster-rules';
import { now as clockNow } from '@wf/shared/domain/clock';
import type { DbOrTx } from '../../db/client.ts';
import {
  projectLocations,
  projectPositions,
  rosterAssignments,
  rosterConfirmTokens,
  rosterShifts,
  rosters,
  workers,
} from '../../db/schema/index.ts';
import { outboxInsert, type Mail } from '../mail/index.ts';
import { writeTogether, type Write } from '../../db/write-together.ts';

/** Why a worker is told: the roster was published, their shift changed, they were added, it was withdrawn. */
export type ShiftMailKind = 'published' | 'changed' | 'assigned' | 'unpublished' | 'removed' | 'reminder';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A confirmation link lives until the shift starts, and at least a day from now (so a late change can still be answered). */
export function linkExpiry(startsAt: Date, now = clockNow()): Date {
  const dayFromNow = new Date(now.getTime() + 24 * 3600_000);
  return startsAt > dayFromNow ? startsAt : dayFromNow;
}

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-SG', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** What a worker is told of a shift's place: the position and the site (the mail and the confirmation page). */
export const SHIFT_SITE_COLUMNS = {
  position: projectPositions.position,
  locationName: projectLocations.name,
  address: projectLocations.formattedAddress,
  siteContactName: projectLocations.siteContactName,
  siteContactPhone: projectLocations.siteContactPhone,
  reportingInstructions: projectLocations.reportingInstructions,
};

/** What a shift mail says of one assignment: the worker's address and name, the shift, its place. */
export type ShiftMailFacts = {
  assignmentId: string;
  email: string | null;
  name: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  breakMinutes: number;
  position: string;
  locationName: string;
  address: string;
  siteContactName: string | null;
  siteContactPhone: string | null;
  reportingInstructions: string | null;
};

/**
 * Queues one e-mail per assignment (in the caller's transaction) telling the worker about their
 * shift: date, times, address, site contact, reporting instructions, and, unless the shift was
 * withdrawn, a fresh unguessable link to confirm or decline (earlier unanswered links of the
 * assignment stop working). Workers without an e-mail address are skipped. Answers how many were queued.
 */
export async function queueShiftMails(
  tx: DbOrTx,
  publicUrl: string,
  assignmentIds: string[],
  kind: ShiftMailKind,
  reason?: string | null,
): Promise<number> {
  if (assignmentIds.length === 0) return 0;
  const rows: ShiftMailFacts[] = await tx
    .select({
      assignmentId: rosterAssignments.id,
      email: workers.contactEmail,
      name: workers.name,
      date: rosters.date,
      startsAt: rosterShifts.startsAt,
      endsAt: rosterShifts.endsAt,
      breakMinutes: rosterShifts.breakMinutes,
      ...SHIFT_SITE_COLUMNS,
    })
    .from(rosterAssignments)
    .innerJoin(workers, eq(workers.id, rosterAssignments.workerId))
    .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
    .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
    .innerJoin(projectPositions, eq(projectPositions.id, rosterShifts.positionId))
    .innerJoin(projectLocations, eq(projectLocations.id, rosters.locationId))
    .where(inArray(rosterAssignments.id, assignmentIds));
  const { writes, queued } = shiftMailWrites(tx, publicUrl, rows, kind, reason);
  await writeTogether(tx, writes);
  return queued;
}

/**
 * The writes of queueShiftMails for assignments whose facts are known, not yet run (the caller
 * may send them with its own, db/write-together.ts): earlier unanswered links of the assignments
 * deleted (a newly added assignment has none), the new links inserted, the mails put in the outbox.
 */
export function shiftMailWrites(
  tx: DbOrTx,
  publicUrl: string,
  rows: ShiftMailFacts[],
  kind: ShiftMailKind,
  reason?: string | null,
): { writes: Write[]; queued: number } {
  const withLinks = kind !== 'unpublished' && kind !== 'removed';
  const mailed = rows.flatMap((r) => (r.email ? [{ ...r, email: r.email }] : []));
  if (mailed.length === 0) return { writes: [], queued: 0 };
  const writes: Write[] = [];
  if (withLinks && kind !== 'assigned')
    writes.push(
      tx.delete(rosterConfirmTokens).where(
        and(
          inArray(
            rosterConfirmTokens.assignmentId,
            mailed.map((r) => r.assignmentId),
          ),
          isNull(rosterConfirmTokens.usedAt),
        ),
      ),
    );
  const tokens = new Map(mailed.map((r) => [r.assignmentId, randomBytes(32).toString('base64url')]));
  if (withLinks)
    writes.push(
      tx.insert(rosterConfirmTokens).values(
        mailed.map((r) => ({
          assignmentId: r.assignmentId,
          tokenHash: hashToken(tokens.get(r.assignmentId)!),
          expiresAt: linkExpiry(r.startsAt),
        })),
      ),
    );
  const mails: Mail[] = mailed.map((r) => {
    const times = `${formatTimeOfDay(sgtMinuteOfDay(r.startsAt))} to ${formatTimeOfDay(sgtMinuteOfDay(r.endsAt))}${
      r.endsAt.getTime() - r.startsAt.getTime() > 0 && sgtMinuteOfDay(r.endsAt) <= sgtMinuteOfDay(r.startsAt)
        ? ' (next day)'
        : ''
    }`;
    const lines = [
      `Hello ${r.name},`,
      '',
      kind === 'published'
        ? 'You are rostered for this shift:'
        : kind === 'assigned'
          ? 'You have been added to this shift:'
          : kind === 'changed'
            ? 'Your shift has changed. It is now:'
            : kind === 'reminder'
              ? 'Reminder: you have not yet told us whether you will work this shift:'
            : kind === 'removed'
              ? 'You are no longer rostered for this shift:'
              : 'This shift has been withdrawn; you are not needed unless told again:',
      '',
      `Date: ${longDate(r.date)}`,
      `Time: ${times}${r.breakMinutes ? `, unpaid break ${r.breakMinutes} minutes` : ''}`,
      `Position: ${positionLabel(r.position)}`,
      `Place: ${r.locationName}, ${r.address}`,
      `Site contact: ${[r.siteContactName, r.siteContactPhone].filter(Boolean).join(', ') || 'none given'}`,
      `Reporting instructions: ${r.reportingInstructions ?? 'none given'}`,
    ];
    if (reason) lines.push(`Reason: ${reason}`);
    if (withLinks)
      lines.push(
        '',
        'Please confirm or decline here (the link works once, no sign-in needed):',
        `${publicUrl}${ROSTER_CONFIRM_PAGE}/${tokens.get(r.assignmentId)!}`,
      );
    const subject =
      kind === 'unpublished' || kind === 'removed'
        ? `Shift cancelled: ${longDate(r.date)}`
        : kind === 'changed'
          ? `Shift changed: ${longDate(r.date)}, ${r.locationName}`
          : kind === 'reminder'
            ? `Reminder: please confirm your shift on ${longDate(r.date)} at ${r.locationName}`
          : `Your shift on ${longDate(r.date)} at ${r.locationName}`;
    return { to: r.email, subject, text: lines.join('\n') };
  });
  writes.push(outboxInsert(tx, mails));
  return { writes, queued: mails.length };
}
