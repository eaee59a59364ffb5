import { and, asc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  CertificateFilterCounts,
  WorkerCertificateBody,
  WorkerCertificateRow,
  WorkerCertificateUpdateBody,
  WorkerOption,
  certificateExportQuery,
  certificateListQuery,
} from '@wf/shared/contracts/certificates/certificates';
import {
  addDays,
  expiryBucket,
  expiryFilterRange,
  type CertificateFilter,
} from '@wf/shared/domain/certificates/expiry';
import type { Db, DbOrTx } from '../../db/client.ts';
import { certificateTypes, users, workerCertificates, workers } from '../../db/schema/index.ts';
import { iso, isoOrNull, likePattern } from '../../http/list-helpers.ts';
import { defineList, searchAny } from '../../http/list-builder.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { writeAudit } from '../audit/index.ts';
import type { CheckedFile } from './file-sniff.ts';
import { databaseStorage, withStoredFiles, type FileRef, type FileStorage } from '../../storage/file-storage.ts';
import { discardReplaced } from '../../storage/references.ts';
import * as clock from '@wf/shared/domain/clock';

type ListQuery = z.output<typeof certificateListQuery>;
type ExportQuery = z.output<typeof certificateExportQuery>;
type Filter = Omit<ListQuery, 'page' | 'pageSize'>;

const verifier = alias(users, 'verifier');

const listColumns = {
  id: workerCertificates.id,
  workerId: workerCertificates.workerId,
  workerName: workers.name,
  employeeCode: workers.employeeCode,
  workerStatus: workers.status,
  typeId: workerCertificates.typeId,
  typeName: certificateTypes.name,
  number: workerCertificates.number,
  issueDate: workerCertificates.issueDate,
  expiryDate: workerCertificates.expiryDate,
  hasFile: sql<boolean>`(${workerCertificates.fileSize} is not null)`,
  fileName: workerCertificates.fileName,
  fileMime: workerCertificates.fileMime,
  fileSize: workerCertificates.fileSize,
  verifiedAt: workerCertificates.verifiedAt,
  verifiedByName: verifier.name,
  source: workerCertificates.source,
  createdAt: workerCertificates.createdAt,
};

function chipCondition(filter: CertificateFilter, today: string): SQL | undefined {
  if (filter === 'unverified') return isNull(workerCertificates.verifiedAt);
  const range = expiryFilterRange(filter, today);
  if (!range) return undefined;
  const c: SQL[] = [];
  if (range.from) c.push(gte(workerCertificates.expiryDate, range.from));
  if (range.to) c.push(lte(workerCertificates.expiryDate, range.to));
  return and(...c);
}

/** Each chip's count on `today`: expiring within 30, 60, 90 days, expired, unverified. */
function chipCounts(today: string): Record<keyof CertificateFilterCounts, SQL<number>> {
  const e = workerCertificates.expiryDate;
  const within = (days: number) => sql<number>`(count(*) filter (where ${e} between ${today} and ${addDays(today, days)}))::int`;
  return {
    all: sql<number>`count(*)::int`,
    expiring_30: within(30),
    expiring_60: within(60),
    expiring_90: within(90),
    expired: sql<number>`(count(*) filter (where ${e} < ${today}))::int`,
    unverified: sql<number>`(count(*) filter (where ${workerCertificates.verifiedAt} is null))::int`,
  };
}

const fromJoined = (db: DbOrTx) =>
  db
    .select(listColumns)
    .from(workerCertificates)
    .innerJoin(workers, eq(workers.id, workerCertificates.workerId))
    .innerJoin(certificateTypes, eq(certificateTypes.id, workerCertificates.typeId))
    .leftJoin(verifier, eq(verifier.id, workerCertificates.verifiedBy));

type RawRow = Omit<WorkerCertificateRow, 'bucket' | 'verified' | 'verifiedAt' | 'createdAt'> & {
  verifiedAt: Date | null;
  createdAt: Date;
};
const toRow =
  (today: string) =>
  ({ verifiedAt, createdAt, ...r }: RawRow): WorkerCertificateRow => ({
    ...r,
    bucket: expiryBucket(r.expiryDate, today),
    verified: verifiedAt !== null,
    verifiedAt: isoOrNull(verifiedAt),
    createdAt: iso(createdAt),
  });

