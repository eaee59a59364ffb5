import { and, desc, eq, sql } from 'drizzle-orm';
import { FOOD_SAFETY_TYPE_NAME } from '@wf/shared/contracts/certificates/certificates';
import type { DbOrTx } from '../../db/client.ts';
import { onWorkerApproved } from '../../hooks.ts';
import { certificateTypes, workerCertificates, workerFiles, workers } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';

/** The Food Safety Course Level 1 type, created (no expiry rule, all positions free) when missing. */
export async function ensureFoodSafetyType(tx: DbOrTx, actorId: string | null): Promise<string> {
  const found = await tx
    .select({ id: certificateTypes.id })
    .from(certificateTypes)
    .where(sql`lower(${certificateTypes.name}) = lower(${FOOD_SAFETY_TYPE_NAME})`);
  if (found[0]) return found[0].id;
  const inserted = await tx
    .insert(certificateTypes)
    .values({ name: FOOD_SAFETY_TYPE_NAME, description: 'WSQ Food Safety Course Level 1 (SFA)', createdBy: actorId })
    .onConflictDoNothing()
    .returning({ id: certificateTypes.id });
  if (inserted[0]) return inserted[0].id;
  const again = await tx
    .select({ id: certificateTypes.id })
    .from(certificateTypes)
    .where(sql`lower(${certificateTypes.name}) = lower(${FOOD_SAFETY_TYPE_NAME})`);
  return again[0]!.id;
}

/**
 * On approval of a registration: the applicant's food-safety upload (worker_files kind
 * 'certificate') and its expiry (cert_expired) become the worker's first certificate of type
 * Food Safety Course Level 1, unverified. Idempotent: the certificate remembers the upload it came
 * from, so approving again (e.g. after a rejoin) adds nothing. Without an upload it does nothing.
 * Answers the certificate id, or null when nothing was (or had to be) created.
 */
export async function createCertificateFromRegistration(
  tx: DbOrTx,
  workerId: string,
  actorId: string,
): Promise<string | null> {
  const w = await tx.select({ certExpired: workers.certExpired }).from(workers).where(eq(workers.id, workerId));
  if (!w[0]) return null;
  const files = await tx
    .select({
      id: workerFiles.id,
      data: workerFiles.data,
      storageKey: workerFiles.storageKey,
      mimeType: workerFiles.mimeType,
      fileName: workerFiles.fileName,
      originalName: workerFiles.originalName,
      size: workerFiles.size,
      sha256: workerFiles.sha256,
    })
    .from(workerFiles)
    .where(and(eq(workerFiles.workerId, workerId), eq(workerFiles.kind, 'certificate')))
    .orderBy(desc(workerFiles.createdAt))
    .limit(1);
  const file = files[0];
  if (!file) return null;
  const existing = await tx
    .select({ id: workerCertificates.id })
    .from(workerCertificates)
    .where(eq(workerCertificates.sourceFileId, file.id));
  if (existing[0]) return null;

  const typeId = await ensureFoodSafetyType(tx, actorId);
  const inserted = await tx
    .insert(workerCertificates)
    .values({
      workerId,
      typeId,
      expiryDate: w[0].certExpired,
      // The same bytes: copied in the database, the same object in an object store.
      fileData: file.data,
      fileStorageKey: file.storageKey,
      fileMime: file.mimeType,
      fileName: file.originalName || file.fileName,
      fileSize: file.size,
      fileSha256: file.sha256,
      source: 'registration',
      sourceFileId: file.id,
      createdBy: actorId,
    })
    .onConflictDoNothing()
    .returning({ id: workerCertificates.id });
  const id = inserted[0]?.id;
  if (!id) return null;
  await writeAudit(tx, {
    actorId,
    action: 'certificate.create_from_registration',
    entityType: 'worker_certificate',
    entityId: id,
    after: { workerId, typeId, expiryDate: w[0].certExpired, sourceFileId: file.id, fileSize: file.size },
  });
  return id;
}

const fromRegistration = (tx: DbOrTx, e: { workerId: string; actorId: string }) =>
  createCertificateFromRegistration(tx, e.workerId, e.actorId);

/** Registers this module's "worker approved" hook (hooks.ts); called when the module's routes are registered. */
export function registerWorkerApprovedHook(): void {
  onWorkerApproved(fromRegistration);
}
