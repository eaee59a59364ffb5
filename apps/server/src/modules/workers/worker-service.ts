import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Role } from '@wf/shared/roles';
import { seesOwnRate } from '@wf/shared/contracts/pay/pay-visibility';
import type { Actor } from '../../http/access.ts';
import type { TransitionBody, TransitionResult, WorkerDetail, WorkerFile } from '@wf/shared/contracts/workers/workers';
import {
  allowedActions,
  LAST_DAY_REQUIRED,
  maskBank,
  maskId,
  nextStatus,
  REASON_REQUIRED,
  type WorkerAction,
  type WorkerStatus,
} from '@wf/shared/domain/workers/status-machine';
import type { DbOrTx } from '../../db/client.ts';
import { emitWorkerApproved } from '../../hooks.ts';
import { users, workerFiles, workerHistory, workers } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { sendWelcomeMail } from './welcome-mail.ts';
import { notifyRoles } from '../notifications/index.ts';
import { canSeeBlacklistFlag, historyEntryColumns } from './worker-lists.ts';
import { databaseStorage, withStoredFiles, type FileStorage } from '../../storage/file-storage.ts';
import * as clock from '@wf/shared/domain/clock';
import { workerPages } from '@wf/shared/contracts/workers/pages';

export type { Actor } from '../../http/access.ts';

const iso = (d: Date | string | null): string | null => (d === null ? null : d instanceof Date ? d.toISOString() : String(d));

/** A new employee code from the sequence, only when the row has none (kept on rejoin). */
/** The next employee code from the sequence: PT-000123 (more digits after PT-999999). */
export const NEXT_EMPLOYEE_CODE_SQL = sql`(select 'PT-' || lpad(q.n::text, greatest(6, length(q.n::text)), '0') from (select nextval('employee_code_seq') as n) q)`;
export const EMPLOYEE_CODE_SQL = sql`coalesce(${workers.employeeCode}, ${NEXT_EMPLOYEE_CODE_SQL})`;

export const fileColumns = {
  id: workerFiles.id,
  kind: workerFiles.kind,
  fileName: workerFiles.fileName,
  originalName: workerFiles.originalName,
  mimeType: workerFiles.mimeType,
  size: workerFiles.size,
  createdAt: workerFiles.createdAt,
};
export function toFile(r: { id: string; kind: WorkerFile['kind']; fileName: string; originalName: string | null; mimeType: string; size: number; createdAt: Date }): WorkerFile {
  return { ...r, createdAt: r.createdAt.toISOString() };
}

export async function listFiles(db: DbOrTx, workerId: string): Promise<WorkerFile[]> {
  await mustExist(db, workerId);
  const rows = await db.select(fileColumns).from(workerFiles).where(eq(workerFiles.workerId, workerId)).orderBy(asc(workerFiles.createdAt));
  return rows.map(toFile);
}

/** A worker's file with its bytes, read from wherever `files` (or the row) keeps them. */
export async function getFile(db: DbOrTx, workerId: string, fileId: string, files: FileStorage = databaseStorage) {
  const rows = await db
    .select({
      kind: workerFiles.kind,
      fileName: workerFiles.fileName,
      mimeType: workerFiles.mimeType,
      data: workerFiles.data,
      storageKey: workerFiles.storageKey,
    })
    .from(workerFiles)
    .where(and(eq(workerFiles.id, fileId), eq(workerFiles.workerId, workerId)));
  const f = rows[0];
  if (!f) throw notFound('No such file');
  return { kind: f.kind, fileName: f.fileName, mimeType: f.mimeType, data: await files.get(f) };
}

async function mustExist(db: DbOrTx, id: string): Promise<void> {
  const rows = await db.select({ id: workers.id }).from(workers).where(eq(workers.id, id));
  if (!rows[0]) throw notFound('No such worker');
}

