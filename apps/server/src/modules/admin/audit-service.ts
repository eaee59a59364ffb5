import { asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_EXPORT_MAX,
  type ActivitiesPage,
  type ActivitiesQuery,
  type AuditEntry,
  type AuditFacets,
  type AuditFilter,
  type AuditList,
  type AuditListQuery,
} from '@wf/shared/contracts/admin/admin';
import type { AuditEntity } from '@wf/shared/contracts/common/section-pages';
import { auditActionLabel, auditEntityLabel, auditEntityName, auditSentence } from '@wf/shared/domain/labels';
import type { DbOrTx } from '../../db/client.ts';
import { defineList, type Condition, type ListFilter } from '../../http/list-builder.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import type { ExportColumn } from '../../http/table-export.ts';
import { loadModules } from '../registry.ts';
import { sgDayStart } from './weeks.ts';

const DAY_MS = 86_400_000;

/**
 * The current name of the entry's record (null when it is gone or has none): each section's
 * registered `auditNames` (module descriptors), one `case` built once.
 */
let entityNames: Promise<SQL<string | null>> | null = null;
function entityName(): Promise<SQL<string | null>> {
  entityNames ??= loadModules().then((modules) => {
    const cases = modules.flatMap((m) =>
      Object.entries(m.auditNames ?? {}).map(([type, name]) => sql`when ${type} then ${name(sql`${auditLog.entityId}`)}`),
    );
    return cases.length ? sql<string | null>`case ${auditLog.entityType} ${sql.join(cases, sql` `)} end` : sql<string | null>`null`;
  });
  return entityNames;
}

/** The columns of an entry: the log's own, the actor's name and the record's current name. */
const entryColumns = async () => ({
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorName: users.name,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  entityName: await entityName(),
  before: auditLog.before,
  after: auditLog.after,
});

type EntryRow = {
  id: number;
  at: Date;
  actorId: string | null;
  actorName: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  entityName: string | null;
  before: unknown;
  after: unknown;
};

const toEntry = (r: EntryRow): AuditEntry => ({
  id: Number(r.id),
  at: (r.at instanceof Date ? r.at : new Date(r.at)).toISOString(),
  actorId: r.actorId,
  actorName: r.actorName,
  action: r.action,
  entityType: r.entityType,
  entityId: r.entityId,
  entityName: r.entityName ?? null,
  before: r.before ?? null,
  after: r.after ?? null,
});

/** The filters' conditions; from and to are whole Singapore days, both included. */
function auditConditions(f: AuditFilter & ListFilter): Condition[] {
  return [
    f.actorId && eq(auditLog.actorId, f.actorId),
    f.entityType && eq(auditLog.entityType, f.entityType),
    f.entityId && eq(auditLog.entityId, f.entityId),
    f.action && eq(auditLog.action, f.action),
    f.from && gte(auditLog.at, sgDayStart(f.from)),
    f.to && lt(auditLog.at, new Date(sgDayStart(f.to).getTime() + DAY_MS)),
  ];
}

/**
 * The audit log (http/list-builder.ts), newest first (its one order: `at`, ties by id the same way).
 * Made once the modules are loaded: the record's current name is their registered `auditNames`.
 */
let auditLists: Promise<ReturnType<typeof defineAuditList>> | null = null;
const defineAuditList = (columns: Awaited<ReturnType<typeof entryColumns>>) =>
  defineList({
    columns,
    from: (q) => q.from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)),
    filters: auditConditions,
    sort: { at: auditLog.at },
    id: auditLog.id,
    idFollowsSort: true,
    row: toEntry,
  });
const auditList = () => (auditLists ??= entryColumns().then(defineAuditList));

/** The filters in the newest-first order the log is read in. */
const newestFirst = (f: AuditFilter) => ({ ...f, sort: 'at' as const, dir: 'desc' as const });

