import { keepHiddenRate, seesPayOf, type PayViewer } from '@wf/shared/contracts/pay/pay-visibility';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  ManagerOption,
  ProjectBody,
  ProjectDetail,
  ProjectListRow,
  projectExportQuery,
  projectListQuery,
} from '@wf/shared/contracts/projects/projects';
import {
  formatProjectCode,
  isFinalProjectStatus,
  nextProjectStatuses,
  projectTransitionError,
  type ProjectStatus,
} from '@wf/shared/domain/projects/project-rules';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  certificateTypes,
  clients,
  projectLocations,
  projectPositions,
  projects,
  users,
} from '../../db/schema/index.ts';
import {
  archivableRow,
  iso,
  isoOrNull,
  refuseDeleteWithDependents,
} from '../../http/list-helpers.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { setArchiveState, writeAudit } from '../audit/index.ts';
import { emitPayRatesChanged } from '../../hooks.ts';
import * as clock from '@wf/shared/domain/clock';
import { PROJECT_STATUS } from '@wf/shared/enums/records';
import { statusCounts, zeroCounts } from '../../db/enum-column.ts';
import { archivedCondition, defineList, searchAny } from '../../http/list-builder.ts';

type ListQuery = z.output<typeof projectListQuery>;
type ExportQuery = z.output<typeof projectExportQuery>;
type Filter = Omit<ListQuery, 'page' | 'pageSize'>;

const manager = alias(users, 'manager');

const positionCount = sql<number>`(select count(*)::int from project_positions pp where pp.project_id = ${projects.id})`;
const headcount = sql<number>`(select coalesce(sum(pp.headcount), 0)::int from project_positions pp where pp.project_id = ${projects.id})`;
const locationCount = sql<number>`(select count(*)::int from project_locations pl where pl.project_id = ${projects.id} and pl.archived_at is null)`;

const listColumns = {
  id: projects.id,
  code: projects.code,
  name: projects.name,
  clientId: projects.clientId,
  clientName: clients.name,
  status: projects.status,
  startDate: projects.startDate,
  endDate: projects.endDate,
  managerId: projects.managerId,
  managerName: manager.name,
  budgetCents: projects.budgetCents,
  positionCount,
  headcount,
  locationCount,
  archivedAt: projects.archivedAt,
  createdAt: projects.createdAt,
};

/** The project list (http/list-builder.ts): the status chips count over the other filters. */
const projectList = defineList({
  columns: listColumns,
  from: (q) =>
    q
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .leftJoin(manager, eq(manager.id, projects.managerId)),
  filters: (f: Filter) => [
    archivedCondition(f.archived, projects.archivedAt),
    f.clientId && eq(projects.clientId, f.clientId),
    f.managerId && eq(projects.managerId, f.managerId),
    f.search && searchAny(f.search, [projects.code, projects.name, clients.name]),
  ],
  chips: {
    where: (f) => (f.status ? eq(projects.status, f.status) : undefined),
    counts: () => statusCounts(projects.status, PROJECT_STATUS),
    zero: zeroCounts(PROJECT_STATUS),
  },
  sort: {
    code: projects.code,
    name: sql`lower(${projects.name})`,
    clientName: sql`lower(${clients.name})`,
    status: projects.status,
    startDate: projects.startDate,
    endDate: sql`coalesce(${projects.endDate}, '9999-12-31'::date)`,
    managerName: sql`lower(${manager.name})`,
    budgetCents: projects.budgetCents,
    createdAt: projects.createdAt,
  },
  id: projects.id,
  row: (r: RawRow): ProjectListRow => archivableRow(r),
});

type RawRow = Omit<ProjectListRow, 'archived' | 'createdAt'> & { archivedAt: Date | null; createdAt: Date };

export async function listProjects(db: Db, q: ListQuery) {
  return projectList.page(db, q);
}

export async function exportProjects(db: Db, q: ExportQuery): Promise<ProjectListRow[]> {
  return projectList.export(db, q);
}

