import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  IMPORT_PROBLEMS_SHOWN,
  type ImportCounts,
  type ImportDetail,
  type ImportRecord,
} from '@wf/shared/contracts/data-migration/roster-import';
import type { Db, DbOrTx } from '../../db/client.ts';
import { writeAudit } from '../audit/index.ts';
import { rosterImports, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { iso, isoOrNull } from '../../http/list-helpers.ts';
import type { StoredProblem } from './import-apply.ts';
import { progressOf } from './import-jobs.ts';
import { rollbackBlocker } from './import-rollback.ts';

type ImportRow = typeof rosterImports.$inferSelect;
export type Problems = { errors: StoredProblem[]; warnings: StoredProblem[] };

const creator = alias(users, 'creator');
const committer = alias(users, 'committer');

export function toRecord(r: ImportRow, createdByName: string | null, committedByName: string | null): ImportRecord {
  return {
    id: r.id,
    fileName: r.fileName,
    fileHash: r.fileHash,
    format: r.format,
    sizeBytes: r.sizeBytes,
    status: r.status,
    counts: (r.counts as ImportCounts | null) ?? null,
    failure: r.failure,
    progress: progressOf(r.id, r.status),
    createdByName,
    createdAt: iso(r.createdAt),
    committedByName,
    committedAt: isoOrNull(r.committedAt),
    rolledBackAt: isoOrNull(r.rolledBackAt),
    rollbackBlocked: null,
  };
}

async function readImports(db: Db, id?: string) {
  const q = db
    .select({ r: rosterImports, createdByName: creator.name, committedByName: committer.name })
    .from(rosterImports)
    .leftJoin(creator, eq(creator.id, rosterImports.createdBy))
    .leftJoin(committer, eq(committer.id, rosterImports.committedBy));
  return id ? q.where(eq(rosterImports.id, id)) : q.orderBy(desc(rosterImports.createdAt)).limit(100);
}

export async function listImports(db: Db): Promise<{ items: ImportRecord[] }> {
  const rows = await readImports(db);
  return { items: rows.map((x) => toRecord(x.r, x.createdByName, x.committedByName)) };
}

export async function getImport(db: Db, id: string): Promise<ImportDetail> {
  const x = (await readImports(db, id))[0];
  if (!x) throw notFound('No such import');
  const p = (x.r.problems as Problems | null) ?? { errors: [], warnings: [] };
  const strip = ({ message: _m, ...e }: StoredProblem) => e;
  const record = toRecord(x.r, x.createdByName, x.committedByName);
  if (x.r.status === 'committed') record.rollbackBlocked = await rollbackBlocker(db, x.r);
  return {
    ...record,
    errors: p.errors.slice(0, IMPORT_PROBLEMS_SHOWN).map(strip),
    warnings: p.warnings.slice(0, IMPORT_PROBLEMS_SHOWN).map(strip),
  };
}

export async function importRow(db: Db, id: string): Promise<ImportRow> {
  const r = (await db.select().from(rosterImports).where(eq(rosterImports.id, id)))[0];
  if (!r) throw notFound('No such import');
  return r;
}

/** Moves an import to its new state with the audit entry of the step (roster_import.commit, .rollback). */
export async function setStatus(
  tx: DbOrTx,
  actor: { id: string },
  id: string,
  set: Partial<typeof rosterImports.$inferInsert>,
  step: 'commit' | 'rollback',
  after: Record<string, unknown>,
): Promise<void> {
  await tx.update(rosterImports).set(set).where(eq(rosterImports.id, id));
  await writeAudit(tx, {
    actorId: actor.id,
    action: `roster_import.${step}`,
    entityType: 'roster_import',
    entityId: id,
    after,
  });
}