/** One worker with every registration field (ID and bank account masked), files, history. */
export async function getWorker(db: DbOrTx, id: string, role: Role): Promise<WorkerDetail> {
  const rows = await db
    .select({ w: workers, consentByName: users.name })
    .from(workers)
    .leftJoin(users, eq(users.id, workers.consentReceivedBy))
    .where(eq(workers.id, id));
  const row = rows[0];
  if (!row) throw notFound('No such worker');
  const w = row.w;
  const [files, history] = await Promise.all([
    db.select(fileColumns).from(workerFiles).where(eq(workerFiles.workerId, id)).orderBy(asc(workerFiles.createdAt)),
    db
      .select(historyEntryColumns)
      .from(workerHistory)
      .leftJoin(users, eq(users.id, workerHistory.actorId))
      .where(eq(workerHistory.workerId, id))
      .orderBy(desc(workerHistory.at), desc(workerHistory.id)),
  ]);
  return {
    id: w.id,
    employeeCode: w.employeeCode,
    status: w.status,
    statusBeforeBlacklist: w.statusBeforeBlacklist,
    version: w.version,
    source: w.source,
    language: w.language,
    whereKnowUs: w.whereKnowUs,
    typeOfEmployment: w.typeOfEmployment,
    positionApplied: w.positionApplied,
    earliestAvailability: w.earliestAvailability,
    fullyVaccinated: w.fullyVaccinated,
    name: w.name,
    contactEmail: w.contactEmail,
    contactNumber: w.contactNumber,
    dateOfBirth: w.dateOfBirth,
    age: w.age,
    gender: w.gender,
    nationality: w.nationality,
    prStartDate: w.prStartDate,
    idType: w.idType,
    idNumberMasked: maskId(w.idNumber),
    passportExpiry: w.passportExpiry,
    placeOfBirth: w.placeOfBirth,
    race: w.race,
    religion: w.religion,
    maritalStatus: w.maritalStatus,
    residentialAddress: w.residentialAddress,
    postalCode: w.postalCode,
    addressComponents: (w.addressComponents as Record<string, unknown> | null) ?? null,
    certExpired: w.certExpired,
    kinName: w.kinName,
    kinContact: w.kinContact,
    bankName: w.bankName,
    bankAccMasked: maskBank(w.bankAcc),
    workingExps: Array.isArray(w.workingExps) ? (w.workingExps as Record<string, unknown>[]) : [],
    highestEducation: w.highestEducation,
    school: w.school,
    country: w.country,
    dateStart: w.dateStart,
    dateGrad: w.dateGrad,
    highStandard: w.highStandard,
    relativesInCompany: w.relativesInCompany,
    relativesInfo: w.relativesInfo,
    qna: (w.qna as Record<string, unknown> | null) ?? {},
    declarationAt: iso(w.declarationAt),
    requiresDocument: w.requiresDocument,
    consentReceivedAt: iso(w.consentReceivedAt),
    consentReceivedByName: row.consentByName,
    blacklistFlag: canSeeBlacklistFlag(role) ? w.blacklistFlag : null,
    hourlyRateCents: seesOwnRate(role) ? w.hourlyRateCents : null,
    showsOwnRate: seesOwnRate(role),
    engagementType: w.engagementType,
    partTimeUsualDays: w.partTimeUsualDays ?? null,
    partTimeDayMinutes: w.partTimeDayMinutes,
    partTimeWeekMinutes: w.partTimeWeekMinutes,
    partTimeHolidaysEncashed: w.partTimeHolidaysEncashed,
    lastWorkingDay: w.lastWorkingDay,
    statusReason: w.statusReason,
    statusChangedAt: iso(w.statusChangedAt),
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
    files: files.map(toFile),
    history: history.map((h) => ({
      ...h,
      details: (h.details as Record<string, unknown> | null) ?? null,
      at: h.at.toISOString(),
    })),
    allowedActions: allowedActions(w.status),
  };
}

const HUMAN_STATUS: Record<WorkerStatus, string> = {
  pending: 'pending',
  active: 'active',
  rejected: 'rejected',
  discharge_pending: 'pending discharge',
  discharged: 'discharged',
  rejoin_pending: 'pending rejoin',
  blacklisted: 'blacklisted',
};