export async function getProject(db: DbOrTx, id: string): Promise<ProjectDetail> {
  const found = await db
    .select({
      p: projects,
      clientName: clients.name,
      managerName: manager.name,
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(manager, eq(manager.id, projects.managerId))
    .where(eq(projects.id, id));
  const row = found[0];
  if (!row) throw notFound('No such project');
  const { p } = row;
  // One query at a time: db may be a transaction (one connection).
  const positions = await db
    .select({
      id: projectPositions.id,
      position: projectPositions.position,
      payRateCents: projectPositions.payRateCents,
      billRateCents: projectPositions.billRateCents,
      headcount: projectPositions.headcount,
      requiredCertificateTypeId: projectPositions.requiredCertificateTypeId,
      requiredCertificateTypeName: certificateTypes.name,
    })
    .from(projectPositions)
    .leftJoin(certificateTypes, eq(certificateTypes.id, projectPositions.requiredCertificateTypeId))
    .where(eq(projectPositions.projectId, id))
    .orderBy(asc(projectPositions.sort), asc(projectPositions.id));
  const locations = await db
    .select({
      id: projectLocations.id,
      name: projectLocations.name,
      formattedAddress: projectLocations.formattedAddress,
      postalCode: projectLocations.postalCode,
      geofenceRadiusM: projectLocations.geofenceRadiusM,
      archivedAt: projectLocations.archivedAt,
    })
    .from(projectLocations)
    .where(eq(projectLocations.projectId, id))
    .orderBy(asc(projectLocations.name));
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    description: p.description,
    clientId: p.clientId,
    clientName: row.clientName,
    status: p.status,
    allowedStatuses: [...nextProjectStatuses(p.status)],
    startDate: p.startDate,
    endDate: p.endDate,
    managerId: p.managerId,
    managerName: row.managerName,
    budgetCents: p.budgetCents,
    billingMode: p.billingMode,
    showsPay: true,
    archived: p.archivedAt !== null,
    archivedAt: isoOrNull(p.archivedAt),
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
    positions,
    locations: locations.map(({ archivedAt, ...l }) => ({ ...l, archived: archivedAt !== null })),
  };
}

/** Server-side checks a contract cannot make: the client, manager and certificate types exist. */
async function checkReferences(tx: DbOrTx, b: ProjectBody, existingClientId?: string): Promise<void> {
  const c = await tx
    .select({ id: clients.id, archivedAt: clients.archivedAt })
    .from(clients)
    .where(eq(clients.id, b.clientId));
  if (!c[0]) throw badRequest('No such client', { clientId: 'validation.invalid' });
  if (c[0].archivedAt && b.clientId !== existingClientId) {
    throw badRequest('This client is archived; unarchive it first', { clientId: 'validation.archived' });
  }
  if (b.managerId) {
    const m = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.id, b.managerId), inArray(users.role, ['admin', 'manager']), eq(users.accountStatus, 'active')),
      );
    if (!m[0]) throw badRequest('The manager must be an active admin or manager', { managerId: 'validation.invalid' });
  }
  const typeIds = [...new Set(b.positions.map((p) => p.requiredCertificateTypeId).filter((x): x is string => !!x))];
  if (typeIds.length) {
    const found = new Set(
      (
        await tx.select({ id: certificateTypes.id }).from(certificateTypes).where(inArray(certificateTypes.id, typeIds))
      ).map((r) => r.id),
    );
    const fields: Record<string, string> = {};
    b.positions.forEach((p, i) => {
      if (p.requiredCertificateTypeId && !found.has(p.requiredCertificateTypeId)) {
        fields[`positions.${i}.requiredCertificateTypeId`] = 'validation.invalid';
      }
    });
    if (Object.keys(fields).length) throw badRequest('No such certificate type', fields);
  }
}

function projectColumns(b: ProjectBody) {
  return {
    clientId: b.clientId,
    name: b.name,
    description: b.description,
    startDate: b.startDate,
    endDate: b.endDate,
    managerId: b.managerId,
    budgetCents: b.budgetCents,
    billingMode: b.billingMode,
  };
}