/** The certificate list (http/list-builder.ts) on `today`: the expiry chips count over the other filters. */
const certificateList = defineList({
  columns: listColumns,
  from: (q) =>
    q
      .from(workerCertificates)
      .innerJoin(workers, eq(workers.id, workerCertificates.workerId))
      .innerJoin(certificateTypes, eq(certificateTypes.id, workerCertificates.typeId))
      .leftJoin(verifier, eq(verifier.id, workerCertificates.verifiedBy)),
  filters: (f: Filter, _today: string) => [
    f.typeId && eq(workerCertificates.typeId, f.typeId),
    f.workerId && eq(workerCertificates.workerId, f.workerId),
    f.search &&
      searchAny(f.search, [workers.name, workers.employeeCode, workerCertificates.number, certificateTypes.name]),
  ],
  chips: {
    where: (f, today) => chipCondition(f.filter, today),
    counts: chipCounts,
    zero: { all: 0, expiring_30: 0, expiring_60: 0, expiring_90: 0, expired: 0, unverified: 0 },
  },
  sort: {
    workerName: sql`lower(${workers.name})`,
    employeeCode: workers.employeeCode,
    typeName: sql`lower(${certificateTypes.name})`,
    number: workerCertificates.number,
    issueDate: workerCertificates.issueDate,
    // No expiry sorts after every date.
    expiryDate: sql`coalesce(${workerCertificates.expiryDate}, '9999-12-31'::date)`,
    verifiedAt: workerCertificates.verifiedAt,
    createdAt: workerCertificates.createdAt,
  },
  id: workerCertificates.id,
  row: (r: RawRow, today: string) => toRow(today)(r),
});

export async function listWorkerCertificates(db: Db, q: ListQuery, today: string) {
  return { ...(await certificateList.page(db, q, today)), today };
}

export async function exportWorkerCertificates(db: Db, q: ExportQuery, today: string): Promise<WorkerCertificateRow[]> {
  return certificateList.export(db, q, today);
}

export async function getWorkerCertificate(db: DbOrTx, id: string, today: string): Promise<WorkerCertificateRow> {
  const rows = await fromJoined(db).where(eq(workerCertificates.id, id));
  if (!rows[0]) throw notFound('No such certificate');
  return toRow(today)(rows[0] as RawRow);
}

async function checkType(tx: DbOrTx, typeId: string): Promise<void> {
  const t = await tx.select({ id: certificateTypes.id }).from(certificateTypes).where(eq(certificateTypes.id, typeId));
  if (!t[0]) throw badRequest('No such certificate type', { typeId: 'validation.invalid' });
}

export async function createWorkerCertificate(
  db: Db,
  actorId: string,
  b: WorkerCertificateBody,
  today: string,
): Promise<WorkerCertificateRow> {
  return db.transaction(async (tx) => {
    const w = await tx.select({ id: workers.id }).from(workers).where(eq(workers.id, b.workerId));
    if (!w[0]) throw badRequest('No such worker', { workerId: 'validation.invalid' });
    await checkType(tx, b.typeId);
    const inserted = await tx
      .insert(workerCertificates)
      .values({ ...b, source: 'staff', createdBy: actorId })
      .returning({ id: workerCertificates.id });
    const id = inserted[0]!.id;
    await writeAudit(tx, {
      actorId,
      action: 'certificate.create',
      entityType: 'worker_certificate',
      entityId: id,
      after: b,
    });
    return getWorkerCertificate(tx, id, today);
  });
}

/** The certificate as it stands, its row locked for the rest of the transaction. */
async function lockedCertificate(tx: DbOrTx, id: string, today: string): Promise<WorkerCertificateRow> {
  await tx.select({ id: workerCertificates.id }).from(workerCertificates).where(eq(workerCertificates.id, id)).for('update');
  return getWorkerCertificate(tx, id, today);
}

/** Edits the details; a change of type, number or dates needs verifying again, and a new expiry a new notice. */
export async function updateWorkerCertificate(
  db: Db,
  actorId: string,
  id: string,
  b: WorkerCertificateUpdateBody,
  today: string,
): Promise<WorkerCertificateRow> {
  return db.transaction(async (tx) => {
    const before = await lockedCertificate(tx, id, today);
    await checkType(tx, b.typeId);
    const changed =
      before.typeId !== b.typeId ||
      before.number !== b.number ||
      before.issueDate !== b.issueDate ||
      before.expiryDate !== b.expiryDate;
    await tx
      .update(workerCertificates)
      .set({
        ...b,
        updatedAt: clock.now(),
        ...(changed ? { verifiedAt: null, verifiedBy: null } : {}),
        ...(before.expiryDate !== b.expiryDate ? { notifiedAt: null } : {}),
      })
      .where(eq(workerCertificates.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'certificate.update',
      entityType: 'worker_certificate',
      entityId: id,
      before,
      after: b,
    });
    return getWorkerCertificate(tx, id, today);
  });
}

