import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { refuseSameArchiveState } from '../../http/list-helpers.ts';
import { writeAudit } from './audit.ts';

/** A table whose records are archived instead of deleted (archived_at, updated_at). */
export type ArchivableTable = PgTable & { id: PgColumn; archivedAt: PgColumn; updatedAt: PgColumn };

/**
 * Archives or unarchives one record inside the caller's transaction, with its audit entry
 * (`<auditPrefix>.archive` / `.unarchive`). The caller has locked or loaded the record and says
 * whether it is archived now; the same state again is refused (409).
 */
export async function setArchiveState(
  tx: DbOrTx,
  table: ArchivableTable,
  r: { id: string; actorId: string; archived: boolean; isArchived: boolean; entity: string; entityType: string; auditPrefix: string },
): Promise<void> {
  refuseSameArchiveState(r.entity, r.isArchived, r.archived);
  await tx
    .update(table)
    .set({ archivedAt: r.archived ? sql`now()` : null, updatedAt: sql`now()` } as never)
    .where(eq(table.id, r.id));
  await writeAudit(tx, {
    actorId: r.actorId,
    action: `${r.auditPrefix}.${r.archived ? 'archive' : 'unarchive'}`,
    entityType: r.entityType,
    entityId: r.id,
    before: { archived: !r.archived },
    after: { archived: r.archived },
  });
}