/** Positions with an id are updated, new ones inserted, the ones no longer listed removed. */
async function savePositions(tx: DbOrTx, projectId: string, positions: ProjectBody['positions']): Promise<void> {
  const existing = await tx
    .select({ id: projectPositions.id, payRateCents: projectPositions.payRateCents })
    .from(projectPositions)
    .where(eq(projectPositions.projectId, projectId));
  const oldRate = new Map(existing.map((e) => [e.id, e.payRateCents]));
  const existingIds = new Set(existing.map((e) => e.id));
  const fields: Record<string, string> = {};
  positions.forEach((p, i) => {
    if (p.id && !existingIds.has(p.id)) fields[`positions.${i}.id`] = 'validation.invalid';
  });
  if (Object.keys(fields).length) throw badRequest('A position does not belong to this project', fields);
  const keep = new Set(positions.map((p) => p.id).filter(Boolean));
  const remove = [...existingIds].filter((id) => !keep.has(id));
  if (remove.length) await tx.delete(projectPositions).where(inArray(projectPositions.id, remove));
  for (const [i, p] of positions.entries()) {
    const values = {
      position: p.position,
      payRateCents: p.payRateCents,
      billRateCents: p.billRateCents,
      headcount: p.headcount,
      requiredCertificateTypeId: p.requiredCertificateTypeId,
      sort: i,
    };
    if (p.id) await tx.update(projectPositions).set(values).where(eq(projectPositions.id, p.id));
    else await tx.insert(projectPositions).values({ ...values, projectId });
  }
  // Open shift payments at a changed rate are recomputed (pay module, through the hook).
  const changed = positions.filter((p) => p.id && oldRate.get(p.id) !== p.payRateCents).map((p) => p.id!);
  if (changed.length) await emitPayRatesChanged(tx, { positionIds: changed });
}

/**
 * A new project. A manager who names no manager manages it (a project nobody manages is admin's,
 * decision 018: the manager who made it would otherwise be locked out of planning it).
 */
export async function createProject(db: Db, actor: PayViewer, sent: ProjectBody): Promise<ProjectDetail> {
  const actorId = actor.id;
  const b: ProjectBody = actor.role === 'manager' && !sent.managerId ? { ...sent, managerId: actor.id } : sent;
  if (b.positions.some((p) => p.id)) {
    throw badRequest('A new project has no existing positions', { 'positions.0.id': 'validation.invalid' });
  }
  return db.transaction(async (tx) => {
    await checkReferences(tx, b);
    const seq = await tx.execute<{ n: string }>(sql`select nextval('project_code_seq')::text as n`);
    const code = formatProjectCode(Number(seq.rows[0]!.n));
    const inserted = await tx
      .insert(projects)
      .values({ ...projectColumns(b), code, status: 'draft', createdBy: actorId })
      .returning({ id: projects.id });
    const id = inserted[0]!.id;
    return savePositionsAndAudit(tx, actorId, id, b.positions, 'project.create');
  });
}

function auditShape(p: ProjectDetail) {
  const { locations: _l, allowedStatuses: _a, ...rest } = p;
  return rest;
}

/**
 * The last steps of a create or an update: the positions saved, then the audit entry with the
 * project as it now stands (and as it was, on an update). Answers the project.
 */
async function savePositionsAndAudit(
  tx: DbOrTx,
  actorId: string,
  id: string,
  positions: ProjectBody['positions'],
  action: 'project.create' | 'project.update',
  before?: ProjectDetail,
): Promise<ProjectDetail> {
  await savePositions(tx, id, positions);
  const after = await getProject(tx, id);
  await writeAudit(tx, {
    actorId,
    action,
    entityType: 'project',
    entityId: id,
    ...(before && { before: auditShape(before) }),
    after: auditShape(after),
  });
  return after;
}

/** A project as `viewer` may read it: position pay rates only where `seesPayOf` allows (decision 018). */
export function projectPayView(viewer: PayViewer, p: ProjectDetail): ProjectDetail {
  if (seesPayOf(viewer, p.managerId)) return p;
  return { ...p, showsPay: false, positions: p.positions.map((x) => ({ ...x, payRateCents: null })) };
}

