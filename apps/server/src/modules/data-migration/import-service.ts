import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ImportCounts, ImportRecord } from '@wf/shared/contracts/data-migration/roster-import';
import {
  mapHeader,
  parseImportRow,
  type ImportColumn,
  type ParsedRow,
  type RawRow,
  type RowError,
} from '@wf/shared/domain/data-migration/roster-import-rows';
import { now } from '@wf/shared/domain/clock';
import type { Db } from '../../db/client.ts';
import { arrayLiteral, insertMany } from '../../db/insert-many.ts';
import { rosterImports } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { writeAudit } from '../audit/index.ts';
import type { RosterEnv } from '../rosters/index.ts';
import { applyPlan, importItemParts, type Actor, type StoredProblem } from './import-apply.ts';
import { fileFormat, fileRecords, ImportFileError } from './import-file.ts';
import { buildPlan, type Plan } from './import-plan.ts';
import { setProgress, clearProgress, enqueue } from './import-jobs.ts';
import { importHead, importHeadColumns, importRow, setStatus, toRecord, type Problems } from './import-records.ts';
import type { ImportFormat } from '@wf/shared/enums/imports';

export type ImportDeps = { db: Db; files: FileStorage; env: RosterEnv; log: { error(o: object, m: string): void } };

type ImportRow = typeof rosterImports.$inferSelect;

const FILE_MESSAGES: Record<ImportFileError['problem'], string> = {
  empty: 'The file is empty',
  tooLarge: 'The file is larger than 20 MB',
  tooManyRows: 'The file has more than 50,000 rows',
  notSpreadsheet: 'The file is not an XLSX workbook or a CSV file',
  extensionMismatch: 'The file’s content does not match its extension (.xlsx or .csv)',
  formula: 'The file contains a formula; paste the values only and upload it again',
  zipBomb: 'The workbook would unpack to an unreasonable size and was refused',
  missingColumns: 'The file lacks columns of the template',
  unreadable: 'The file could not be read',
};

/** Stores the upload (nothing else is written) and queues its check; a file refused by its content is a 400 (413 when too large). */
export async function uploadImport(
  deps: ImportDeps,
  actor: Actor,
  fileName: string,
  data: Buffer,
): Promise<ImportRecord> {
  let format: ImportFormat;
  try {
    format = fileFormat(data, fileName);
  } catch (err) {
    if (!(err instanceof ImportFileError)) throw err;
    throw new AppError(err.problem === 'tooLarge' ? 413 : 400, 'IMPORT_FILE_REFUSED', FILE_MESSAGES[err.problem], {
      file: err.problem,
    });
  }
  const ref = await deps.files.put(data, format === 'csv' ? 'text/csv' : 'application/octet-stream');
  const fileHash = createHash('sha256').update(data).digest('hex');
  const row = await deps.db.transaction(async (tx) => {
    const [r] = await tx
      .insert(rosterImports)
      .values({
        fileName: fileName.slice(0, 255),
        fileHash,
        format,
        sizeBytes: data.length,
        fileData: ref.data,
        storageKey: ref.storageKey,
        status: 'checking',
        createdBy: actor.id,
        createdAt: now(),
      })
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'roster_import.upload',
      entityType: 'roster_import',
      entityId: r!.id,
      after: { fileName, fileHash, sizeBytes: data.length },
    });
    return r!;
  });
  setProgress(row.id, { phase: 'queued', done: 0, total: 0 });
  void enqueue(() => runCheck(deps, actor, row.id));
  return toRecord(row, null, null);
}

/** The file's rows read and checked on their own: the parsed rows and every row's problems. */
async function readRows(deps: ImportDeps, r: ImportRow): Promise<{ rows: ParsedRow[]; errors: RowError[] }> {
  const data = await deps.files.get({ data: r.fileData, storageKey: r.storageKey });
  const rows: ParsedRow[] = [];
  const errors: RowError[] = [];
  let columns: (ImportColumn | null)[] | null = null;
  for await (const rec of fileRecords(data, r.format)) {
    if (!columns) {
      const header = mapHeader(rec.cells);
      if (header.missing.length) throw new ImportFileError('missingColumns');
      columns = header.columns;
      continue;
    }
    const raw: RawRow = {};
    columns.forEach((k, i) => {
      if (k) raw[k] = rec.cells[i] ?? '';
    });
    const parsed = parseImportRow(rec.line, raw);
    if ('row' in parsed) rows.push(parsed.row);
    else errors.push(...parsed.errors);
    if (rows.length % 2000 === 0) setProgress(r.id, { phase: 'reading', done: rows.length + errors.length, total: 0 });
  }
  if (!columns) throw new ImportFileError('empty');
  return { rows, errors };
}

/** Thrown to end the check's transaction: everything the services wrote is rolled back. */
class DryRun extends Error {}

/** The counts of a run: every row is an error row, a changed row or an unchanged one. */
function countsOf(
  rowCount: number,
  res: Awaited<ReturnType<typeof applyPlan>>,
  errors: StoredProblem[],
  warnings: StoredProblem[],
): ImportCounts {
  const errorLines = new Set(errors.map((e) => e.line));
  const changed = [...res.changedLines].filter((l) => !errorLines.has(l)).length;
  return {
    rows: rowCount,
    ...res.counts,
    unchanged: rowCount - errorLines.size - changed,
    errorRows: errorLines.size,
    warningRows: new Set(warnings.map((w) => w.line)).size,
  };
}

const byLine = (a: StoredProblem, b: StoredProblem) => a.line - b.line;

