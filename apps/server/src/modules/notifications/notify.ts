import { and, eq, inArray } from 'drizzle-orm';
import type { Role } from '@wf/shared/roles';
import { isAppRoute } from '@wf/shared/contracts/shell/links';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import * as clock from '@wf/shared/domain/clock';

/**
 * A notification the server makes from an event. title and description are plain text (they
 * often carry user data: an applicant's name); the link, when given, is a route of this app.
 */
export type NotificationInput = {
  title: string;
  description?: string;
  icon?: string;
  /** An in-app route (a section's page path: `workerPages.record(id)`); anything else is refused. */
  link?: string;
  dedupeKey?: string;
};

/**
 * Plain text as the HTML the inbox fields hold (title and description are HTML: docs/product/shell.md#messages-and-notifications): every
 * character that could start markup or an entity is escaped, so a name such as
 * `<a href="https://evil.example">x</a>` is shown as those characters, never as a link.
 */
export function textAsHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A notification's link must be an app route (issue 12, defect 7). */
function refuseForeignLink(n: NotificationInput): void {
  if (n.link !== undefined && !isAppRoute(n.link))
    throw new Error(`A notification links only to an app route, not ${JSON.stringify(n.link)}`);
}

/** Inserts one notification per user id, its text escaped (textAsHtml); answers how many. */
async function insertNotifications(db: DbOrTx, ids: readonly string[], n: NotificationInput): Promise<number> {
  if (ids.length === 0) return 0;
  await db.insert(notifications).values(
    ids.map((userId) => ({
      userId,
      title: textAsHtml(n.title),
      description: n.description === undefined ? null : textAsHtml(n.description),
      icon: n.icon ?? 'heroicons_outline:bell',
      link: n.link ?? null,
      useRouter: true,
      dedupeKey: n.dedupeKey ?? null,
    })),
  );
  return ids.length;
}

/**
 * Notifies every active staff user with one of these roles. Call it inside the transaction of
 * the event. With a dedupeKey, users who already have that notification are skipped. The text is
 * stored escaped (textAsHtml) and the link must be an app route (issue 12, defect 7).
 */
export async function notifyRoles(db: DbOrTx, roles: readonly Role[], n: NotificationInput): Promise<number> {
  refuseForeignLink(n);
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
  return insertNotifications(db, ids, n);
}

/** Notifies these staff users (e.g. the creator of a rejected request); same rules as notifyRoles. */
export async function notifyUsers(db: DbOrTx, userIds: readonly string[], n: NotificationInput): Promise<number> {
  refuseForeignLink(n);
  const ids = [...new Set(userIds)];
  return insertNotifications(db, ids, n);
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
    .set({
      title: textAsHtml(n.title),
      description: n.description === undefined ? null : textAsHtml(n.description),
      read: false,
      seen: false,
      time: clock.now(),
    })
    .where(eq(notifications.dedupeKey, n.dedupeKey))
    .returning({ id: notifications.id });
  return updated.length + (await notifyRoles(db, roles, n));
}
