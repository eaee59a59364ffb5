import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  FILE_MANAGER_KINDS,
  FILE_MANAGER_PAGE_SIZE,
  ROOT_FOLDER_ID,
  type FileManagerItem,
  type FileManagerKind,
  type FileManagerListing,
  type FileManagerQuery,
} from '@wf/shared/contracts/apps/file-manager/file-manager';
import { KIND_ACCESS } from '@wf/shared/contracts/apps/file-manager/kind-access';
import { byName, fileTypeOf, folderContents, formatFileSize } from '@wf/shared/domain/apps/file-manager';
import { isAllowed } from '@wf/shared/permissions';
import type { Role } from '@wf/shared/roles';
import * as clock from '@wf/shared/domain/clock';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { fileManagerFiles, fileManagerFolders, users } from '../../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../../http/errors.ts';
import type { Actor } from '../../../http/access.ts';
import { withStoredFiles, type FileStorage } from '../../../storage/file-storage.ts';
import { discardReplaced } from '../../../storage/references.ts';
import { writeAudit } from '../../audit/index.ts';
import { KIND_FOLDERS, KIND_ROWS, KINDS_WITH_OWNERS, type KindRow } from './document-kinds.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const size = FILE_MANAGER_PAGE_SIZE;
const sortName = (col: unknown) => sql`lower(${col}) collate "C", ${col} collate "C"`;

/** What a folder id names: the root, a kind's folder, a worker's folder of a kind, or a staff folder. */
type Where =
  | { at: 'root' }
  | { at: 'kind'; kind: FileManagerKind }
  | { at: 'owner'; kind: FileManagerKind; ownerId: string }
  | { at: 'folder'; id: string };

function parseFolderId(id: string, role: Role): Where {
  if (id === ROOT_FOLDER_ID) return { at: 'root' };
  if (UUID.test(id)) return { at: 'folder', id };
  const [kind, ownerId, ...rest] = id.split('/');
  const k = FILE_MANAGER_KINDS.find((x) => x === kind);
  // A kind this role may not read is as unknown as a made-up one.
  if (!k || rest.length || !isAllowed(KIND_ACCESS[k], role)) throw notFound('No such folder');
  if (ownerId === undefined) return { at: 'kind', kind: k };
  if (!KINDS_WITH_OWNERS.has(k) || !UUID.test(ownerId)) throw notFound('No such folder');
  return { at: 'owner', kind: k, ownerId };
}

/** The kinds of documents this role may read. */
export function readableKinds(role: Role): FileManagerKind[] {
  return FILE_MANAGER_KINDS.filter((k) => isAllowed(KIND_ACCESS[k], role));
}