/** Reads and checks every row, then runs the whole import through the roster services in a transaction it rolls back. */
async function prepare(deps: ImportDeps, actor: Actor, r: ImportRow, commit: boolean) {
  const { rows, errors } = await readRows(deps, r);
  const total = rows.length + new Set(errors.map((e) => e.line)).size;
  setProgress(r.id, { phase: commit ? 'committing' : 'checking', done: 0, total });
  const plan: Plan = await buildPlan(deps.db, rows, errors);
  const tick = (n: number) => setProgress(r.id, { phase: commit ? 'committing' : 'checking', done: n, total });
  return { plan, errors: errors as StoredProblem[], total, tick };
}

async function runCheck(deps: ImportDeps, actor: Actor, id: string): Promise<void> {
  const r = await importRow(deps.db, id);
  try {
    const { plan, errors, total, tick } = await prepare(deps, actor, r, false);
    let result: Awaited<ReturnType<typeof applyPlan>> | undefined;
    await deps.db
      .transaction(async (tx) => {
        result = await applyPlan(tx, deps.env, actor, plan, reasonOf(r), tick, false);
        throw new DryRun('dry run');
      })
      .catch((err: unknown) => {
        if (!(err instanceof DryRun)) throw err;
      });
    const all = [...errors, ...result!.errors].sort(byLine);
    const warnings = result!.warnings.sort(byLine);
    await deps.db
      .update(rosterImports)
      .set({
        status: 'checked',
        counts: countsOf(total, result!, all, warnings),
        problems: { errors: all, warnings },
      })
      .where(eq(rosterImports.id, id));
  } catch (err) {
    await fail(deps, id, err);
  } finally {
    clearProgress(id);
  }
}

async function fail(deps: ImportDeps, id: string, err: unknown) {
  const failure = err instanceof ImportFileError ? err.problem : 'unreadable';
  if (!(err instanceof ImportFileError)) deps.log.error({ importId: id, err }, 'roster import failed');
  else if (err.cause) deps.log.error({ importId: id, err: err.cause }, 'roster import file unreadable');
  const problems = err instanceof ImportFileError && err.line ? { errors: [], warnings: [], line: err.line } : null;
  await deps.db.update(rosterImports).set({ status: 'failed', failure, problems }).where(eq(rosterImports.id, id));
}

const reasonOf = (r: ImportRow) => `Roster import ${r.fileName}`.slice(0, 500);

/** Queues the commit of a checked import without errors; a second commit of the same import is refused. */
export async function commitImport(deps: ImportDeps, actor: Actor, id: string): Promise<ImportRecord> {
  const r = await importHead(deps.db, id);
  const counts = r.counts as ImportCounts | null;
  if (r.status !== 'checked' || !counts)
    throw new AppError(409, 'IMPORT_STATUS', 'Only a checked import can be committed');
  if (counts.errorRows > 0)
    throw new AppError(
      409,
      'IMPORT_HAS_ERRORS',
      'Fix the rows in error and upload the file again; nothing was written',
    );
  const claimed = await deps.db
    .update(rosterImports)
    .set({ status: 'committing', failure: null })
    .where(sql`${rosterImports.id} = ${id} and ${rosterImports.status} = 'checked'`)
    .returning(importHeadColumns);
  if (!claimed.length) throw new AppError(409, 'IMPORT_STATUS', 'This import is being committed already');
  setProgress(id, { phase: 'queued', done: 0, total: counts.rows });
  void enqueue(() => runCommit(deps, actor, id));
  return toRecord(claimed[0]!, null, null);
}

class RowsRefused extends Error {
  constructor(
    readonly counts: ImportCounts,
    readonly problems: Problems,
  ) {
    super('rows refused');
  }
}

/** The commit: the whole file in one transaction, through the roster services; any refused row undoes it all. */
async function runCommit(deps: ImportDeps, actor: Actor, id: string): Promise<void> {
  const r = await importRow(deps.db, id);
  try {
    const { plan, errors, total, tick } = await prepare(deps, actor, r, true);
    const mailed = await deps.db.transaction(async (tx) => {
      const result = await applyPlan(tx, deps.env, actor, plan, reasonOf(r), tick, true);
      const all = [...errors, ...result.errors].sort(byLine);
      const warnings = result.warnings.sort(byLine);
      const counts = countsOf(total, result, all, warnings);
      if (all.length) throw new RowsRefused(counts, { errors: all, warnings });
      await insertMany(
        tx,
        'roster_import_items',
        [
          ['import_id', 'uuid', () => id],
          ['kind', 'text', (p) => p.kind],
          ['action', 'text', (p) => p.action],
          ['part', 'int', (p) => p.part],
          ['entity_ids', 'uuid[]', (p) => arrayLiteral(p.entityIds)],
          ['befores', 'jsonb', (p) => p.befores],
          ['afters', 'jsonb', (p) => p.afters],
        ],
        importItemParts(result.items),
        { chunk: 4 },
      );
      await setStatus(
        tx,
        actor,
        id,
        { status: 'committed', counts, problems: { errors: [], warnings }, committedBy: actor.id, committedAt: now() },
        'commit',
        { fileName: r.fileName, fileHash: r.fileHash, counts },
      );
      return result.mailed;
    });
    if (mailed) deps.env.kickMail();
  } catch (err) {
    if (err instanceof RowsRefused)
      await deps.db
        .update(rosterImports)
        .set({ status: 'checked', counts: err.counts, problems: err.problems, failure: 'rowsRefused' })
        .where(eq(rosterImports.id, id));
    else await fail(deps, id, err);
  } finally {
    clearProgress(id);
  }
}
