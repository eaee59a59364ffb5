import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { StorageError, type ObjectStore } from './file-storage.ts';

/** A key is path segments of letters, digits, '.', '_' and '-' (what objectStorage writes: files/<uuid>). */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
/** A file being written: renamed to its key once complete, so a reader never sees part of one. */
const PARTIAL = '.partial';

/**
 * An object store in a directory of the local disk (STORAGE=directory, the default with the
 * embedded database: DATA_DIR/storage). The file system does the work on libuv's thread pool, so
 * a 10 MB upload never occupies the thread that answers requests, as a bytea value does in PGlite
 * (which runs on that thread). Writes are atomic (a temporary name, synced, then renamed).
 */
export function directoryStore(root: string): ObjectStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new StorageError(`Not a storage key: ${key.slice(0, 80)}`);
    return join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomUUID()}${PARTIAL}`;
      const file = await open(partial, 'wx');
      try {
        await file.writeFile(bytes);
        await file.datasync();
      } finally {
        await file.close();
      }
      await rename(partial, path).catch(async (err: unknown) => {
        await rm(partial, { force: true });
        throw err;
      });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageError(`Stored file ${key} is missing`);
        throw err;
      }
    },
    delete: (key) => rm(pathOf(key), { force: true }),
    async list(prefix) {
      // Every file under the prefix's directory, leftovers of interrupted writes included (no row
      // holds their names, so the orphan sweep removes them once they are old).
      const dir = join(root, ...prefix.split('/').filter(Boolean));
      const names = await readdir(dir, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      const out: Array<{ key: string; modifiedAt: Date }> = [];
      for (const entry of names) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const key = path.slice(root.length + 1).split(sep).join('/');
        out.push({ key, modifiedAt: (await stat(path)).mtime });
      }
      return out;
    },
  };
}
