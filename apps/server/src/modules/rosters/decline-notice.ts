import { actsOnProject } from '@wf/shared/contracts/pay/pay-visibility';
import { and, eq, inArray } from 'drizzle-orm';
import { positionLabel } from '@wf/shared/domain/labels';
import { formatTimeOfDay } from '@wf/shared/domain/rosters/roster-rules';
import { formatDate } from '@wf/shared/domain/format';
import type { DbOrTx } from '../../db/client.ts';
import { projectLocations, projectPositions, projects, rosterShifts, rosters, users } from '../../db/schema/index.ts';
import { notifyRoles, notifyUsers } from '../notifications/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

/** The roster page with the picker open on one shift (its position): where a decline notice leads. */
export const replacementLink = (rosterId: string, shiftId: string): string =>
  rosterPages.record(rosterId, { pick: shiftId });

/**
 * Who is told of a decline: the manager of the roster's project (if active); a project without one
 * is admin's (decision 018), so the planner who made the roster is told only when they are an active
 * admin (a manager who made it may no longer act on it); neither, every admin (bell only).
 */
async function rosterManagers(tx: DbOrTx, managerId: string | null, createdBy: string | null) {
  const ids = [managerId, createdBy].filter((id): id is string => id !== null);
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.accountStatus, 'active')));
  const manager =
    found.find((u) => u.id === managerId) ??
    found.find((u) => u.id === createdBy && u.role !== null && actsOnProject({ id: u.id, role: u.role }, managerId));
  return manager ? [{ id: manager.id, email: manager.email }] : [];
}

/**
 * A worker declined a shift: the roster's manager gets a notification (bell) and a mail, both
 * with a link that opens the picker on the shift, in the transaction of the answer.
 * Answers whether a mail was queued (the caller kicks the dispatcher after commit).
 */
export async function noticeDecline(
  tx: DbOrTx,
  publicUrl: string,
  shiftId: string,
  workerName: string,
): Promise<boolean> {
  const found = await tx
    .select({
      rosterId: rosters.id,
      date: rosters.date,
      managerId: projects.managerId,
      createdBy: rosters.createdBy,
      startMinute: rosterShifts.startMinute,
      endMinute: rosterShifts.endMinute,
      position: projectPositions.position,
      locationName: projectLocations.name,
    })
    .from(rosterShifts)
    .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
    .innerJoin(projects, eq(projects.id, rosters.projectId))
    .innerJoin(projectPositions, eq(projectPositions.id, rosterShifts.positionId))
    .innerJoin(projectLocations, eq(projectLocations.id, rosters.locationId))
    .where(eq(rosterShifts.id, shiftId));
  const s = found[0];
  if (!s) return false;
  const link = replacementLink(s.rosterId, shiftId);
  const when = `${formatDate(s.date)} ${formatTimeOfDay(s.startMinute)}–${formatTimeOfDay(s.endMinute)}`;
  const title = `${workerName} declined a shift: it needs a replacement`;
  const description = `${positionLabel(s.position)} at ${s.locationName}, ${when}`;
  const notice = {
    title,
    description,
    icon: 'heroicons_outline:user-minus',
    link,
    dedupeKey: `decline:${shiftId}:${workerName}`,
  };
  const managers = await rosterManagers(tx, s.managerId, s.createdBy);
  if (managers.length === 0) {
    await notifyRoles(tx, ['admin'], notice);
    return false;
  }
  await notifyUsers(
    tx,
    managers.map((m) => m.id),
    notice,
  );
  for (const m of managers)
    await enqueueMail(tx, {
      to: m.email,
      subject: `Shift declined: ${positionLabel(s.position)} at ${s.locationName}, ${when}`,
      text: [
        `${workerName} declined this shift, so it needs a replacement:`,
        '',
        description,
        '',
        'Open the shift to pick a replacement:',
        `${publicUrl}${link}`,
      ].join('\n'),
    });
  return true;
}
