import { and, asc, between, eq, inArray, isNull } from 'drizzle-orm';
import { addDays, daysBetween, EXPIRY_NOTICE_DAYS, singaporeToday } from '@wf/shared/domain/certificates/expiry';
import { formatDate } from '@wf/shared/domain/format';
import type { Db } from '../../db/client.ts';
import { certificateTypes, workerCertificates, workers } from '../../db/schema/index.ts';
import { notifyRoles } from '../notifications/index.ts';
import type { PeriodicJob } from '../../jobs/periodic.ts';
import * as clock from '@wf/shared/domain/clock';
import { LIVE_WORKER_STATUSES } from '@wf/shared/domain/workers/status-machine';
import { certificatePages } from '@wf/shared/contracts/certificates/pages';


export type ExpiryJobResult = { certificates: number; notifications: number };

/**
 * Notifies hr and managers of each certificate expiring within 30 days (Singapore date), once per
 * certificate and expiry date: the certificate is marked notified in the same transaction and the
 * notification carries a dedupe key, so running the job again (or on two instances) adds nothing.
 */
export async function runCertificateExpiryJob(db: Db, now: Date): Promise<ExpiryJobResult> {
  const today = singaporeToday(now);
  const until = addDays(today, EXPIRY_NOTICE_DAYS);
  const due = await db
    .select({
      id: workerCertificates.id,
      expiryDate: workerCertificates.expiryDate,
      workerId: workers.id,
      workerName: workers.name,
      employeeCode: workers.employeeCode,
      typeName: certificateTypes.name,
    })
    .from(workerCertificates)
    .innerJoin(workers, eq(workers.id, workerCertificates.workerId))
    .innerJoin(certificateTypes, eq(certificateTypes.id, workerCertificates.typeId))
    .where(
      and(
        isNull(workerCertificates.notifiedAt),
        between(workerCertificates.expiryDate, today, until),
        // Workers whose certificates still matter (not rejected, discharged or blacklisted).
        inArray(workers.status, [...LIVE_WORKER_STATUSES]),
      ),
    )
    .orderBy(asc(workerCertificates.expiryDate));

  const result: ExpiryJobResult = { certificates: 0, notifications: 0 };
  for (const c of due) {
    await db.transaction(async (tx) => {
      // Claim the certificate; another instance running the job at the same time skips it.
      const claimed = await tx
        .update(workerCertificates)
        .set({ notifiedAt: now })
        .where(and(eq(workerCertificates.id, c.id), isNull(workerCertificates.notifiedAt)))
        .returning({ id: workerCertificates.id });
      if (!claimed[0]) return;
      const days = daysBetween(today, c.expiryDate!);
      const who = c.employeeCode ? `${c.workerName} (${c.employeeCode})` : c.workerName;
      const n = await notifyRoles(tx, ['hr', 'manager'], {
        title: `Certificate expiring: ${who}`,
        description: `${c.typeName} expires on ${formatDate(c.expiryDate)} (${days === 0 ? 'today' : `in ${days} ${days === 1 ? 'day' : 'days'}`}).`,
        icon: 'heroicons_outline:academic-cap',
        // Opens the certificate itself (issue 13, item 11).
        link: certificatePages.edit(c.id),
        dedupeKey: `cert-expiry:${c.id}:${c.expiryDate}`,
      });
      result.certificates += 1;
      result.notifications += n;
    });
  }
  return result;
}

/** The daily expiry job. Every instance may run it: the per-certificate claim keeps notices single. */
export const certificateExpiryJob = (db: Db): PeriodicJob<ExpiryJobResult> => ({
  name: 'certificate expiry notices',
  run: () => runCertificateExpiryJob(db, clock.now()),
  report: (r) => r.certificates > 0,
  intervalMs: 24 * 3_600_000,
});