export async function updateProject(db: Db, actor: PayViewer, id: string, sent: ProjectBody): Promise<ProjectDetail> {
  const actorId = actor.id;
  return db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('update');
    const before = await getProject(tx, id);
    // A caller shown "hidden" for the rates sends none back: the stored rates stay (decision 018).
    const shows = seesPayOf(actor, before.managerId);
    const stored = new Map(before.positions.map((x) => [x.id, x.payRateCents]));
    const b: ProjectBody = {
      ...sent,
      positions: sent.positions.map((x) => ({
        ...x,
        payRateCents: x.id && stored.has(x.id) ? keepHiddenRate(shows, x.payRateCents, stored.get(x.id)!) : x.payRateCents,
      })),
    };
    if (isFinalProjectStatus(before.status)) {
      throw conflict(`A ${before.status} project cannot be edited`);
    }
    if ((before.status === 'active' || before.status === 'on_hold') && b.positions.length === 0) {
      throw badRequest('An active project needs at least one position', { positions: 'validation.minItems' });
    }
    await checkReferences(tx, b, before.clientId);
    await tx
      .update(projects)
      .set({ ...projectColumns(b), updatedAt: clock.now() })
      .where(eq(projects.id, id));
    return savePositionsAndAudit(tx, actorId, id, b.positions, 'project.update', before);
  });
}

export async function changeProjectStatus(
  db: Db,
  actorId: string,
  id: string,
  to: ProjectStatus,
  reason: string | null,
): Promise<ProjectDetail> {
  return db.transaction(async (tx) => {
    const found = await tx.select({ status: projects.status }).from(projects).where(eq(projects.id, id)).for('update');
    const from = found[0]?.status;
    if (!from) throw notFound('No such project');
    const n =
      (await tx.select({ n: count() }).from(projectPositions).where(eq(projectPositions.projectId, id)))[0]?.n ?? 0;
    const error = projectTransitionError(from, to, n);
    if (error)
      throw conflict(error, {
        status: to === 'active' && n === 0 ? 'validation.positionsRequired' : 'validation.transition',
      });
    await tx.update(projects).set({ status: to, updatedAt: clock.now() }).where(eq(projects.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'project.status',
      entityType: 'project',
      entityId: id,
      before: { status: from },
      after: { status: to, reason },
    });
    return getProject(tx, id);
  });
}

export async function setProjectArchived(
  db: Db,
  actorId: string,
  id: string,
  archived: boolean,
): Promise<ProjectDetail> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ archivedAt: projects.archivedAt, status: projects.status })
      .from(projects)
      .where(eq(projects.id, id))
      .for('update');
    if (!found[0]) throw notFound('No such project');
    if (archived && found[0].status === 'active') {
      throw conflict('An active project cannot be archived; complete, cancel or put it on hold first');
    }
    await setArchiveState(tx, projects, {
      id,
      actorId,
      archived,
      isArchived: found[0].archivedAt !== null,
      entity: 'project',
      entityType: 'project',
      auditPrefix: 'project',
    });
    return getProject(tx, id);
  });
}

/**
 * Deletes a project that nothing depends on: only a draft or cancelled project without locations.
 * Its positions go with it.
 */
export async function deleteProject(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('update');
    const before = await getProject(tx, id);
    const n = before.locations.length;
    refuseDeleteWithDependents('project', n, ['location', 'locations']);
    if (before.status !== 'draft' && before.status !== 'cancelled') {
      throw conflict(`This project is ${before.status.replace('_', ' ')} and keeps its history; archive it instead`);
    }
    await tx.delete(projects).where(eq(projects.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'project.delete',
      entityType: 'project',
      entityId: id,
      before: auditShape(before),
    });
  });
}

/** Active admins and managers, who can be a project's manager. */
export async function managerOptions(db: Db): Promise<ManagerOption[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'manager']), eq(users.accountStatus, 'active')))
    .orderBy(asc(users.name));
  return rows.map((r) => ({ id: r.id, name: r.name, role: r.role ?? '' }));
}