/** 409 carrying the current state in `fields` so the page can show it and refresh. */
function stateConflict(message: string, current: { status: WorkerStatus; version: number }): AppError {
  return conflict(message, { status: current.status, version: String(current.version) });
}

/**
 * Applies one status-machine action. Inside one transaction: the current row is read, the
 * action checked against the machine (409 naming the current status), then a conditional
 * UPDATE ... WHERE id AND version bumps the version; when another staff user changed the row
 * in between, nothing is updated and the answer is 409 with the current state. A history row
 * and an audit entry are written in the same transaction.
 */
export async function transitionWorker(
  db: DbOrTx,
  actor: Actor,
  id: string,
  action: WorkerAction,
  body: TransitionBody,
): Promise<TransitionResult> {
  const reason = body.reason?.trim() || undefined;
  const fields: Record<string, string> = {};
  if (REASON_REQUIRED.has(action) && !reason) fields.reason = 'validation.required';
  if (LAST_DAY_REQUIRED.has(action) && !body.lastWorkingDay) fields.lastWorkingDay = 'validation.required';
  if (Object.keys(fields).length > 0) throw badRequest('Some fields are missing or invalid', fields);

  try {
    return await db.transaction(async (tx) => {
      const found = await tx
        .select({
          status: workers.status,
          version: workers.version,
          statusBeforeBlacklist: workers.statusBeforeBlacklist,
          requiresDocument: workers.requiresDocument,
          consentReceivedAt: workers.consentReceivedAt,
          name: workers.name,
        })
        .from(workers)
        .where(eq(workers.id, id));
      const current = found[0];
      if (!current) throw notFound('No such worker');
      if (current.version !== body.version) {
        throw stateConflict(
          `Someone else changed this worker a moment ago; it is now ${HUMAN_STATUS[current.status]}. Check and try again.`,
          current,
        );
      }
      const to = nextStatus(current.status, action, current.statusBeforeBlacklist);
      if (to === null) {
        throw stateConflict(`The worker is ${HUMAN_STATUS[current.status]}; "${action}" is not possible from this status.`, current);
      }
      if (action === 'approve' && current.requiresDocument && !current.consentReceivedAt) {
        throw stateConflict(
          'This applicant is 15: upload the parental consent document on this page before approving.',
          current,
        );
      }

      const now = clock.now();
      const set: Record<string, unknown> = {
        status: to,
        version: sql`${workers.version} + 1`,
        statusReason: reason ?? null,
        statusChangedAt: now,
        updatedAt: now,
      };
      if (action === 'approve' || action === 'approveRejoin') set.employeeCode = EMPLOYEE_CODE_SQL;
      if (action === 'requestDischarge') set.lastWorkingDay = body.lastWorkingDay;
      if (action === 'cancelDischarge' || action === 'approveRejoin') set.lastWorkingDay = null;
      if (action === 'blacklist') set.statusBeforeBlacklist = current.status;
      if (action === 'unblacklist') set.statusBeforeBlacklist = null;

      const updated = await tx
        .update(workers)
        .set(set)
        .where(and(eq(workers.id, id), eq(workers.version, body.version)))
        .returning({ id: workers.id, status: workers.status, version: workers.version, employeeCode: workers.employeeCode });
      const u = updated[0];
      if (!u) {
        const now2 = (await tx.select({ status: workers.status, version: workers.version }).from(workers).where(eq(workers.id, id)))[0];
        if (!now2) throw notFound('No such worker');
        throw stateConflict(
          `Someone else changed this worker a moment ago; it is now ${HUMAN_STATUS[now2.status]}. Check and try again.`,
          now2,
        );
      }

      const details = action === 'requestDischarge' ? { lastWorkingDay: body.lastWorkingDay } : null;
      await tx.insert(workerHistory).values({
        workerId: id,
        action,
        fromStatus: current.status,
        toStatus: to,
        reason: reason ?? null,
        details,
        actorId: actor.id,
        at: now,
      });
      await writeAudit(tx, {
        actorId: actor.id,
        action: `worker.${action}`,
        entityType: 'worker',
        entityId: id,
        before: { status: current.status, version: current.version },
        after: { status: to, version: u.version, employeeCode: u.employeeCode, reason: reason ?? null, ...(details ?? {}) },
      });
      // Other modules act on the approval in this transaction (hooks.ts), e.g. certificates: the
      // registration's food-safety upload becomes the worker's first certificate.
      if (action === 'approve') {
        await emitWorkerApproved(tx, { workerId: id, actorId: actor.id });
        await sendWelcomeMail(tx, id);
      }
      if (action === 'requestDischarge' || action === 'requestRejoin') {
        await notifyRoles(tx, ['hr', 'admin'], {
          title: action === 'requestDischarge' ? 'Discharge request awaiting approval' : 'Rejoin request awaiting approval',
          description: current.name,
          icon: 'heroicons_outline:user-minus',
          link: workerPages.record(id),
        });
      }
      return { id: u.id, status: u.status, version: u.version, employeeCode: u.employeeCode };
    });
  } catch (e) {
    if (isUniqueViolation(e)) {
      throw conflict('Another live record has the same ID number; resolve that record first.');
    }
    throw e;
  }
}

