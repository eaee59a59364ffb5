import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectLocations, projects, rosterAssignments, rosterShifts, rosterWeekTemplates, rosters } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';

export type ScopeActor = { id: string; role: string };
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
 * a manager naming a roster, shift, assignment or location of another manager's project gets 403
 * with the reason. A project with no manager named is anyone's in operations (decline notices go to
 * its planner then, issue #29). Other roles pass (their route's roles decide).
 */
export async function refuseOutsideManaged(db: DbOrTx, actor: ScopeActor, ...of: ScopeOf[]): Promise<void> {
  if (actor.role !== 'manager') return;
  for (const o of of) {
    const managerId = await managerOf(db, o);
    if (managerId != null && managerId !== actor.id)
      throw forbidden('A manager plans rosters and records attendance only on projects they manage');
  }
}

/** The `managedBy` filter of a list: a manager's own projects and those with no manager, nobody else's. */
export const managedBy = (actor: ScopeActor): string | undefined => (actor.role === 'manager' ? actor.id : undefined);
