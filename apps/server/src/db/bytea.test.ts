import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { workerFiles, workers } from './schema/index.ts';

describe('bytea columns', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seedStaff: false });
  });
  afterAll(() => ctx.close());

  it('stores and reads back a 1 MB file byte for byte', async () => {
    const data = randomBytes(1024 * 1024);
    const [w] = await ctx.database.db
      .insert(workers)
      .values({ positionApplied: 'Food Operator', name: 'Byte Test', contactNumber: '91234567', dateOfBirth: '2000-01-01', idType: 'Passport', idNumber: 'E1234567' })
      .returning({ id: workers.id });
    await ctx.database.db
      .insert(workerFiles)
      .values({ workerId: w!.id, kind: 'other', fileName: 'x.bin', mimeType: 'application/octet-stream', size: data.length, sha256: 'x', data });
    const [row] = await ctx.database.db.select({ data: workerFiles.data }).from(workerFiles).where(eq(workerFiles.workerId, w!.id));
    expect(Buffer.compare(row!.data!, data)).toBe(0);
  });
});
