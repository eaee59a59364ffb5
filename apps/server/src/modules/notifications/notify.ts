import { and, eq, inArray } from 'drizzle-orm';
import type { Role } from '@wf/shared/roles';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';

export type NotificationInput = {
  title: string;
  description?: string;
  icon?: string;
  link?: string;
  useRouter?: boolean;
  dedupeKey?: string;
};

/**
 * Notifies every active staff user with one of these roles. Call it inside the transaction of
 * the event. With a dedupeKey, users who already have that notification are skipped.
 */
export async function notifyRoles(db: DbOrTx, roles: readonly Role[], n: NotificationInput): Promise<number> {
  const recipients = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...roles]), eq(users.accountStatus, 'active')));
  let ids = recipients.map((r) => r.id);
  if (n.dedupeKey && ids.length > 0) {
    const already = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.dedupeKey, n.dedupeKey), inArray(notifications.userId, ids)));
    const skip = new Set(already.map((a) => a.userId));
    ids = ids.filter((id) => !skip.has(id));
  }
  if (ids.length === 0) return 0;
  await db.insert(notifications).values(
    ids.map((userId) => ({
      userId,
      title: n.title,
      description: n.description ?? null,
      icon: n.icon ?? 'heroicons_outline:bell',
      link: n.link ?? null,
      useRouter: n.useRouter ?? true,
      dedupeKey: n.dedupeKey ?? null,
    })),
  );
  return ids.length;
}

/**
 * One notification per user for a dedupeKey, kept up to date: users who have it get its title and
 * description replaced (and it shows as new again), the others get it. For digests such as
 * "12 new registrations", which grow while the burst lasts. Call it inside the event's transaction.
 */
export async function notifyRolesDigest(
  db: DbOrTx,
  roles: readonly Role[],
  n: NotificationInput & { dedupeKey: string },
): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ title: n.title, description: n.description ?? null, read: false, seen: false, time: new Date() })
    .where(eq(notifications.dedupeKey, n.dedupeKey))
    .returning({ id: notifications.id });
  return updated.length + (await notifyRoles(db, roles, n));
}