/** The full ID number or bank account of a worker; each reveal is audited. */
export async function revealField(db: DbOrTx, actor: Actor, id: string, field: 'idNumber' | 'bankAcc'): Promise<string> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ idNumber: workers.idNumber, bankAcc: workers.bankAcc }).from(workers).where(eq(workers.id, id));
    const w = rows[0];
    if (!w) throw notFound('No such worker');
    await writeAudit(tx, { actorId: actor.id, action: 'worker.reveal', entityType: 'worker', entityId: id, after: { field } });
    return (field === 'idNumber' ? w.idNumber : w.bankAcc) ?? '';
  });
}

/**
 * Stores the parental consent document and records that it was received (by whom, when). Only
 * for an applicant who needed one (requiresDocument: aged 15 when registering).
 */
export async function recordConsent(
  db: DbOrTx,
  actor: Actor,
  id: string,
  file: { data: Buffer; mime: string; ext: string; originalName: string | null },
  files: FileStorage = databaseStorage,
) {
  const stored = [{ bytes: file.data, contentType: file.mime }];
  return withStoredFiles(files, stored, ([ref]) => db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: workers.id, consentReceivedAt: workers.consentReceivedAt, requiresDocument: workers.requiresDocument })
      .from(workers)
      .where(eq(workers.id, id));
    const w = rows[0];
    if (!w) throw notFound('No such worker');
    // Only an applicant who registered at 15 needs it (requiresDocument); nobody else has one to give.
    if (!w.requiresDocument) throw conflict('Only an applicant aged 15 needs a parental consent document; this one does not.');
    const now = clock.now();
    const inserted = await tx
      .insert(workerFiles)
      .values({
        workerId: id,
        kind: 'consent',
        fileName: `parental-consent-${now.toISOString().slice(0, 10)}.${file.ext}`,
        originalName: file.originalName?.slice(0, 200) ?? null,
        mimeType: file.mime,
        size: file.data.length,
        sha256: createHash('sha256').update(file.data).digest('hex'),
        ...ref!,
        uploadedBy: actor.id,
      })
      .returning(fileColumns);
    const updated = await tx
      .update(workers)
      .set({ consentReceivedAt: now, consentReceivedBy: actor.id, version: sql`${workers.version} + 1`, updatedAt: now })
      .where(eq(workers.id, id))
      .returning({ version: workers.version });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'worker.consent',
      entityType: 'worker',
      entityId: id,
      before: { consentReceivedAt: iso(w.consentReceivedAt) },
      after: { consentReceivedAt: now.toISOString(), fileId: inserted[0]!.id },
    });
    return { consentReceivedAt: now.toISOString(), file: toFile(inserted[0]!), version: updated[0]!.version };
  }));
}
