import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { toCreatePtFields } from '@wf/shared/contracts/registration/create-pt';
import { sampleRegistrationValues } from '@wf/shared/contracts/registration/registration-sample';
import { deriveAge } from '@wf/shared/domain/registration/age';
import { registrationEndpoints } from '@wf/shared/contracts/registration/endpoints';
import { businessEndpoints } from '@wf/shared/contracts/business/endpoints';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { loadConfig } from '../config.ts';
import { businessProfile, workerCertificates, workerFiles } from '../db/schema/index.ts';
import { REAL_PNG, pngOfSize } from '../test/file-fixtures.ts';
import { demoCertificatePdf, demoSignaturePng, pngDataUrl } from '../modules/registration/demo-images.ts';
import { validId } from '../modules/registration/demo-registrations.ts';
import { createTestContext, dbLabel, type TestContext } from '../test/harness.ts';
import { filesStoredOutside } from '../test/stored-files.ts';
import {
  databaseStorage,
  objectStorage,
  s3Store,
  sweepOrphanObjects,
  withStoredFiles,
  type ObjectStore,
} from './file-storage.ts';
import { referencedKeys } from './references.ts';

const BUCKET = 'wf-files';
/** s3rver's fixed account. */
const KEY = 'S3RVER';

/** A registration's multipart body: the form fields and a certificate file. */
async function registration(cert: Buffer, n: number) {
  const signature = pngDataUrl(demoSignaturePng(2));
  const v = sampleRegistrationValues({ id_number: validId('S', 4_400_000 + n * 17), signature });
  const d = deriveAge(v.date_of_birth);
  const age = { signature, requiresDocument: d?.requiresDocument ?? false, age: d?.age ?? null, lang: 'en' };
  const fd = new FormData();
  for (const [k, val] of Object.entries(toCreatePtFields(v, age))) fd.append(k, val);
  fd.append('cert', new Blob([new Uint8Array(cert)], { type: 'application/pdf' }), 'food-safety.pdf');
  const res = new Response(fd);
  return { payload: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}

describe('file storage', () => {
  it('database storage keeps the bytes in the row; an S3 key without an object store is an error', async () => {
    const bytes = Buffer.from('hello');
    expect(await databaseStorage.put(bytes, 'text/plain')).toEqual({ data: bytes, storageKey: null });
    expect(await databaseStorage.get({ data: bytes, storageKey: null })).toBe(bytes);
    await expect(databaseStorage.get({ data: null, storageKey: 'files/x' })).rejects.toThrow(/STORAGE/);
  });

  it('STORAGE=s3 names each missing S3 variable; the default is the database rows with PostgreSQL, DATA_DIR/storage with PGlite', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    try {
      expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
        /S3_ENDPOINT: required with STORAGE=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
      );
      expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/wf' }).storage).toEqual({ kind: 'database' });
      expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ kind: 'directory', dir: join(dataDir, 'storage') });
      expect(loadConfig({ DATA_DIR: dataDir, STORAGE: 'database' }).storage).toEqual({ kind: 'database' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('removes the objects it stored when the write that keeps them fails', async () => {
    const objects = new Map<string, Buffer>();
    const memory: ObjectStore = {
      put: async (k, b) => void objects.set(k, b),
      get: async (k) => objects.get(k)!,
      delete: async (k) => void objects.delete(k),
    };
    const storage = objectStorage(memory);
    const files = [1, 2].map((i) => ({ bytes: Buffer.from(`file ${i}`), contentType: 'text/plain' }));
    await expect(
      withStoredFiles(storage, files, async (refs) => {
        expect(refs.every((r) => r.data === null && objects.has(r.storageKey!))).toBe(true);
        throw new Error('transaction failed');
      }),
    ).rejects.toThrow('transaction failed');
    expect(objects.size).toBe(0);
    const kept = await withStoredFiles(storage, files, async (refs) => refs);
    expect(objects.size).toBe(2);
    expect(await storage.get(kept[1]!)).toEqual(Buffer.from('file 2'));
  });
});

describe('removing replaced files (discard)', () => {
  it('retries a failed removal, then logs the key only and does not throw', async () => {
    const attempts: string[] = [];
    const failing: ObjectStore = {
      put: async () => undefined,
      get: async () => Buffer.alloc(0),
      delete: async (k) => {
        attempts.push(k);
        throw new Error(`S3 delete ${k} failed: HTTP 500`);
      },
    };
    const warnings: Array<{ obj: object; msg: string }> = [];
    const storage = objectStorage(failing, { log: { warn: (obj, msg) => warnings.push({ obj, msg }) }, retryMs: [1, 1] });
    await storage.discard([{ data: null, storageKey: 'files/a' }, null, { data: Buffer.from('x'), storageKey: null }]);
    expect(attempts).toEqual(['files/a', 'files/a', 'files/a']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.obj).toEqual({ key: 'files/a', error: 'S3 delete files/a failed: HTTP 500' });
    expect(warnings[0]!.msg).toMatch(/orphan sweep/);
  });

  it('a removal that succeeds on a retry is not logged', async () => {
    let calls = 0;
    const flaky: ObjectStore = {
      put: async () => undefined,
      get: async () => Buffer.alloc(0),
      delete: async () => {
        if (++calls === 1) throw new Error('HTTP 503');
      },
    };
    const warnings: object[] = [];
    await objectStorage(flaky, { log: { warn: (o) => warnings.push(o) }, retryMs: [1] }).discard([{ data: null, storageKey: 'files/b' }]);
    expect(calls).toBe(2);
    expect(warnings).toEqual([]);
  });
});

/** s3rver, a fake S3 server, on 127.0.0.1 at a random port; the app stores files there. */
describe(`S3 file storage through the app (${dbLabel}, s3rver)`, () => {
  let s3: S3rver;
  let dir: string;
  let endpoint: string;
  let ctx: TestContext;
  let certPdf: Buffer;
  const store = (accessKeyId = KEY) =>
    s3Store({ endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId, secretAccessKey: KEY });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wf-s3rver-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    ctx = await createTestContext({
      env: {
        STORAGE: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: KEY,
        S3_SECRET_ACCESS_KEY: KEY,
      },
    });
    certPdf = await demoCertificatePdf('Storage Applicant', '01/01/2026');
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the S3 store puts, gets and deletes by key with signed requests', async () => {
    const key = `files/${randomUUID()}`;
    await store().put(key, Buffer.from('%PDF-1.7 test'), 'application/pdf');
    expect((await store().get(key)).toString()).toBe('%PDF-1.7 test');
    await store().delete(key);
    await expect(store().get(key)).rejects.toThrow(/HTTP 404/);
    await expect(store('UNKNOWN').put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/HTTP 403/);
  });

  it('a registration stores its files in the bucket (rows hold keys, not bytes) and staff read them back', async () => {
    const { payload, contentType } = await registration(certPdf, 1);
    const res = await ctx.inject({
      method: 'POST',
      url: registrationEndpoints.submit.path,
      payload,
      headers: { 'content-type': contentType, 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(201);
    const workerId = res.json<{ id: string }>().id;

    const rows = await filesStoredOutside(ctx, workerId);
    const cert = rows.find((r) => r.kind === 'certificate')!;
    expect((await store().get(cert.storageKey!)).equals(certPdf)).toBe(true);

    // Through the API: the same bytes, read from the bucket.
    const file = await ctx.call('hr', workerEndpoints.file, { params: { id: workerId, fileId: cert.id }, query: {} });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(certPdf)).toBe(true);
    const contract = rows.find((r) => r.kind === 'contract')!;
    const pdf = await ctx.call('hr', workerEndpoints.file, { params: { id: workerId, fileId: contract.id }, query: {} });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Approval makes a certificate record from the upload: it points at the same object.
    const approve = await ctx.call('hr', workerEndpoints.transition, { params: { id: workerId, action: 'approve' }, body: { version: 1 } });
    expect(approve.statusCode).toBe(200);
    const [made] = await ctx.database.db
      .select()
      .from(workerCertificates)
      .where(eq(workerCertificates.workerId, workerId));
    expect(made?.fileData).toBeNull();
    expect(made?.fileStorageKey).toBe(cert.storageKey);
    const dl = await ctx.call('hr', certificateEndpoints.file, { params: { id: made!.id }, query: {} });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(certPdf)).toBe(true);
  });

  /** Whether the bucket still holds the object. */
  const exists = (key: string) =>
    store()
      .get(key)
      .then(
        () => true,
        (err: Error) => (/HTTP 404/.test(err.message) ? false : Promise.reject(err)),
      );

  it('a certificate file replaced or removed: its object is deleted after the commit; one another row holds is kept', async () => {
    const { payload, contentType } = await registration(certPdf, 2);
    const res = await ctx.inject({
      method: 'POST',
      url: registrationEndpoints.submit.path,
      payload,
      headers: { 'content-type': contentType, 'idempotency-key': randomUUID() },
    });
    const workerId = res.json<{ id: string }>().id;
    const approve = { params: { id: workerId, action: 'approve' }, body: { version: 1 } } as const;
    expect((await ctx.call('hr', workerEndpoints.transition, approve)).statusCode).toBe(200);
    const [made] = await ctx.database.db.select().from(workerCertificates).where(eq(workerCertificates.workerId, workerId));
    const shared = made!.fileStorageKey!; // the registration's upload, held by worker_files too

    const upload = (bytes: Buffer) =>
      ctx.call('hr', 'PUT', `/api/worker-certificates/${made!.id}/file`, bytes, {
        'content-type': 'image/png',
        'x-file-name': 'scan.png',
      });
    const keyOf = async () =>
      (await ctx.database.db.select().from(workerCertificates).where(eq(workerCertificates.id, made!.id)))[0]?.fileStorageKey;

    expect((await upload(REAL_PNG)).statusCode).toBe(200);
    const first = (await keyOf())!;
    expect(first).not.toBe(shared);
    expect(await exists(shared)).toBe(true); // worker_files still holds it

    expect((await upload(pngOfSize(4000))).statusCode).toBe(200);
    const second = (await keyOf())!;
    expect(await exists(first)).toBe(false);
    expect(await exists(second)).toBe(true);

    // A refused upload (not an image) changes nothing and deletes nothing.
    const refused = await ctx.call('hr', 'PUT', `/api/worker-certificates/${made!.id}/file`, Buffer.from('<html>'), {
      'content-type': 'image/png',
    });
    expect(refused.statusCode).toBe(400);
    expect(await exists(second)).toBe(true);

    expect((await ctx.call('hr', certificateEndpoints.remove, { params: { id: made!.id } })).statusCode).toBe(200);
    expect(await exists(second)).toBe(false);
    expect(await exists(shared)).toBe(true);
  });

  it('a replaced or removed logo: the old object is deleted after the commit', async () => {
    const put = (bytes: Buffer) => ctx.call('admin', 'PUT', '/api/business/logo', bytes, { 'content-type': 'image/png' });
    const logoKey = async () => (await ctx.database.db.select().from(businessProfile))[0]?.logoStorageKey ?? null;
    expect((await put(REAL_PNG)).statusCode).toBe(200);
    const first = (await logoKey())!;
    expect(await exists(first)).toBe(true);
    expect((await put(pngOfSize(3000))).statusCode).toBe(200);
    const second = (await logoKey())!;
    expect(second).not.toBe(first);
    expect(await exists(first)).toBe(false);
    expect((await ctx.call('admin', businessEndpoints.removeLogo)).statusCode).toBe(200);
    expect(await logoKey()).toBeNull();
    expect(await exists(second)).toBe(false);
  });

  it('the orphan sweep removes objects no row references once they are old enough, and keeps the rest', async () => {
    const orphan = `files/${randomUUID()}`;
    await store().put(orphan, Buffer.from('left behind'), 'text/plain');
    const referenced = (keys: string[]) => referencedKeys(ctx.database.db, keys);
    // Ages are measured from the store's own times (a directory's are the file system's), so the
    // sweep's "now" is stated from the orphan's, not read from the test's clock.
    const written = (await store().list!('files/')).find((o) => o.key === orphan)!.modifiedAt.getTime();
    // Young: kept (a transaction may still be about to reference it).
    await sweepOrphanObjects(store(), referenced, { now: new Date(written + 1_000), graceMs: 60_000 });
    expect(await exists(orphan)).toBe(true);
    const held = (await ctx.database.db.select({ k: workerFiles.storageKey }).from(workerFiles)).map((r) => r.k!).filter(Boolean);
    expect(held.length).toBeGreaterThan(0);
    const result = await sweepOrphanObjects(store(), referenced, { now: new Date(written + 120_000), graceMs: 60_000 });
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await exists(orphan)).toBe(false);
    for (const k of held) expect(await exists(k)).toBe(true);
  });
});
