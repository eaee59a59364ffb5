import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { isValidNricFin } from '@wf/shared/domain/registration/nric';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { workerFiles, workers } from '../../db/schema/index.ts';
import { DEMO_REGISTRATION_COUNT, demoRegistrationValues, seedDemoRegistrations } from './demo-registrations.ts';

const ctx = useTestContext({ demo: true }, 300_000);

describe(`demo registrations (${dbLabel})`, () => {
  it('are valid NRIC/FIN, 8-digit phones', () => {
    for (let i = 0; i < DEMO_REGISTRATION_COUNT; i++) {
      const v = demoRegistrationValues(i);
      expect(isValidNricFin(v.id_number)).toBe(true);
      expect(v.contact_number).toMatch(/^[89]\d{7}$/);
      expect(v.kin_contact).toMatch(/^[89]\d{7}$/);
    }
  });

  it('run with the other demo steps, store 12 pending registrations with files, and are idempotent', async () => {
    const rows = await ctx.database.db
      .select()
      .from(workers)
      .where(like(workers.idempotencyKey, 'demo-registration-%'));
    expect(rows).toHaveLength(DEMO_REGISTRATION_COUNT);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['pending']));
    expect(rows.filter((r) => r.requiresDocument)).toHaveLength(1);
    for (const r of rows) {
      const files = await ctx.database.db.select().from(workerFiles).where(eq(workerFiles.workerId, r.id));
      const kinds = files.map((f) => f.kind).sort();
      expect(kinds).toEqual(r.certExpired ? ['certificate', 'contract', 'signature'] : ['contract', 'signature']);
      const contract = files.find((f) => f.kind === 'contract')!;
      const doc = await PDFDocument.load(contract.data!);
      expect(doc.getTitle()).toContain(r.name);
      expect(doc.getTitle()!.includes('Promoter')).toBe(/promoter/i.test(r.positionApplied));
    }
    expect(await seedDemoRegistrations(ctx.database.db)).toBe(0);
  }, 240_000);
});
