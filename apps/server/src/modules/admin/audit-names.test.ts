import { describe, expect, it } from 'vitest';
import {
  certificateTypes,
  clients,
  projectLocations,
  projects,
  workerCertificates,
  workers,
} from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { writeAudit } from '../audit/index.ts';
import { listAudit } from './audit-service.ts';

const ctx = useTestContext();

/** Issue 27, item 4: each section registers how the audit log names its records (module descriptors' auditNames). */
describe(`the audit log names each record by its section's registration (${dbLabel})`, () => {
  it('shows the current name of a worker, client, project, location, certificate type and certificate', async () => {
    const db = ctx.app.db;
    const [c] = await db
      .insert(clients)
      .values({ name: 'Namesake Foods Pte Ltd', uen: '202012345N' })
      .returning({ id: clients.id });
    const [p] = await db
      .insert(projects)
      .values({ code: 'NS-1', clientId: c!.id, name: 'Namesake Gala', startDate: '2030-01-01' })
      .returning({ id: projects.id });
    const [l] = await db
      .insert(projectLocations)
      .values({
        projectId: p!.id,
        name: 'Namesake Hall',
        address: {},
        formattedAddress: '1 Name Road',
        postalCode: '539998',
        lat: 1.35,
        lng: 103.8,
      })
      .returning({ id: projectLocations.id });
    const [w] = await db
      .insert(workers)
      .values({
        name: 'Nadia Namesake',
        status: 'active',
        positionApplied: 'Food Operator',
        contactNumber: '91234560',
        dateOfBirth: '1995-05-05',
        idType: 'Passport',
        idNumber: `NAMES${Date.now()}`,
      })
      .returning({ id: workers.id });
    const [t] = await db
      .insert(certificateTypes)
      .values({ name: 'Food Hygiene' })
      .returning({ id: certificateTypes.id });
    const [wc] = await db
      .insert(workerCertificates)
      .values({ workerId: w!.id, typeId: t!.id })
      .returning({ id: workerCertificates.id });
    const expected: Record<string, [string, string]> = {
      client: [c!.id, 'Namesake Foods Pte Ltd'],
      project: [p!.id, 'Namesake Gala'],
      project_location: [l!.id, 'Namesake Hall'],
      worker: [w!.id, 'Nadia Namesake'],
      certificate_type: [t!.id, 'Food Hygiene'],
      worker_certificate: [wc!.id, 'Food Hygiene (Nadia Namesake)'],
    };
    for (const [type, [id]] of Object.entries(expected))
      await writeAudit(db, { actorId: null, action: `${type}.update`, entityType: type, entityId: id });
    for (const [type, [id, name]] of Object.entries(expected)) {
      const { items } = await listAudit(db, { page: 0, pageSize: 5, entityType: type, entityId: id });
      expect(
        items.map((e) => e.entityName),
        type,
      ).toEqual([name]);
    }
    // A type no section registers has no current name.
    await writeAudit(db, { actorId: null, action: 'gizmo.create', entityType: 'gizmo', entityId: w!.id });
    expect((await listAudit(db, { page: 0, pageSize: 5, entityType: 'gizmo' })).items.map((e) => e.entityName)).toEqual(
      [null],
    );
  });
});
