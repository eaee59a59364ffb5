import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { noteLabels, users } from '../../../db/schema/index.ts';
import { createNoteLabel } from './note-labels.ts';
import { createNote } from './notes-service.ts';

/** The admin's demo notes and labels, once (skipped when the admin has any label). */
export async function seedNotesDemo(db: DbOrTx): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  if (!admin) return;
  if ((await db.select({ id: noteLabels.id }).from(noteLabels).where(eq(noteLabels.ownerId, admin.id)).limit(1)).length) return;
  for (const title of ['Work', 'Clients', 'Priority', 'Personal']) await createNoteLabel(db, admin.id, title);
  const labels = new Map((await db.select().from(noteLabels).where(eq(noteLabels.ownerId, admin.id))).map((l) => [l.title, l.id]));
  const base = { title: '', content: '', tasks: null, reminder: null, labels: [] as string[], archived: false };
  await createNote(db, admin.id, { ...base, title: 'Month-end checklist', tasks: [
    { content: 'Confirm the weekly pay run', completed: true },
    { content: 'Send the billing statements', completed: false },
    { content: 'Check expiring certificates', completed: false },
  ], labels: [labels.get('Work')!, labels.get('Priority')!] });
  await createNote(db, admin.id, { ...base, title: 'Marina events', content: 'Wants 20 ushers for the December gala; quote by Friday.', labels: [labels.get('Clients')!] });
  await createNote(db, admin.id, { ...base, title: 'Interview room', content: 'Book room 2 for Thursday afternoon interviews.', labels: [labels.get('Personal')!] });
  await createNote(db, admin.id, { ...base, title: 'Old onboarding notes', content: 'Replaced by the help center guides.', archived: true });
}
