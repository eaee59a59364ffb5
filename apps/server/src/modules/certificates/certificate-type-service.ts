import { asc, count, eq, sql } from 'drizzle-orm';
import type { CertificateTypeBody, CertificateTypeRow } from '@wf/shared/contracts/certificates/certificates';
import type { Db, DbOrTx } from '../../db/client.ts';
import { certificateTypes, projectPositions, workerCertificates } from '../../db/schema/index.ts';
import { iso, withTable } from '../../http/list-helpers.ts';
import { conflict, isUniqueViolation, notFound } from '../../http/errors.ts';
import { writeAudit } from '../audit/index.ts';
import * as clock from '@wf/shared/domain/clock';

const typeId = withTable(certificateTypes.id);
const certificateCount = sql<number>`(select count(*)::int from worker_certificates wc where wc.type_id = ${typeId})`;
const positionUseCount = sql<number>`(select count(*)::int from project_positions pp where pp.required_certificate_type_id = ${typeId})`;

const columns = {
  id: certificateTypes.id,
  name: certificateTypes.name,
  description: certificateTypes.description,
  validityMonths: certificateTypes.validityMonths,
  positions: certificateTypes.positions,
  certificateCount,
  positionUseCount,
  createdAt: certificateTypes.createdAt,
};

const toRow = ({
  createdAt,
  ...r
}: Omit<CertificateTypeRow, 'createdAt'> & { createdAt: Date }): CertificateTypeRow => ({
  ...r,
  createdAt: iso(createdAt),
});

export async function listCertificateTypes(db: DbOrTx): Promise<CertificateTypeRow[]> {
  const rows = await db
    .select(columns)
    .from(certificateTypes)
    .orderBy(asc(sql`lower(${certificateTypes.name})`));
  return rows.map(toRow);
}

export async function getCertificateType(db: DbOrTx, id: string): Promise<CertificateTypeRow> {
  const rows = await db.select(columns).from(certificateTypes).where(eq(certificateTypes.id, id));
  if (!rows[0]) throw notFound('No such certificate type');
  return toRow(rows[0]);
}

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: string): Promise<void> {
  const same = await tx
    .select({ id: certificateTypes.id })
    .from(certificateTypes)
    .where(sql`lower(${certificateTypes.name}) = lower(${name})`);
  if (same.some((r) => r.id !== exceptId)) {
    throw conflict(`A certificate type named "${name}" already exists`, { name: 'validation.unique' });
  }
}

function uniqueToConflict(err: unknown): never {
  if (isUniqueViolation(err))
    throw conflict('A certificate type with this name already exists', { name: 'validation.unique' });
  throw err;
}

export async function createCertificateType(
  db: Db,
  actorId: string,
  b: CertificateTypeBody,
): Promise<CertificateTypeRow> {
  return db
    .transaction(async (tx) => {
      await assertNameFree(tx, b.name);
      const inserted = await tx
        .insert(certificateTypes)
        .values({ ...b, createdBy: actorId })
        .returning({ id: certificateTypes.id });
      const id = inserted[0]!.id;
      await writeAudit(tx, {
        actorId,
        action: 'certificate_type.create',
        entityType: 'certificate_type',
        entityId: id,
        after: b,
      });
      return getCertificateType(tx, id);
    })
    .catch(uniqueToConflict);
}

export async function updateCertificateType(
  db: Db,
  actorId: string,
  id: string,
  b: CertificateTypeBody,
): Promise<CertificateTypeRow> {
  return db
    .transaction(async (tx) => {
      const before = await getCertificateType(tx, id);
      await assertNameFree(tx, b.name, id);
      await tx
        .update(certificateTypes)
        .set({ ...b, updatedAt: clock.now() })
        .where(eq(certificateTypes.id, id));
      await writeAudit(tx, {
        actorId,
        action: 'certificate_type.update',
        entityType: 'certificate_type',
        entityId: id,
        before,
        after: b,
      });
      return getCertificateType(tx, id);
    })
    .catch(uniqueToConflict);
}

/** Deletes a type nobody holds and no project position requires. */
export async function deleteCertificateType(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getCertificateType(tx, id);
    const held =
      (await tx.select({ n: count() }).from(workerCertificates).where(eq(workerCertificates.typeId, id)))[0]?.n ?? 0;
    const required =
      (
        await tx.select({ n: count() }).from(projectPositions).where(eq(projectPositions.requiredCertificateTypeId, id))
      )[0]?.n ?? 0;
    const reasons: string[] = [];
    if (held > 0) reasons.push(`${held} worker ${held === 1 ? 'certificate' : 'certificates'}`);
    if (required > 0) reasons.push(`${required} project ${required === 1 ? 'position' : 'positions'}`);
    if (reasons.length) {
      throw conflict(`This certificate type is used by ${reasons.join(' and ')}; it cannot be deleted`);
    }
    await tx.delete(certificateTypes).where(eq(certificateTypes.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'certificate_type.delete',
      entityType: 'certificate_type',
      entityId: id,
      before,
    });
  });
}
