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
  /** Every key under the prefix with its last change (for the orphan sweep). */
  list?(prefix: string): Promise<Array<{ key: string; modifiedAt: Date }>>;
}

/** Where a failed removal is reported: the object's key (random, no personal data) and the status. */
export type StorageLog = { warn(obj: object, msg: string): void };

/**
 * The file storage the app writes new files with (STORAGE in the configuration). `put` answers
 * the columns the owning row keeps, written in the row's transaction; `get` reads a row written
 * by either storage, so rows from before a switch stay readable.
 */
export interface FileStorage {
  readonly kind: 'database' | 'directory' | 's3';
  put(bytes: Buffer, contentType: string): Promise<FileRef>;
  get(ref: FileRef): Promise<Buffer>;
  /** Removes an object that put stored (nothing to do for bytes in a row). */
  delete(ref: FileRef): Promise<void>;
  /**
   * Removes the objects of files a committed change no longer references (a replaced or removed
   * file). Call it after the transaction commits, never before: a failed transaction still needs
   * them. Never throws: a failed removal is retried, then logged (key only) and left to the orphan
   * sweep (sweepOrphanObjects).
   */
  discard(refs: ReadonlyArray<FileRef | null | undefined>): Promise<void>;
  /** The object store behind an S3 storage (the orphan sweep lists it). */
  readonly store?: ObjectStore;
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
  // The bytes went with the row's update or delete, in its transaction.
  discard: async () => undefined,
};

/** Tries before a failed removal is left to the sweep, and the pause before each retry. */
export const DISCARD_RETRY_MS = [200, 1_000] as const;

/** New files go to the object store (an S3 bucket or a directory) under a random key; the row keeps the key. */
export function objectStorage(
  store: ObjectStore,
  opts: { log?: StorageLog; retryMs?: readonly number[]; kind?: 'directory' | 's3' } = {},
): FileStorage {
  const retryMs = opts.retryMs ?? DISCARD_RETRY_MS;
  const removeOne = async (key: string) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await store.delete(key);
      } catch (err) {
        if (attempt >= retryMs.length) {
          opts.log?.warn(
            { key, error: err instanceof Error ? err.message : 'unknown' },
            'storage: removing a replaced file failed; the orphan sweep will remove it',
          );
          return;
        }
        await new Promise((r) => setTimeout(r, retryMs[attempt]));
      }
    }
  };
  return {
    kind: opts.kind ?? 's3',
    store,
    async put(bytes, contentType) {
      const key = `${OBJECT_KEY_PREFIX}${randomUUID()}`;
      await store.put(key, bytes, contentType);
      return { data: null, storageKey: key };
    },
    get: async (ref) => (ref.storageKey ? store.get(ref.storageKey) : inRow(ref)),
    delete: async (ref) => {
      if (ref.storageKey) await store.delete(ref.storageKey);
    },
    discard: async (refs) => {
      const keys = refs.map((r) => r?.storageKey).filter((k): k is string => !!k);
      await Promise.all(keys.map(removeOne));
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
    async list(prefix) {
      const out: Array<{ key: string; modifiedAt: Date }> = [];
      let token: string | null = null;
      do {
        const q = new URLSearchParams({ 'list-type': '2', prefix, ...(token ? { 'continuation-token': token } : {}) });
        const res = await aws.fetch(`${base}?${q.toString()}`, { method: 'GET' });
        const xml = await res.text();
        if (!res.ok) throw failed('list', prefix, res);
        for (const [, body] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = /<Key>([^<]*)<\/Key>/.exec(body!)?.[1];
          const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(body!)?.[1];
          if (key && modified) out.push({ key: xmlText(key), modifiedAt: new Date(modified) });
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? (/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? null)
          : null;
        if (token) token = xmlText(token);
      } while (token);
      return out;
    },
  };
}

const xmlText = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The prefix of every key objectStorage writes. */
export const OBJECT_KEY_PREFIX = 'files/';

/**
 * Removes objects under OBJECT_KEY_PREFIX that no row references (`referenced` answers which of
 * the given keys a row still holds) and that are older than `graceMs` (an object just stored for
 * a transaction still running is not yet referenced). Catches what discard could not remove: a
 * failed delete, or a process that stopped between the commit and the delete.
 */
export async function sweepOrphanObjects(
  store: ObjectStore,
  referenced: (keys: string[]) => Promise<Set<string>>,
  opts: { now: Date; graceMs: number },
): Promise<{ objects: number; removed: number }> {
  if (!store.list) return { objects: 0, removed: 0 };
  const all = await store.list(OBJECT_KEY_PREFIX);
  const old = all.filter((o) => opts.now.getTime() - o.modifiedAt.getTime() > opts.graceMs).map((o) => o.key);
  let removed = 0;
  for (let i = 0; i < old.length; i += 500) {
    const batch = old.slice(i, i + 500);
    const kept = await referenced(batch);
    for (const key of batch.filter((k) => !kept.has(k))) {
      await store.delete(key);
      removed++;
    }
  }
  return { objects: all.length, removed };
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
