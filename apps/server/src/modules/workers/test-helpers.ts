import type { WorkerStatus } from '@wf/shared/domain/workers/status-machine';
import type { DbOrTx } from '../../db/client.ts';
import { NEXT_EMPLOYEE_CODE_SQL } from './worker-service.ts';
import { workerFiles, workerHistory, workers } from '../../db/schema/index.ts';
import { demoId, demoPdf, demoWorkerValues, DEMO_PNG } from './demo-workers.ts';

let counter = 500;

/**
 * Inserts one worker for a test (a registration by default, status pending) with plausible
 * data and a signature and contract file. Overrides replace any column.
 */
export async function insertWorker(
  db: DbOrTx,
  overrides: Partial<typeof workers.$inferInsert> & { status?: WorkerStatus } = {},
): Promise<{ id: string; idNumber: string; version: number; employeeCode: string | null }> {
  const i = counter++;
  const base = demoWorkerValues(i);
  const values = {
    ...base,
    idempotencyKey: `test-${i}-${Math.random().toString(36).slice(2)}`,
    idType: 'NRIC',
    nationality: 'Singaporean',
    prStartDate: null,
    idNumber: demoId('S', 2_000_000 + i * 131),
    ...overrides,
  };
  if (values.status && values.status !== 'pending' && values.status !== 'rejected' && overrides.employeeCode === undefined) {
    values.employeeCode = NEXT_EMPLOYEE_CODE_SQL as unknown as string;
  }
  const rows = await db
    .insert(workers)
    .values(values)
    .returning({ id: workers.id, idNumber: workers.idNumber, version: workers.version, employeeCode: workers.employeeCode });
  const w = rows[0]!;
  await db.insert(workerHistory).values({ workerId: w.id, action: 'register', fromStatus: null, toStatus: values.status ?? 'pending' });
  const pdf = demoPdf('contract');
  await db.insert(workerFiles).values([
    { workerId: w.id, kind: 'signature', fileName: 'signature.png', mimeType: 'image/png', size: DEMO_PNG.length, sha256: 'x', data: DEMO_PNG },
    { workerId: w.id, kind: 'contract', fileName: 'contract.pdf', mimeType: 'application/pdf', size: pdf.length, sha256: 'y', data: pdf },
  ]);
  return w;
}
