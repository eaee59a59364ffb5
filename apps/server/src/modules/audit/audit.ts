import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditEntry = {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Writes one audit entry; call it inside the transaction of the change it records. */
export async function writeAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await auditInsert(db, entry);
}

/** The insert of one audit entry, not yet run (to send with other writes in one statement, db/write-together.ts). */
export function auditInsert(db: DbOrTx, entry: AuditEntry) {
  return db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
