import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidNricFin } from '@wf/shared/domain/registration/nric';
import { createWorkerBody, WORKER_FORM_FIELDS } from '@wf/shared/contracts/workers/worker-form';
import { WORKER_STATUS } from '@wf/shared/enums/workers';
import { workerFiles, workerHistory, workers } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { seedDemoWorkers } from './demo-workers.ts';

const ctx = useTestContext();

describe(`demo workers (${dbLabel})`, () => {
  it('seeds 90 workers across every status, with valid IDs, phones and matching history; idempotent', async () => {
    expect(await ctx.app.db.transaction((tx) => seedDemoWorkers(tx))).toBe(90);
    expect(await seedDemoWorkers(ctx.app.db)).toBe(0);
    const rows = await ctx.app.db.select().from(workers);
    expect(rows).toHaveLength(90);
    for (const s of WORKER_STATUS.values) expect(rows.some((r) => r.status === s), s).toBe(true);
    for (const w of rows) {
      if (w.idType === 'NRIC' || w.idType === 'FIN') expect(isValidNricFin(w.idNumber), w.idNumber).toBe(true);
      expect(w.contactNumber).toMatch(/^[89]\d{7}$/);
      expect(w.kinContact).toMatch(/^[89]\d{7}$/);
      // Data good enough for the staff edit form.
      const values = Object.fromEntries(WORKER_FORM_FIELDS.map((f) => [f, (w as Record<string, unknown>)[f]]));
      const parsed = createWorkerBody.safeParse(values);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      const hist = await ctx.app.db.select().from(workerHistory).where(eq(workerHistory.workerId, w.id)).orderBy(asc(workerHistory.at), asc(workerHistory.id));
      expect(hist[0]!.action).toBe('register');
      expect(hist[hist.length - 1]!.toStatus).toBe(w.status);
      for (let k = 1; k < hist.length; k++) expect(hist[k]!.fromStatus).toBe(hist[k - 1]!.toStatus);
      expect(w.version).toBe(hist.length);
      if (w.status === 'pending' || w.status === 'rejected') expect(w.employeeCode).toBeNull();
      else expect(w.employeeCode).toMatch(/^PT-\d{6}$/);
      const files = await ctx.app.db.select({ kind: workerFiles.kind }).from(workerFiles).where(eq(workerFiles.workerId, w.id));
      expect(files.map((f) => f.kind)).toEqual(expect.arrayContaining(['signature', 'contract']));
    }
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(12);
    const flagged = rows.filter((r) => r.blacklistFlag);
    expect(flagged).toHaveLength(1);
    expect(rows.some((r) => r.status === 'blacklisted' && r.idNumber === flagged[0]!.idNumber)).toBe(true);
    expect(rows.some((r) => r.requiresDocument && r.status === 'pending')).toBe(true);
  });
});
