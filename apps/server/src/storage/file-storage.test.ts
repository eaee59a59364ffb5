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
import { loadConfig } from '../config.ts';
import { workerCertificates, workerFiles } from '../db/schema/index.ts';
import { demoCertificatePdf, demoSignaturePng, pngDataUrl } from '../modules/registration/demo-images.ts';
import { validId } from '../modules/registration/demo-registrations.ts';
import { createTestContext, dbLabel, type TestContext } from '../test/harness.ts';
import { databaseStorage, objectStorage, s3Store, withStoredFiles, type ObjectStore } from './file-storage.ts';

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

  it('STORAGE=s3 names each missing S3 variable; database storage is the default', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    try {
      expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
        /S3_ENDPOINT: required with STORAGE=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
      );
      expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ kind: 'database' });
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

    const rows = await ctx.database.db.select().from(workerFiles).where(eq(workerFiles.workerId, workerId));
    expect(rows.map((r) => r.kind).sort()).toEqual(['certificate', 'contract', 'signature']);
    for (const r of rows) {
      expect(r.data).toBeNull();
      expect(r.storageKey).toMatch(/^files\/[0-9a-f-]{36}$/);
    }
    const cert = rows.find((r) => r.kind === 'certificate')!;
    expect((await store().get(cert.storageKey!)).equals(certPdf)).toBe(true);

    // Through the API: the same bytes, read from the bucket.
    const file = await ctx.call('hr', 'GET', `/api/workers/${workerId}/files/${cert.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(certPdf)).toBe(true);
    const contract = rows.find((r) => r.kind === 'contract')!;
    const pdf = await ctx.call('hr', 'GET', `/api/workers/${workerId}/files/${contract.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Approval makes a certificate record from the upload: it points at the same object.
    const approve = await ctx.call('hr', 'POST', `/api/workers/${workerId}/transitions/approve`, { version: 1 });
    expect(approve.statusCode).toBe(200);
    const [made] = await ctx.database.db
      .select()
      .from(workerCertificates)
      .where(eq(workerCertificates.workerId, workerId));
    expect(made?.fileData).toBeNull();
    expect(made?.fileStorageKey).toBe(cert.storageKey);
    const dl = await ctx.call('hr', 'GET', `/api/worker-certificates/${made!.id}/file`);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(certPdf)).toBe(true);
  });
});
