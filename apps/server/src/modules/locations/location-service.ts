import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  LocationBody,
  LocationDetail,
  LocationListRow,
  locationExportQuery,
  locationListQuery,
} from '@wf/shared/contracts/locations/locations';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clients, projectLocations, projects } from '../../db/schema/index.ts';
import { archivableRow, iso, isoOrNull } from '../../http/list-helpers.ts';
import { archivedCondition, defineList, searchAny } from '../../http/list-builder.ts';
import { badRequest, conflict, FOREIGN_KEY_VIOLATION, notFound, pgErrorCode } from '../../http/errors.ts';
import { setArchiveState, writeAudit } from '../audit/index.ts';
import * as clock from '@wf/shared/domain/clock';

type ListQuery = z.output<typeof locationListQuery>;
type ExportQuery = z.output<typeof locationExportQuery>;
type Filter = Omit<ListQuery, 'page' | 'pageSize'>;

const listColumns = {
  id: projectLocations.id,
  name: projectLocations.name,
  projectId: projectLocations.projectId,
  projectCode: projects.code,
  projectName: projects.name,
  clientId: projects.clientId,
  clientName: clients.name,
  formattedAddress: projectLocations.formattedAddress,
  postalCode: projectLocations.postalCode,
  lat: projectLocations.lat,
  lng: projectLocations.lng,
  geofenceRadiusM: projectLocations.geofenceRadiusM,
  siteContactName: projectLocations.siteContactName,
  siteContactPhone: projectLocations.siteContactPhone,
  archivedAt: projectLocations.archivedAt,
  createdAt: projectLocations.createdAt,
};

type RawRow = Omit<LocationListRow, 'archived' | 'createdAt'> & { archivedAt: Date | null; createdAt: Date };
const toRow = (r: RawRow): LocationListRow => archivableRow(r);

/** The location list (http/list-builder.ts). */
const locationList = defineList({
  columns: listColumns,
  from: (q) =>
    q
      .from(projectLocations)
      .innerJoin(projects, eq(projects.id, projectLocations.projectId))
      .innerJoin(clients, eq(clients.id, projects.clientId)),
  filters: (f: Filter) => [
    archivedCondition(f.archived, projectLocations.archivedAt),
    f.projectId && eq(projectLocations.projectId, f.projectId),
    f.clientId && eq(projects.clientId, f.clientId),
    f.search &&
      searchAny(f.search, [
        projectLocations.name,
        projectLocations.formattedAddress,
        projectLocations.postalCode,
        projects.code,
        projects.name,
        clients.name,
      ]),
  ],
  sort: {
    name: sql`lower(${projectLocations.name})`,
    projectCode: projects.code,
    projectName: sql`lower(${projects.name})`,
    clientName: sql`lower(${clients.name})`,
    postalCode: projectLocations.postalCode,
    geofenceRadiusM: projectLocations.geofenceRadiusM,
    createdAt: projectLocations.createdAt,
  },
  id: projectLocations.id,
  row: toRow,
});

export async function listLocations(db: Db, q: ListQuery) {
  return locationList.page(db, q);
}

export async function exportLocations(db: Db, q: ExportQuery): Promise<LocationListRow[]> {
  return locationList.export(db, q);
}

export async function getLocation(db: DbOrTx, id: string): Promise<LocationDetail> {
  const found = await db
    .select({
      ...listColumns,
      address: projectLocations.address,
      reportingInstructions: projectLocations.reportingInstructions,
      updatedAt: projectLocations.updatedAt,
    })
    .from(projectLocations)
    .innerJoin(projects, eq(projects.id, projectLocations.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(eq(projectLocations.id, id));
  const r = found[0];
  if (!r) throw notFound('No such location');
  const { address, reportingInstructions, updatedAt, ...row } = r;
  return {
    ...toRow(row),
    address: address as Record<string, unknown>,
    reportingInstructions,
    archivedAt: isoOrNull(row.archivedAt),
    updatedAt: iso(updatedAt),
  };
}

async function checkProject(tx: DbOrTx, projectId: string, currentProjectId?: string): Promise<void> {
  const p = await tx
    .select({ status: projects.status, archivedAt: projects.archivedAt })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!p[0]) throw badRequest('No such project', { projectId: 'validation.invalid' });
  if (
    projectId !== currentProjectId &&
    (p[0].archivedAt || p[0].status === 'completed' || p[0].status === 'cancelled')
  ) {
    throw badRequest('Locations can only be added to an open project', { projectId: 'validation.closedProject' });
  }
}

function columns(b: LocationBody) {
  return {
    projectId: b.projectId,
    name: b.name,
    address: b.address,
    formattedAddress: b.address.formatted_address,
    postalCode: b.address.postal_code,
    lat: b.address.location_lat,
    lng: b.address.location_lng,
    geofenceRadiusM: b.geofenceRadiusM,
    siteContactName: b.siteContactName,
    siteContactPhone: b.siteContactPhone,
    reportingInstructions: b.reportingInstructions,
  };
}

export async function createLocation(db: Db, actorId: string, b: LocationBody): Promise<LocationDetail> {
  return db.transaction(async (tx) => {
    await checkProject(tx, b.projectId);
    const inserted = await tx
      .insert(projectLocations)
      .values({ ...columns(b), createdBy: actorId })
      .returning({ id: projectLocations.id });
    const id = inserted[0]!.id;
    await writeAudit(tx, {
      actorId,
      action: 'location.create',
      entityType: 'project_location',
      entityId: id,
      after: b,
    });
    return getLocation(tx, id);
  });
}

export async function updateLocation(db: Db, actorId: string, id: string, b: LocationBody): Promise<LocationDetail> {
  return db.transaction(async (tx) => {
    const before = await getLocation(tx, id);
    await checkProject(tx, b.projectId, before.projectId);
    await tx
      .update(projectLocations)
      .set({ ...columns(b), updatedAt: clock.now() })
      .where(eq(projectLocations.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'location.update',
      entityType: 'project_location',
      entityId: id,
      before,
      after: b,
    });
    return getLocation(tx, id);
  });
}

export async function setLocationArchived(
  db: Db,
  actorId: string,
  id: string,
  archived: boolean,
): Promise<LocationDetail> {
  return db.transaction(async (tx) => {
    const before = await getLocation(tx, id);
    await setArchiveState(tx, projectLocations, {
      id,
      actorId,
      archived,
      isArchived: before.archived,
      entity: 'location',
      entityType: 'project_location',
      auditPrefix: 'location',
    });
    return getLocation(tx, id);
  });
}

/**
 * Deletes a location. Rosters (a later feature) reference locations; while any does, the database
 * refuses the delete and the user is told to archive instead.
 */
export async function deleteLocation(db: Db, actorId: string, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await getLocation(tx, id);
      await tx.delete(projectLocations).where(eq(projectLocations.id, id));
      await writeAudit(tx, {
        actorId,
        action: 'location.delete',
        entityType: 'project_location',
        entityId: id,
        before,
      });
    });
  } catch (err) {
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION)
      throw conflict('This location is used by rosters; archive it instead');
    throw err;
  }
}
