import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { workerFiles } from '../db/schema/index.ts';
import type { TestContext } from './harness.ts';

/**
 * A registration's file rows when its bytes live outside the database (directory or S3 storage):
 * the certificate, contract and signature, each with no bytes in its row and an object key.
 */
export async function filesStoredOutside(ctx: TestContext, workerId: string) {
  const rows = await ctx.database.db.select().from(workerFiles).where(eq(workerFiles.workerId, workerId));
  expect(rows.map((r) => r.kind).sort()).toEqual(['certificate', 'contract', 'signature']);
  for (const r of rows) {
    expect(r.data).toBeNull();
    expect(r.storageKey).toMatch(/^files\/[0-9a-f-]{36}$/);
  }
  return rows;
}