/** One page of the audit log (pages counted from 0), newest first. */
export async function listAudit(db: DbOrTx, q: AuditListQuery): Promise<AuditList> {
  const { items, total } = await (await auditList()).page(db, { ...newestFirst(q), page: q.page + 1, pageSize: q.pageSize });
  return { items, total };
}

/**
 * The activity feed (GET api/pages/activities): one page of the log as sentences, newest first; an
 * admin reads every entry, another role only its own (before/after never leave, the name is resolved).
 */
export async function listActivities(db: DbOrTx, user: { id: string; role: string }, q: ActivitiesQuery): Promise<ActivitiesPage> {
  const own = user.role !== 'admin';
  const page = await listAudit(db, { page: q.page, pageSize: q.pageSize, ...(own ? { actorId: user.id } : {}) });
  return {
    items: page.items.map(({ before: _b, after: _a, ...e }) => {
      const entityName = auditEntityName({ entityName: e.entityName, before: _b, after: _a });
      const actor = e.actorName ?? (e.actorId ? 'Deleted user' : null);
      return { ...e, entityName, sentence: auditSentence({ ...e, actorName: actor, entityName }) };
    }),
    total: page.total,
    page: q.page,
    pageSize: q.pageSize,
    scope: own ? 'own' : 'all',
  };
}

export async function recentAudit(db: DbOrTx, limit: number): Promise<AuditEntry[]> {
  return (await auditList()).rows(db, newestFirst({}), { limit, offset: 0 });
}

/** Values for the filter menus: actions and entity types in use, and staff who acted. */
export async function auditFacets(db: DbOrTx): Promise<AuditFacets> {
  const [actions, types, actors] = await Promise.all([
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    db.selectDistinct({ v: auditLog.entityType }).from(auditLog).orderBy(asc(auditLog.entityType)),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(sql`exists (select 1 from ${auditLog} where ${auditLog.actorId} = ${users.id})`)
      .orderBy(asc(users.name)),
  ]);
  return { actions: actions.map((r) => r.v), entityTypes: types.map((r) => r.v), actors };
}

/**
 * The export's columns (CSV header and XLSX first row); a record type in the words its section
 * registers (`contracts/<name>/pages.ts`), else the shared labels.
 */
export const auditExportColumns = (entities: ReadonlyMap<string, AuditEntity>): ExportColumn<AuditExportRow>[] => [
  { key: 'at', label: 'Time' },
  { key: 'sentence', label: 'Entry' },
  { key: 'actor', label: 'Actor' },
  { key: 'action', label: 'Action', text: auditActionLabel },
  { key: 'entityType', label: 'Record type', text: (type) => entities.get(type)?.label ?? auditEntityLabel(type) },
  { key: 'record', label: 'Record' },
  { key: 'actorId', label: 'Actor ID' },
  { key: 'entityId', label: 'Record ID' },
  { key: 'before', label: 'Before' },
  { key: 'after', label: 'After' },
];
export type AuditExportRow = AuditEntry & { actor: string; sentence: string; record: string };

/** The filtered view for the export (http/table-export.ts writes CSV or XLSX), newest first, at most AUDIT_EXPORT_MAX rows. */
export async function auditExportRows(db: DbOrTx, f: AuditFilter): Promise<{ rows: AuditExportRow[]; truncated: boolean }> {
  const rows = await (await auditList()).rows(db, newestFirst(f), { limit: AUDIT_EXPORT_MAX + 1, offset: 0 });
  const truncated = rows.length > AUDIT_EXPORT_MAX;
  const kept = truncated ? rows.slice(0, AUDIT_EXPORT_MAX) : rows;
  return {
    rows: kept.map((r) => {
      const actor = r.actorName ?? (r.actorId ? 'Deleted user' : 'System');
      return { ...r, actor, sentence: auditSentence({ ...r, actorName: actor }), record: auditEntityName(r) ?? '' };
    }),
    truncated,
  };
}
