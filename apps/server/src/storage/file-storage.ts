import { randomUUID } from 'node:crypto';
import { AwsClient } from 'aws4fetch';

/**
 * Where a stored file's bytes are, as its row keeps it: in the row itself (`data`, the database
 * storage) or in an object store under `storageKey` (S3). A row has one of the two.
 */
export type FileRef = { data: Buffer | null; storageKey: string | null };

/** An object store: bytes by key. */
export interface ObjectStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/**
 * The file storage the app writes new files with (STORAGE in the configuration). `put` answers
 * the columns the owning row keeps, written in the row's transaction; `get` reads a row written
 * by either storage, so rows from before a switch stay readable.
 */
export interface FileStorage {
  readonly kind: 'database' | 's3';
  put(bytes: Buffer, contentType: string): Promise<FileRef>;
  get(ref: FileRef): Promise<Buffer>;
  /** Removes an object that put stored (nothing to do for bytes in a row). */
  delete(ref: FileRef): Promise<void>;
}

export class StorageError extends Error {}

function inRow(ref: FileRef): Buffer {
  if (ref.data) return ref.data;
  throw new StorageError('The file is kept in an object store, but no object store is configured (STORAGE)');
}

/** The default: the bytes live in the owning row (bytea), written in its transaction. */
export const databaseStorage: FileStorage = {
  kind: 'database',
  put: async (bytes) => ({ data: bytes, storageKey: null }),
  get: async (ref) => inRow(ref),
  delete: async () => undefined,
};

/** New files go to the object store under a random key; the row keeps the key. */
export function objectStorage(store: ObjectStore): FileStorage {
  return {
    kind: 's3',
    async put(bytes, contentType) {
      const key = `files/${randomUUID()}`;
      await store.put(key, bytes, contentType);
      return { data: null, storageKey: key };
    },
    get: async (ref) => (ref.storageKey ? store.get(ref.storageKey) : inRow(ref)),
    delete: async (ref) => {
      if (ref.storageKey) await store.delete(ref.storageKey);
    },
  };
}

export type S3Options = {
  /** e.g. https://s3.ap-southeast-1.amazonaws.com or http://minio:9000 (path-style requests). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** An S3-compatible store (AWS S3, MinIO, ...), requests signed with SigV4 (aws4fetch). */
export function s3Store(o: S3Options): ObjectStore {
  const aws = new AwsClient({
    accessKeyId: o.accessKeyId,
    secretAccessKey: o.secretAccessKey,
    region: o.region,
    service: 's3',
  });
  const base = `${o.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(o.bucket)}`;
  const url = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  // The key and the status only: never the bytes or the signed headers.
  const failed = (what: string, key: string, res: Response) =>
    new StorageError(`S3 ${what} ${key} failed: HTTP ${res.status}`);
  return {
    async put(key, bytes, contentType) {
      const res = await aws.fetch(url(key), {
        method: 'PUT',
        body: new Uint8Array(bytes), // a copy on its own ArrayBuffer (what fetch's BodyInit takes)
        headers: { 'content-type': contentType },
      });
      await res.arrayBuffer();
      if (!res.ok) throw failed('put', key, res);
    },
    async get(key) {
      const res = await aws.fetch(url(key), { method: 'GET' });
      if (!res.ok) {
        await res.arrayBuffer();
        throw failed('get', key, res);
      }
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await aws.fetch(url(key), { method: 'DELETE' });
      await res.arrayBuffer();
      if (!res.ok && res.status !== 404) throw failed('delete', key, res);
    },
  };
}

/**
 * Stores files, then runs `write` (the owning rows' transaction) with their refs. When `write`
 * fails, the objects just stored are removed again, so a failed request leaves none behind.
 */
export async function withStoredFiles<T>(
  storage: FileStorage,
  files: ReadonlyArray<{ bytes: Buffer; contentType: string }>,
  write: (refs: FileRef[]) => Promise<T>,
): Promise<T> {
  const refs: FileRef[] = [];
  try {
    for (const f of files) refs.push(await storage.put(f.bytes, f.contentType));
    return await write(refs);
  } catch (err) {
    await Promise.all(refs.map((r) => storage.delete(r).catch(() => undefined)));
    throw err;
  }
}
