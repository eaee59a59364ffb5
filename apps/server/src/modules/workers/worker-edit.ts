import { eq, sql } from 'drizzle-orm';
import { ageAndConsent, createWorkerBody, workerBodyKeepingBank, WORKER_FORM_FIELDS, type WorkerFormData, type UpdateWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import { maskBank, maskId } from '@wf/shared/domain/workers/status-machine';
import { issuesByPath } from '@wf/shared/contracts/registration/registration-form';
import type { DbOrTx } from '../../db/client.ts';
import { workerHistory, workers } from '../../db/schema/index.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { notifyRoles } from '../notifications/index.ts';
import { NEXT_EMPLOYEE_CODE_SQL, type Actor } from './worker-service.ts';
import { emitPayRatesChanged } from '../../hooks.ts';
import * as clock from '@wf/shared/domain/clock';
import { workerPages } from '@wf/shared/contracts/workers/pages';

/** Fields whose change recomputes the worker's open shift payments. */
// The usual days decide which day is the working day before or after a public holiday (decision 026).
const PAY_FIELDS = ['hourlyRateCents', 'typeOfEmployment', 'engagementType', 'partTimeDayMinutes', 'partTimeWeekMinutes', 'partTimeHolidaysEncashed', 'partTimeUsualDays'] as const;

const idTaken = () => conflict('Another live record has this ID number', { idNumber: 'validation.idTaken' });

/** Values of the form as stored (the column names of the schema). */
function toColumns(d: WorkerFormData) {
  const { age, requiresDocument } = ageAndConsent(d.dateOfBirth);
  return {
    whereKnowUs: d.whereKnowUs,
    typeOfEmployment: d.typeOfEmployment,
    positionApplied: d.positionApplied,
    earliestAvailability: d.earliestAvailability ?? null,
    fullyVaccinated: d.fullyVaccinated,
    name: d.name,
    contactEmail: d.contactEmail,
    contactNumber: d.contactNumber,
    dateOfBirth: d.dateOfBirth,
    age,
    requiresDocument,
    gender: d.gender,
    nationality: d.nationality,
    prStartDate: d.nationality === 'Singapore PR' ? (d.prStartDate ?? null) : null,
    idType: d.idType,
    idNumber: d.idNumber,
    passportExpiry: d.passportExpiry ?? null,
    placeOfBirth: d.placeOfBirth,
    race: d.race,
    religion: d.religion,
    maritalStatus: d.maritalStatus,
    residentialAddress: d.residentialAddress,
    postalCode: d.postalCode,
    certExpired: d.certExpired ?? null,
    kinName: d.kinName,
    kinContact: d.kinContact,
    bankName: d.bankName,
    bankAcc: d.bankAcc,
    workingExps: d.workingExps ?? [],
    highestEducation: d.highestEducation ?? null,
    school: d.school ?? null,
    country: d.country ?? null,
    dateStart: d.dateStart ?? null,
    dateGrad: d.dateGrad ?? null,
    highStandard: d.highStandard ?? null,
    relativesInCompany: d.relativesInCompany,
    relativesInfo: d.relativesInCompany ? (d.relativesInfo ?? null) : null,
    hourlyRateCents: d.hourlyRateCents ?? null,
    engagementType: d.engagementType ?? 'employee',
    partTimeUsualDays: d.partTimeUsualDays ?? null,
    partTimeDayMinutes: d.partTimeDayMinutes ?? null,
    partTimeWeekMinutes: d.partTimeWeekMinutes ?? null,
    partTimeHolidaysEncashed: d.partTimeHolidaysEncashed ?? false,
  };
}

/** JSON with object keys sorted (jsonb does not keep key order). */
function stableJson(v: unknown): string {
  return JSON.stringify(v, (_k, val: unknown) =>
    val && typeof val === 'object' && !Array.isArray(val)
      ? Object.fromEntries(Object.entries(val as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : val,
  );
}

/** Audit snapshots never hold a full ID or bank account. */
function forAudit(v: Record<string, unknown>): Record<string, unknown> {
  const out = { ...v };
  if ('idNumber' in out) out.idNumber = maskId(out.idNumber as string | null);
  if ('bankAcc' in out) out.bankAcc = maskBank(out.bankAcc as string | null);
  return out;
}

/**
 * Staff create a worker directly ("create employee"): validated like the registration, no
 * signature. The worker is active with an employee code, except a 15-year-old, who stays
 * pending until hr records the parental consent and approves, and a worker a manager enters:
 * hr decides on part-timers (docs/product/README.md), so the manager's entry waits in the pending list like
 * an application and hr is told (issue #28, the manager's Employee Management menu).
 */
export async function createWorker(db: DbOrTx, actor: Actor, data: WorkerFormData) {
  const cols = toColumns(data);
  const byManager = actor.role === 'manager';
  const status = cols.requiresDocument || byManager ? 'pending' : 'active';
  try {
    return await db.transaction(async (tx) => {
      const now = clock.now();
      const inserted = await tx
        .insert(workers)
        .values({
          ...cols,
          source: 'staff',
          status,
          statusChangedAt: now,
          employeeCode: status === 'active' ? NEXT_EMPLOYEE_CODE_SQL : null,
        })
        .returning({ id: workers.id, employeeCode: workers.employeeCode, status: workers.status, version: workers.version });
      const w = inserted[0]!;
      await tx.insert(workerHistory).values({ workerId: w.id, action: 'create', fromStatus: null, toStatus: status, actorId: actor.id, at: now });
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'worker.create',
        entityType: 'worker',
        entityId: w.id,
        after: forAudit({ ...cols, status, employeeCode: w.employeeCode }),
      });
      if (byManager)
        await notifyRoles(tx, ['hr'], {
          title: `Employee entered by a manager: ${cols.name}`,
          description: 'A manager entered this part-timer; they wait in Pending Registrations for your review.',
          link: workerPages.record(w.id),
          icon: 'heroicons_outline:user-plus',
        });
      return w;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw idTaken();
    throw e;
  }
}

type BankDetails = { bankName: string | null; bankAcc: string | null };
const bankText = (b: BankDetails) => (b.bankName || b.bankAcc ? `${b.bankName ?? '-'} ${maskBank(b.bankAcc) || '-'}` : 'none');

/**
 * A bank-detail change tells finance (issue #26): masked before and after. Runs approved before it
 * keep paying the account they froze (their page shows "changed since approval"); the next run pays
 * the new one.
 */
async function notifyBankChange(tx: DbOrTx, id: string, before: BankDetails & { name: string; employeeCode: string | null }, after: BankDetails) {
  await notifyRoles(tx, ['finance'], {
    title: `Bank details changed: ${before.name}${before.employeeCode ? ` (${before.employeeCode})` : ''}`,
    description: `${bankText(before)} -> ${bankText(after)}. Approved pay runs still pay the approved account; the next run pays the new one.`,
    link: workerPages.financeRecord(id),
    icon: 'heroicons_outline:building-library',
  });
}

/**
 * Edits a worker's details: the changed fields are merged into the record and the whole is
 * checked with the form's rules; version-checked (409 when someone else saved first); audited
 * with the changed fields before and after (ID and bank masked).
 */
export async function updateWorker(db: DbOrTx, actor: Actor, id: string, body: UpdateWorkerBody) {
  const { version, ...patch } = body;
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx.select().from(workers).where(eq(workers.id, id));
      const w = rows[0];
      if (!w) throw notFound('No such worker');
      if (w.version !== version) {
        throw conflict('Someone else changed this worker a moment ago. Reload to see their changes.', {
          status: w.status,
          version: String(w.version),
        });
      }
      const current: Record<string, unknown> = {};
      for (const f of WORKER_FORM_FIELDS) current[f] = (w as Record<string, unknown>)[f];
      const merged = { ...current, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
      // An edit that leaves the bank alone is not refused for an account stored before accounts were checked by bank.
      const bankTouched = ['bankName', 'bankAcc'].some((f) => f in patch && stableJson(merged[f] ?? null) !== stableJson(current[f] ?? null));
      const parsed = (bankTouched ? createWorkerBody : (workerBodyKeepingBank as unknown as typeof createWorkerBody)).safeParse(merged);
      if (!parsed.success) throw badRequest('Some fields are missing or invalid', issuesByPath(parsed.error.issues));
      const next = toColumns(parsed.data);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(next)) {
        const old = (w as Record<string, unknown>)[k];
        if (stableJson(old ?? null) !== stableJson(v ?? null)) {
          before[k] = old ?? null;
          after[k] = v ?? null;
        }
      }
      if (Object.keys(after).length === 0) return { id, version: w.version, changed: [] as string[] };
      const updated = await tx
        .update(workers)
        .set({ ...next, version: sql`${workers.version} + 1`, updatedAt: clock.now() })
        .where(sql`${workers.id} = ${id} and ${workers.version} = ${version}`)
        .returning({ version: workers.version });
      if (!updated[0]) throw conflict('Someone else changed this worker a moment ago. Reload to see their changes.');
      // The rate, and what decides a part-timer's MOM minimums (decision 026), change the open shift payments.
      if (PAY_FIELDS.some((f) => f in after)) await emitPayRatesChanged(tx, { workerIds: [id] });
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'worker.update',
        entityType: 'worker',
        entityId: id,
        before: forAudit(before),
        after: forAudit(after),
      });
      if ('bankName' in after || 'bankAcc' in after) await notifyBankChange(tx, id, w, next);
      return { id, version: updated[0].version, changed: Object.keys(after) };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw idTaken();
    throw e;
  }
}
