import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { workerCertificates, workerFiles } from '../db/schema/index.ts';
import { fieldsOf, submitTo, testCertPdf, valuesMaker } from '../modules/registration/registration-test-kit.ts';
import { createTestContext, dbLabel, type TestContext } from '../test/harness.ts';
import { filesStoredOutside } from '../test/stored-files.ts';
import { directoryStore } from './directory-store.ts';
import { sweepOrphanObjects } from './file-storage.ts';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'wf-dir-store-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the directory object store', () => {
  it('puts, gets, lists and deletes by key; a missing object is an error; a key cannot leave the directory', async () => {
    const root = tempDir();
    const store = directoryStore(root);
    const key = `files/${randomUUID()}`;
    await store.put(key, Buffer.from('%PDF-1.7 test'), 'application/pdf');
    expect((await store.get(key)).toString()).toBe('%PDF-1.7 test');
    expect((await store.list!('files/')).map((o) => o.key)).toEqual([key]);
    expect(readdirSync(join(root, 'files'))).toEqual([key.slice('files/'.length)]); // no temporary file left
    await store.delete(key);
    await expect(store.get(key)).rejects.toThrow(/missing/);
    await store.delete(key); // deleting twice is fine
    for (const bad of ['../secret', 'files/../../etc/passwd', '/etc/passwd', 'files//x', '.hidden']) {
      await expect(store.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Not a storage key/);
      await expect(store.get(bad)).rejects.toThrow(/Not a storage key/);
    }
    expect(await directoryStore(join(root, 'none')).list!('files/')).toEqual([]);
  });

  it('the orphan sweep removes what no row holds, leftovers of an interrupted write included', async () => {
    const root = tempDir();
    const store = directoryStore(root);
    const kept = `files/${randomUUID()}`;
    const orphan = `files/${randomUUID()}`;
    await store.put(kept, Buffer.from('kept'), 'text/plain');
    await store.put(orphan, Buffer.from('orphan'), 'text/plain');
    const partial = join(root, 'files', `${randomUUID()}.${randomUUID()}.partial`);
    writeFileSync(partial, 'half');
    const old = new Date(Date.now() - 2 * 86_400_000);
    for (const f of readdirSync(join(root, 'files'))) utimesSync(join(root, 'files', f), old, old);
    const r = await sweepOrphanObjects(store, async (keys) => new Set(keys.filter((k) => k === kept)), {
      now: new Date(),
      graceMs: 86_400_000,
    });
    expect(r).toEqual({ objects: 3, removed: 2 });
    expect(existsSync(partial)).toBe(false);
    expect((await store.get(kept)).toString()).toBe('kept');
  });
});

/**
 * PGlite runs on the thread that answers every request, /api/health included: a 10 MB bytea
 * insert held that thread for seconds. With the embedded database the default storage therefore
 * keeps file bytes out of the database (DATA_DIR/storage): the rows hold keys only.
 */
describe(`default storage with the embedded database (${dbLabel})`, () => {
  let ctx: TestContext;
  let dataDir: string;
  const values = valuesMaker(5_300_000);

  beforeAll(async () => {
    dataDir = tempDir();
    // STORAGE unset (an empty value counts as unset) and no DATABASE_URL: what `npm start` runs.
    ctx = await createTestContext({ env: { DATA_DIR: dataDir, STORAGE: '' } });
  });
  afterAll(() => ctx?.close());

  it('a registration writes no file bytes into the database; its files are on disk and staff read them back', async () => {
    expect(ctx.config.storage).toEqual({ kind: 'directory', dir: join(dataDir, 'storage') });
    expect(ctx.app.files.kind).toBe('directory');
    const res = await submitTo(ctx, fieldsOf(values()));
    expect(res.statusCode).toBe(201);
    const workerId = res.json<{ id: string }>().id;

    const rows = await filesStoredOutside(ctx, workerId);
    for (const r of rows) expect(existsSync(join(dataDir, 'storage', r.storageKey!))).toBe(true);
    const [bytes] = await ctx.database.db
      .select({ n: sql<number>`coalesce(sum(octet_length(${workerFiles.data})), 0)::int` })
      .from(workerFiles)
      .where(eq(workerFiles.workerId, workerId));
    expect(bytes!.n).toBe(0);

    const cert = rows.find((r) => r.kind === 'certificate')!;
    const file = await ctx.call('hr', workerEndpoints.file, { params: { id: workerId, fileId: cert.id }, query: {} });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(await testCertPdf())).toBe(true);

    // Approval's certificate record points at the same file, read back through its own route.
    const approve = { params: { id: workerId, action: 'approve' }, body: { version: 1 } } as const;
    expect((await ctx.call('hr', workerEndpoints.transition, approve)).statusCode).toBe(200);
    const [made] = await ctx.database.db.select().from(workerCertificates).where(eq(workerCertificates.workerId, workerId));
    expect(made?.fileData).toBeNull();
    expect(made?.fileStorageKey).toBe(cert.storageKey);
    const dl = await ctx.call('hr', certificateEndpoints.file, { params: { id: made!.id }, query: {} });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(await testCertPdf())).toBe(true);
  });
});
