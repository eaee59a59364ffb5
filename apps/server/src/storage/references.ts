import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { PeriodicJob } from '../jobs/periodic.ts';
import { loadModules } from '../modules/registry.ts';
import { sweepOrphanObjects, type FileRef, type FileStorage } from './file-storage.ts';
import * as clock from '@wf/shared/domain/clock';

/** Every column holding a storage key: the ones each module descriptor registers (`storageKeys`). */
async function storageKeyColumns(): Promise<PgColumn[]> {
  return (await loadModules()).flatMap((m) => m.storageKeys ?? []);
}

/** Which of these object keys a row still holds (every registered storage key column). */
export async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const found = await Promise.all(
    (await storageKeyColumns()).map((col) =>
      db
        .select({ k: col })
        .from(col.table as PgTable)
        .where(inArray(col, keys)),
    ),
  );
  return new Set(found.flat().flatMap((r) => (typeof r.k === 'string' && r.k ? [r.k] : [])));
}

/**
 * After a commit that replaced or removed files: discards the objects no row references any more.
 * One object may be held by two rows (approval points the certificate record at the registration's
 * upload), so a key another row still holds is kept.
 */
export async function discardReplaced(db: Db, files: FileStorage, refs: ReadonlyArray<FileRef | null | undefined>): Promise<void> {
  const keys = refs.map((r) => r?.storageKey).filter((k): k is string => !!k);
  if (keys.length === 0) return;
  // Never fails the change that committed: if the check fails, the orphan sweep deletes them later.
  const kept = await referencedKeys(db, keys).catch(() => null);
  if (!kept) return;
  await files.discard(keys.filter((k) => !kept.has(k)).map((storageKey) => ({ data: null, storageKey })));
}

/** An object no row references is removed once it is a day old (a transaction never runs that long). */
export const ORPHAN_GRACE_MS = 24 * 3_600_000;

/** The daily sweep of objects no row references (S3 storage only; see sweepOrphanObjects). */
export const orphanSweepJob = (db: Db, files: FileStorage): PeriodicJob<{ objects: number; removed: number }> => ({
  name: 'storage orphan sweep',
  run: () =>
    files.store
      ? sweepOrphanObjects(files.store, (keys) => referencedKeys(db, keys), { now: clock.now(), graceMs: ORPHAN_GRACE_MS })
      : Promise.resolve({ objects: 0, removed: 0 }),
  report: (r) => r.removed > 0,
  intervalMs: 24 * 3_600_000,
  firstRunMs: 60_000,
});
