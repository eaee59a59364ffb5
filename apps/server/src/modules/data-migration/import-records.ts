import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
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
/** An import without its file and its problems (up to 20 MB and 50,000 entries): what its state needs. */
export type ImportHead = Omit<ImportRow, 'fileData' | 'problems'>;
const { fileData: _file, problems: _problems, ...headColumns } = getTableColumns(rosterImports);
export { headColumns as importHeadColumns };
export type Problems = { errors: StoredProblem[]; warnings: StoredProblem[] };

const creator = alias(users, 'creator');
const committer = alias(users, 'committer');

export function toRecord(r: ImportHead, createdByName: string | null, committedByName: string | null): ImportRecord {
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

/** One import with its problems, or the latest hundred without (a list never carries files or problems). */
async function readImports(db: Db, id?: string) {
  const q = db
    .select({
      r: headColumns,
      problems: id ? rosterImports.problems : sql<null>`null`,
      createdByName: creator.name,
      committedByName: committer.name,
    })
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
  const x = found(await readImports(db, id));
  const p = (x.problems as Problems | null) ?? { errors: [], warnings: [] };
  const strip = ({ message: _m, ...e }: StoredProblem) => e;
  const record = toRecord(x.r, x.createdByName, x.committedByName);
  if (x.r.status === 'committed') record.rollbackBlocked = await rollbackBlocker(db, x.r);
  return {
    ...record,
    errors: p.errors.slice(0, IMPORT_PROBLEMS_SHOWN).map(strip),
    warnings: p.warnings.slice(0, IMPORT_PROBLEMS_SHOWN).map(strip),
  };
}

/** The first row found, or 404. */
function found<T>(rows: T[]): T {
  if (!rows[0]) throw notFound('No such import');
  return rows[0];
}

/** The whole import, its file included: what reading the file needs. */
export async function importRow(db: Db, id: string): Promise<ImportRow> {
  return found(await db.select().from(rosterImports).where(eq(rosterImports.id, id)));
}

/** The import's state without its file and problems. */
export async function importHead(db: Db, id: string): Promise<ImportHead> {
  return found(await db.select(headColumns).from(rosterImports).where(eq(rosterImports.id, id)));
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
