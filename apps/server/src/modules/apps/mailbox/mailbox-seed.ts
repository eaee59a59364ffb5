import { inArray } from 'drizzle-orm';
import * as clock from '@wf/shared/domain/clock';
import type { DbOrTx } from '../../../db/client.ts';
import { mailboxMessages, mailboxCopies, users } from '../../../db/schema/index.ts';
import { ensureMailbox } from './mailbox-labels.ts';

/** [from, to, subject, text, hours ago] of the demo office's mail. */
const DEMO: Array<[string, string, string, string, number]> = [
  ['hr@example.com', 'admin@example.com', 'New registrations reviewed', 'All 12 registrations from the weekend are reviewed; three wait for certificates.', 2],
  ['manager@example.com', 'admin@example.com', 'Jurong project: Saturday crew', 'We need 4 more crew on Saturday. Can HR confirm by Thursday?', 5],
  ['finance@example.com', 'admin@example.com', 'Pay run ready for approval', 'The weekly pay run is generated; please take a look before Friday.', 9],
  ['admin@example.com', 'hr@example.com', 'Food hygiene certificates', 'Please chase the workers whose food hygiene certificates expire this month.', 20],
  ['hr@example.com', 'manager@example.com', 'Roster import template', 'The new roster import template is on the data migration page.', 30],
  ['manager@example.com', 'finance@example.com', 'Client billing: Marina events', 'The Marina events client asks for their November statement.', 48],
];

/** Demo mail between the demo staff, once (a restart changes nothing): skipped when any mail exists. */
export async function seedMailboxDemo(db: DbOrTx): Promise<void> {
  if ((await db.select({ id: mailboxMessages.id }).from(mailboxMessages).limit(1)).length) return;
  const emails = [...new Set(DEMO.flatMap(([a, b]) => [a, b]))];
  const staff = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const byEmail = new Map(staff.map((u) => [u.email, u.id]));
  for (const id of byEmail.values()) await ensureMailbox(db, id);
  const now = clock.nowMs();
  for (const [from, to, subject, content, hoursAgo] of DEMO) {
    const senderId = byEmail.get(from);
    const toId = byEmail.get(to);
    if (!senderId || !toId) continue;
    const at = new Date(now - hoursAgo * 3_600_000);
    const [m] = await db.insert(mailboxMessages).values({ senderId, toIds: [toId], subject, content, sentAt: at, createdAt: at }).returning({ id: mailboxMessages.id });
    await db.insert(mailboxCopies).values([
      { ownerId: senderId, messageId: m!.id, folder: 'sent', date: at },
      { ownerId: toId, messageId: m!.id, folder: 'inbox', unread: hoursAgo < 10, date: at },
    ]);
  }
}
