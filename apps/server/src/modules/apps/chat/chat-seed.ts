import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { chats, users } from '../../../db/schema/index.ts';
import { sendMessage, startChat } from './chat-service.ts';

/** A few chats between the demo staff, once per pair (a restart changes nothing). */
export async function seedChatDemo(db: DbOrTx): Promise<void> {
  const conversations: Array<[string, string, string[]]> = [
    [
      'admin@example.com',
      'hr@example.com',
      ['Hi Hui Min, are the new registrations reviewed?', 'Two more to go, done by noon.'],
    ],
    [
      'manager@example.com',
      'admin@example.com',
      ['The Jurong project needs 4 more crew on Saturday.', 'Noted, I will ask HR to confirm four more by Thursday.'],
    ],
    ['finance@example.com', 'hr@example.com', ['Payment report for last month is ready for your review.']],
  ];
  const emails = [...new Set(conversations.flatMap(([a, b]) => [a, b]))];
  const staff = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const byEmail = new Map(staff.map((u) => [u.email, u]));
  for (const [a, b, lines] of conversations) {
    const ua = byEmail.get(a);
    const ub = byEmail.get(b);
    if (!ua || !ub) continue;
    const existing = await db
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.ownerId, ua.id), eq(chats.contactId, ub.id)));
    if (existing[0]) continue;
    const chatA = await startChat(db, ua.id, ub.id);
    const chatB = await startChat(db, ub.id, ua.id);
    for (const [i, line] of lines.entries()) {
      if (i % 2 === 0) await sendMessage(db, ua.id, chatA.id, line);
      else await sendMessage(db, ub.id, chatB.id, line);
    }
  }
}