const page = (n: number) => ({ offset: (n - 1) * size, limit: size });
const contains = (col: unknown, search: string | undefined): SQL =>
  search ? sql`${col} ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql`true`;

function kindFileItem(kind: FileManagerKind, folderId: string, r: KindRow): FileManagerItem {
  const source: FileManagerItem['source'] =
    kind === 'payslips'
      ? { kind: 'payslip', runId: r.a, workerId: r.b! }
      : kind === 'certificates'
        ? { kind: 'certificate', id: r.a }
        : kind === 'imports'
          ? { kind: 'import', id: r.a }
          : { kind: 'worker-file', workerId: r.a, fileId: r.b! };
  return {
    id: `${kind}:${r.id}`,
    folderId,
    name: r.name,
    createdBy: r.created_by,
    createdAt: r.created_at,
    modifiedAt: r.modified_at,
    size: r.bytes === null ? null : formatFileSize(r.bytes),
    type: fileTypeOf(r.mime, r.name),
    contents: null,
    description: r.description,
    area: kind,
    bytes: r.bytes,
    count: null,
    source,
    editable: false,
  };
}

function virtualFolder(
  kind: FileManagerKind,
  id: string,
  folderId: string | null,
  f: { name: string; description: string | null; count: number; createdAt: string | null; modifiedAt: string | null },
): FileManagerItem {
  const epoch = new Date(0).toISOString();
  return {
    id,
    folderId,
    name: f.name,
    createdBy: null,
    createdAt: f.createdAt ?? epoch,
    modifiedAt: f.modifiedAt ?? epoch,
    size: null,
    type: 'folder',
    contents: folderContents(f.count),
    description: f.description,
    area: kind,
    bytes: null,
    count: f.count,
    source: null,
    editable: false,
  };
}

async function kindFolder(db: DbOrTx, kind: FileManagerKind): Promise<FileManagerItem> {
  const r = (
    await db.execute(
      sql`select count(*)::int as n, min(created_at) as c, max(modified_at) as m from (${KIND_ROWS[kind]}) f`,
    )
  ).rows[0] as { n: number; c: string | null; m: string | null };
  return virtualFolder(kind, kind, null, { ...KIND_FOLDERS[kind], count: r.n, createdAt: r.c, modifiedAt: r.m });
}

/** A listing of rows from SQL with the window's total on each row. */
async function rowsWithTotal<T>(db: DbOrTx, query: SQL): Promise<{ rows: T[]; total: number }> {
  const rows = (await db.execute(query)).rows as Array<T & { total: number }>;
  return { rows, total: rows[0]?.total ?? 0 };
}

async function ownerFolders(db: DbOrTx, kind: FileManagerKind, q: Query) {
  const { offset, limit } = page(q.page);
  const { rows, total } = await rowsWithTotal<{
    owner_id: string;
    owner_name: string;
    n: number;
    c: string;
    m: string;
  }>(
    db,
    sql`select owner_id, owner_name, count(*)::int as n, min(created_at) as c, max(modified_at) as m,
          count(*) over ()::int as total
        from (${KIND_ROWS[kind]}) f where ${contains(sql`owner_name`, q.search)}
        group by owner_id, owner_name order by ${sortName(sql`owner_name`)}, owner_id
        limit ${limit} offset ${offset}`,
  );
  return {
    total,
    items: rows.map((r) =>
      virtualFolder(kind, `${kind}/${r.owner_id}`, kind, {
        name: r.owner_name,
        description: null,
        count: r.n,
        createdAt: r.c,
        modifiedAt: r.m,
      }),
    ),
  };
}

async function kindFiles(db: DbOrTx, kind: FileManagerKind, ownerId: string | null, q: Query) {
  const { offset, limit } = page(q.page);
  const owner = ownerId ? sql`owner_id = ${ownerId}` : sql`true`;
  const { rows, total } = await rowsWithTotal<KindRow>(
    db,
    sql`select *, count(*) over ()::int as total from (${KIND_ROWS[kind]}) f
        where ${owner} and ${contains(sql`name`, q.search)}
        order by ${sortName(sql`name`)}, id limit ${limit} offset ${offset}`,
  );
  const folderId = ownerId ? `${kind}/${ownerId}` : kind;
  return { total, items: rows.map((r) => kindFileItem(kind, folderId, r)) };
}

async function ownerName(
  db: DbOrTx,
  kind: FileManagerKind,
  ownerId: string,
): Promise<{ n: number; row: KindRow } | null> {
  const r = (
    await db.execute(
      sql`select *, count(*) over ()::int as n from (${KIND_ROWS[kind]}) f where owner_id = ${ownerId} limit 1`,
    )
  ).rows[0] as (KindRow & { n: number }) | undefined;
  return r ? { n: r.n, row: r } : null;
}

// ---- staff folders and files

type Query = { folderId: string; page: number; search?: string | undefined };

const staffFolderColumns = {
  id: fileManagerFolders.id,
  parentId: fileManagerFolders.parentId,
  name: fileManagerFolders.name,
  description: fileManagerFolders.description,
  createdById: fileManagerFolders.createdBy,
  createdBy: users.name,
  createdAt: fileManagerFolders.createdAt,
  modifiedAt: fileManagerFolders.modifiedAt,
  count: sql<number>`(select count(*)::int from ${fileManagerFiles} where ${fileManagerFiles.folderId} = ${fileManagerFolders.id})`,
};
type StaffFolderRow = { [K in keyof typeof staffFolderColumns]: unknown } & {
  id: string;
  parentId: string | null;
  name: string;
  description: string | null;
  createdById: string | null;
  createdBy: string | null;
  createdAt: Date;
  modifiedAt: Date;
  count: number;
};

const mayEdit = (actor: Actor, createdBy: string | null) => actor.role === 'admin' || createdBy === actor.id;

function staffFolderItem(actor: Actor, r: StaffFolderRow): FileManagerItem {
  return {
    id: r.id,
    folderId: r.parentId,
    name: r.name,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    modifiedAt: r.modifiedAt.toISOString(),
    size: null,
    type: 'folder',
    contents: folderContents(r.count),
    description: r.description,
    area: 'shared',
    bytes: null,
    count: r.count,
    source: null,
    editable: mayEdit(actor, r.createdById),
  };
}

const staffFileColumns = {
  id: fileManagerFiles.id,
  folderId: fileManagerFiles.folderId,
  name: fileManagerFiles.name,
  description: fileManagerFiles.description,
  mimeType: fileManagerFiles.mimeType,
  size: fileManagerFiles.size,
  createdById: fileManagerFiles.createdBy,
  createdBy: users.name,
  createdAt: fileManagerFiles.createdAt,
  modifiedAt: fileManagerFiles.modifiedAt,
};
type StaffFileRow = {
  id: string;
  folderId: string | null;
  name: string;
  description: string | null;
  mimeType: string;
  size: number;
  createdById: string | null;
  createdBy: string | null;
  createdAt: Date;
  modifiedAt: Date;
};

function staffFileItem(actor: Actor, r: StaffFileRow): FileManagerItem {
  return {
    id: r.id,
    folderId: r.folderId,
    name: r.name,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    modifiedAt: r.modifiedAt.toISOString(),
    size: formatFileSize(r.size),
    type: fileTypeOf(r.mimeType, r.name),
    contents: null,
    description: r.description,
    area: 'shared',
    bytes: r.size,
    count: null,
    source: { kind: 'upload', id: r.id },
    editable: mayEdit(actor, r.createdById),
  };
}

async function staffFolder(db: DbOrTx, actor: Actor, id: string): Promise<FileManagerItem> {
  const [r] = await db
    .select(staffFolderColumns)
    .from(fileManagerFolders)
    .leftJoin(users, eq(users.id, fileManagerFolders.createdBy))
    .where(eq(fileManagerFolders.id, id));
  if (!r) throw notFound('No such folder');
  return staffFolderItem(actor, r as StaffFolderRow);
}

async function staffFile(db: DbOrTx, actor: Actor, id: string): Promise<FileManagerItem> {
  const [r] = await db
    .select(staffFileColumns)
    .from(fileManagerFiles)
    .leftJoin(users, eq(users.id, fileManagerFiles.createdBy))
    .where(eq(fileManagerFiles.id, id));
  if (!r) throw notFound('No such file');
  return staffFileItem(actor, r);
}

/** A staff folder's ancestors from the root down to it (itself last). */
async function staffPath(db: DbOrTx, actor: Actor, id: string): Promise<FileManagerItem[]> {
  const path: FileManagerItem[] = [];
  const seen = new Set<string>();
  for (let at: string | null = id; at && !seen.has(at) && path.length < 64;) {
    seen.add(at);
    const item = await staffFolder(db, actor, at);
    path.unshift(item);
    at = item.folderId;
  }
  return path;
}

async function staffChildren(
  db: DbOrTx,
  actor: Actor,
  parentId: string | null,
  q: Query,
  extraFolders: FileManagerItem[],
) {
  const { offset, limit } = page(q.page);
  const parent = (col: typeof fileManagerFolders.parentId | typeof fileManagerFiles.folderId) =>
    parentId ? eq(col, parentId) : isNull(col);
  const [folderRows, folderTotal, fileRows, fileTotal] = await Promise.all([
    // The root's kind folders sort in with the staff folders: read enough staff folders to merge.
    db
      .select(staffFolderColumns)
      .from(fileManagerFolders)
      .leftJoin(users, eq(users.id, fileManagerFolders.createdBy))
      .where(and(parent(fileManagerFolders.parentId), contains(fileManagerFolders.name, q.search)))
      .orderBy(sql`${sortName(fileManagerFolders.name)}`, asc(fileManagerFolders.id))
      .limit(offset + limit),
    db.$count(
      fileManagerFolders,
      and(parent(fileManagerFolders.parentId), contains(fileManagerFolders.name, q.search)),
    ),
    db
      .select(staffFileColumns)
      .from(fileManagerFiles)
      .leftJoin(users, eq(users.id, fileManagerFiles.createdBy))
      .where(and(parent(fileManagerFiles.folderId), contains(fileManagerFiles.name, q.search)))
      .orderBy(sql`${sortName(fileManagerFiles.name)}`, asc(fileManagerFiles.id))
      .limit(limit)
      .offset(offset),
    db.$count(fileManagerFiles, and(parent(fileManagerFiles.folderId), contains(fileManagerFiles.name, q.search))),
  ]);
  const folders = [...extraFolders, ...folderRows.map((r) => staffFolderItem(actor, r as StaffFolderRow))]
    .sort(byName)
    .slice(offset, offset + limit);
  return {
    folders: { items: folders, total: folderTotal + extraFolders.length },
    files: { items: fileRows.map((r) => staffFileItem(actor, r)), total: fileTotal },
  };
}

/** GET api/apps/file-manager: a folder's folders and files (each sorted by name, paged) and its path. */
export async function listFolder(db: Db, actor: Actor, query: FileManagerQuery & Query): Promise<FileManagerListing> {
  const q: Query = { folderId: query.folderId, page: query.page, search: query.search || undefined };
  const where = parseFolderId(q.folderId, actor.role);
  const empty = { items: [] as FileManagerItem[], total: 0 };
  let folders = empty;
  let files = empty;
  let path: FileManagerItem[] = [];
  if (where.at === 'root') {
    const kinds = q.search ? [] : await Promise.all(readableKinds(actor.role).map((k) => kindFolder(db, k)));
    ({ folders, files } = await staffChildren(db, actor, null, q, kinds));
  } else if (where.at === 'folder') {
    path = await staffPath(db, actor, where.id);
    ({ folders, files } = await staffChildren(db, actor, where.id, q, []));
  } else if (where.at === 'kind') {
    path = [await kindFolder(db, where.kind)];
    if (KINDS_WITH_OWNERS.has(where.kind)) folders = await ownerFolders(db, where.kind, q);
    else files = await kindFiles(db, where.kind, null, q);
  } else {
    const owner = await ownerName(db, where.kind, where.ownerId);
    if (!owner) throw notFound('No such folder');
    path = [
      await kindFolder(db, where.kind),
      virtualFolder(where.kind, `${where.kind}/${where.ownerId}`, where.kind, {
        name: owner.row.owner_name!,
        description: null,
        count: owner.n,
        createdAt: null,
        modifiedAt: null,
      }),
    ];
    files = await kindFiles(db, where.kind, where.ownerId, q);
  }
  return {
    folders: folders.items,
    files: files.items,
    path,
    pagination: {
      page: q.page,
      size,
      totalFolders: folders.total,
      totalFiles: files.total,
      lastPage: Math.max(1, Math.ceil(folders.total / size), Math.ceil(files.total / size)),
    },
  };
}

/** The staff folder a new item goes into: the root ('null'/null) or an existing staff folder (never a virtual one). */
async function targetFolder(db: DbOrTx, folderId: string | null): Promise<string | null> {
  if (folderId === null || folderId === ROOT_FOLDER_ID) return null;
  if (!UUID.test(folderId))
    throw new AppError(
      409,
      'READ_ONLY_FOLDER',
      "The system's documents are read-only: choose one of the staff folders",
    );
  const [f] = await db
    .select({ id: fileManagerFolders.id })
    .from(fileManagerFolders)
    .where(eq(fileManagerFolders.id, folderId));
  if (!f) throw notFound('No such folder');
  return f.id;
}

export async function createFolder(
  db: Db,
  actor: Actor,
  b: { folderId: string | null; name: string; description?: string | null | undefined },
): Promise<FileManagerItem> {
  return db.transaction(async (tx) => {
    const parentId = await targetFolder(tx, b.folderId);
    const now = clock.now();
    const [row] = await tx
      .insert(fileManagerFolders)
      .values({
        parentId,
        name: b.name,
        description: b.description ?? null,
        createdBy: actor.id,
        createdAt: now,
        modifiedAt: now,
      })
      .returning({ id: fileManagerFolders.id });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'file_manager_folder.create',
      entityType: 'file_manager_folder',
      entityId: row!.id,
      after: { name: b.name, parentId },
    });
    return staffFolder(tx, actor, row!.id);
  });
}

type Change = { name?: string | undefined; description?: string | null | undefined };
const changes = (c: Change) => ({
  ...(c.name !== undefined ? { name: c.name } : {}),
  ...(c.description !== undefined ? { description: c.description } : {}),
});

async function requireEditable(actor: Actor, item: FileManagerItem): Promise<void> {
  if (!item.editable) throw forbidden('Only the person who added it, or an admin, may change or delete it');
}

/** A staff folder's or file's table, how it is read, and its audit entity. */
const STAFF = {
  folder: {
    table: fileManagerFolders,
    read: (tx: DbOrTx, actor: Actor, id: string) => staffFolder(tx, actor, id),
    entity: 'file_manager_folder',
  },
  file: {
    table: fileManagerFiles,
    read: (tx: DbOrTx, actor: Actor, id: string) => staffFile(tx, actor, id),
    entity: 'file_manager_file',
  },
} as const;

/** Renames or re-describes a staff folder or file (the uploader or an admin), audited. */
export async function updateItem(
  db: Db,
  actor: Actor,
  kind: keyof typeof STAFF,
  id: string,
  c: Change,
): Promise<FileManagerItem> {
  const { table, read, entity } = STAFF[kind];
  return db.transaction(async (tx) => {
    const before = await read(tx, actor, id);
    await requireEditable(actor, before);
    await tx
      .update(table)
      .set({ ...changes(c), modifiedAt: clock.now() })
      .where(eq(table.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: `${entity}.update`,
      entityType: entity,
      entityId: id,
      before: { name: before.name, description: before.description },
      after: changes(c),
    });
    return read(tx, actor, id);
  });
}

export async function deleteFolder(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await staffFolder(tx, actor, id);
    await requireEditable(actor, before);
    const inside =
      (await tx.$count(fileManagerFolders, eq(fileManagerFolders.parentId, id))) +
      (await tx.$count(fileManagerFiles, eq(fileManagerFiles.folderId, id)));
    if (inside > 0) throw new AppError(409, 'FOLDER_NOT_EMPTY', 'Delete or move what the folder holds first');
    await tx.delete(fileManagerFolders).where(eq(fileManagerFolders.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'file_manager_folder.delete',
      entityType: 'file_manager_folder',
      entityId: id,
      before: { name: before.name },
    });
  });
}

export type CheckedUpload = { data: Buffer; mime: string; name: string };

export async function uploadFile(
  db: Db,
  files: FileStorage,
  actor: Actor,
  folderId: string,
  f: CheckedUpload,
): Promise<FileManagerItem> {
  const sha256 = createHash('sha256').update(f.data).digest('hex');
  return withStoredFiles(files, [{ bytes: f.data, contentType: f.mime }], ([ref]) =>
    db.transaction(async (tx) => {
      const parent = await targetFolder(tx, folderId);
      const now = clock.now();
      const [row] = await tx
        .insert(fileManagerFiles)
        .values({
          folderId: parent,
          name: f.name,
          mimeType: f.mime,
          size: f.data.length,
          sha256,
          data: ref!.data,
          storageKey: ref!.storageKey,
          createdBy: actor.id,
          createdAt: now,
          modifiedAt: now,
        })
        .returning({ id: fileManagerFiles.id });
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'file_manager_file.upload',
        entityType: 'file_manager_file',
        entityId: row!.id,
        after: { name: f.name, folderId: parent, size: f.data.length, sha256 },
      });
      return staffFile(tx, actor, row!.id);
    }),
  );
}

export async function deleteFile(db: Db, files: FileStorage, actor: Actor, id: string): Promise<void> {
  const ref = await db.transaction(async (tx) => {
    const before = await staffFile(tx, actor, id);
    await requireEditable(actor, before);
    const [gone] = await tx
      .delete(fileManagerFiles)
      .where(eq(fileManagerFiles.id, id))
      .returning({ data: sql<null>`null`, storageKey: fileManagerFiles.storageKey });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'file_manager_file.delete',
      entityType: 'file_manager_file',
      entityId: id,
      before: { name: before.name },
    });
    return gone;
  });
  await discardReplaced(db, files, [ref]);
}

export async function readFile(
  db: Db,
  files: FileStorage,
  id: string,
): Promise<{ name: string; mime: string; data: Buffer }> {
  const [r] = await db
    .select({
      name: fileManagerFiles.name,
      mime: fileManagerFiles.mimeType,
      data: fileManagerFiles.data,
      storageKey: fileManagerFiles.storageKey,
    })
    .from(fileManagerFiles)
    .where(eq(fileManagerFiles.id, id));
  if (!r) throw notFound('No such file');
  return { name: r.name, mime: r.mime, data: await files.get({ data: r.data, storageKey: r.storageKey }) };
}