/** The stored file a certificate row holds now (read with its row locked, for discarding after the commit). */
async function heldFile(tx: DbOrTx, id: string): Promise<FileRef | null> {
  const rows = await tx
    .select({ storageKey: workerCertificates.fileStorageKey })
    .from(workerCertificates)
    .where(eq(workerCertificates.id, id))
    .for('update');
  return rows[0]?.storageKey ? { data: null, storageKey: rows[0].storageKey } : null;
}

export async function deleteWorkerCertificate(
  db: Db,
  actorId: string,
  id: string,
  today: string,
  files: FileStorage = databaseStorage,
): Promise<void> {
  const held = await db.transaction(async (tx) => {
    const file = await heldFile(tx, id);
    const before = await getWorkerCertificate(tx, id, today);
    await tx.delete(workerCertificates).where(eq(workerCertificates.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'certificate.delete',
      entityType: 'worker_certificate',
      entityId: id,
      before,
    });
    return file;
  });
  // The file's object goes once the row is gone for good (after the commit).
  await discardReplaced(db, files, [held]);
}

/** Stores the certificate's file (replacing any earlier one); the certificate needs verifying again. */
export async function storeCertificateFile(
  db: Db,
  actorId: string,
  id: string,
  file: CheckedFile & { name: string },
  today: string,
  files: FileStorage = databaseStorage,
): Promise<WorkerCertificateRow> {
  let replaced: FileRef | null = null;
  const row = await withStoredFiles(files, [{ bytes: file.data, contentType: file.mime }], ([ref]) => db.transaction(async (tx) => {
    replaced = await heldFile(tx, id);
    const before = await getWorkerCertificate(tx, id, today);
    await tx
      .update(workerCertificates)
      .set({
        fileData: ref!.data,
        fileStorageKey: ref!.storageKey,
        fileMime: file.mime,
        fileName: file.name,
        fileSize: file.size,
        fileSha256: file.sha256,
        verifiedAt: null,
        verifiedBy: null,
        updatedAt: clock.now(),
      })
      .where(eq(workerCertificates.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'certificate.file',
      entityType: 'worker_certificate',
      entityId: id,
      before: { fileName: before.fileName, fileSize: before.fileSize, verified: before.verified },
      after: { fileName: file.name, fileSize: file.size, fileMime: file.mime, sha256: file.sha256 },
    });
    return getWorkerCertificate(tx, id, today);
  }));
  // The replaced file's object goes after the commit (a failed transaction still needs it).
  await discardReplaced(db, files, [replaced]);
  return row;
}

export async function readCertificateFile(
  db: Db,
  id: string,
  files: FileStorage = databaseStorage,
): Promise<{ data: Buffer; mime: string; name: string; sha256: string | null }> {
  const rows = await db
    .select({
      data: workerCertificates.fileData,
      storageKey: workerCertificates.fileStorageKey,
      mime: workerCertificates.fileMime,
      name: workerCertificates.fileName,
      sha256: workerCertificates.fileSha256,
    })
    .from(workerCertificates)
    .where(eq(workerCertificates.id, id));
  const r = rows[0];
  if (!r) throw notFound('No such certificate');
  if ((!r.data && !r.storageKey) || !r.mime) throw notFound('This certificate has no file');
  return { data: await files.get(r), mime: r.mime, name: r.name ?? 'certificate', sha256: r.sha256 };
}

export async function verifyWorkerCertificate(
  db: Db,
  actorId: string,
  id: string,
  today: string,
): Promise<WorkerCertificateRow> {
  return db.transaction(async (tx) => {
    const before = await lockedCertificate(tx, id, today);
    if (before.verified) throw conflict('This certificate is already verified');
    if (!before.hasFile)
      throw conflict('Upload the certificate file before verifying it', { file: 'validation.required' });
    const at = clock.now();
    await tx
      .update(workerCertificates)
      .set({ verifiedAt: at, verifiedBy: actorId, updatedAt: at })
      .where(eq(workerCertificates.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'certificate.verify',
      entityType: 'worker_certificate',
      entityId: id,
      before: { verified: false },
      after: { verified: true, verifiedAt: at.toISOString() },
    });
    return getWorkerCertificate(tx, id, today);
  });
}

/** Workers to choose from (by name or employee code), rejected applicants left out. */
export async function workerOptions(db: Db, search: string | undefined): Promise<WorkerOption[]> {
  const conds: SQL[] = [sql`${workers.status} <> 'rejected'`];
  if (search) {
    const p = likePattern(search);
    conds.push(or(ilike(workers.name, p), ilike(workers.employeeCode, p))!);
  }
  return db
    .select({
      id: workers.id,
      name: workers.name,
      employeeCode: workers.employeeCode,
      status: workers.status,
      positionApplied: workers.positionApplied,
    })
    .from(workers)
    .where(and(...conds))
    .orderBy(asc(sql`lower(${workers.name})`), asc(workers.id))
    .limit(20);
}
