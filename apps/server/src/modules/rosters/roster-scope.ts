import { actsOnProject, seesPayOf, type PayViewer } from '@wf/shared/contracts/pay/pay-visibility';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectLocations, projects, rosterAssignments, rosterShifts, rosterWeekTemplates, rosters } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';

export type ScopeActor = PayViewer;
/** What a request names: a roster, a shift, an assignment, a location or a week template (each leads to one project). */
export type ScopeOf =
  | { rosterId: string }
  | { shiftId: string }
  | { assignmentId: string }
  | { locationId: string }
  | { templateId: string };

/** The project's manager behind the record, `undefined` when the record does not exist (the service answers 404). */
async function managerOf(db: DbOrTx, of: ScopeOf): Promise<string | null | undefined> {
  const m = { managerId: projects.managerId };
  let rows: { managerId: string | null }[];
  if ('rosterId' in of)
    rows = await db.select(m).from(rosters).innerJoin(projects, eq(projects.id, rosters.projectId)).where(eq(rosters.id, of.rosterId));
  else if ('shiftId' in of)
    rows = await db
      .select(m)
      .from(rosterShifts)
      .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
      .innerJoin(projects, eq(projects.id, rosters.projectId))
      .where(eq(rosterShifts.id, of.shiftId));
  else if ('assignmentId' in of)
    rows = await db
      .select(m)
      .from(rosterAssignments)
      .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
      .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
      .innerJoin(projects, eq(projects.id, rosters.projectId))
      .where(eq(rosterAssignments.id, of.assignmentId));
  else if ('templateId' in of)
    rows = await db
      .select(m)
      .from(rosterWeekTemplates)
      .innerJoin(projectLocations, eq(projectLocations.id, rosterWeekTemplates.locationId))
      .innerJoin(projects, eq(projects.id, projectLocations.projectId))
      .where(eq(rosterWeekTemplates.id, of.templateId));
  else
    rows = await db
      .select(m)
      .from(projectLocations)
      .innerJoin(projects, eq(projects.id, projectLocations.projectId))
      .where(eq(projectLocations.id, of.locationId));
  return rows[0] ? rows[0].managerId : undefined;
}

/**
 * Managers plan and record only on the projects they manage (issue #26 item 2, like adjustments):
 * a manager naming a roster, shift, assignment or location of a project they do not manage gets 403
 * with the reason. A project nobody manages is admin's until a manager is named (`actsOnProject`,
 * decision 018). Other roles pass (their route's roles decide).
 * To a manager it answers the project's manager of the first record named (their own id, since
 * they passed): with it `seesPayOf` decides without another read. Other roles: `undefined`, no read.
 */
export async function refuseOutsideManaged(db: DbOrTx, actor: ScopeActor, ...of: ScopeOf[]): Promise<string | null | undefined> {
  if (actor.role !== 'manager') return undefined;
  let first: string | null | undefined;
  for (const [i, o] of of.entries()) {
    const managerId = await managerOf(db, o);
    if (i === 0) first = managerId;
    if (managerId !== undefined && !actsOnProject(actor, managerId))
      throw forbidden(
        managerId === null
          ? 'Nobody manages this project yet: an admin plans it until a manager is named'
          : 'A manager plans rosters and records attendance only on projects they manage',
      );
  }
  return first;
}

/** The `managedBy` filter of a list: a manager's own projects, nobody else's (nor nobody's). */
export const managedBy = (actor: ScopeActor): string | undefined => (actor.role === 'manager' ? actor.id : undefined);

/**
 * Whether `actor` reads the pay figures of the record named: the one rule (`seesPayOf`) applied after
 * `refuseOutsideManaged` (finance and admin yes, hr no, a manager only on their own project).
 */
export async function seesPayAt(db: DbOrTx, actor: ScopeActor, ...of: ScopeOf[]): Promise<boolean> {
  const managerId = await refuseOutsideManaged(db, actor, ...of);
  return seesPayOf(actor, managerId ?? null);
}
