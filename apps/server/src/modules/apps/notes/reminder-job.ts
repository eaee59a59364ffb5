import { sql } from 'drizzle-orm';
import { notesPages } from '@wf/shared/contracts/apps/notes/pages';
import * as clock from '@wf/shared/domain/clock';
import type { Db } from '../../../db/client.ts';
import type { PeriodicJob } from '../../../jobs/periodic.ts';
import { notifyUsers } from '../../notifications/index.ts';

export type NoteReminderResult = { reminded: number };

/**
 * Raises a notification for each note whose reminder time (the one clock) has come and that was
 * not reminded of yet. The notes are claimed (reminded_at set) in the transaction that notifies,
 * so a second run, here or on another instance, never notifies twice.
 */
export async function runNoteReminders(db: Db): Promise<NoteReminderResult> {
  const at = clock.now().toISOString();
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      update notes set reminded_at = ${at}::timestamptz
      where reminder is not null and reminded_at is null and reminder <= ${at}::timestamptz
      returning id, owner_id, title, content, reminder`);
    const rows = claimed.rows as Array<{ id: string; owner_id: string; title: string; content: string; reminder: string | Date }>;
    for (const r of rows) {
      await notifyUsers(tx, [r.owner_id], {
        title: `Reminder: ${r.title || r.content.slice(0, 60) || 'a note'}`,
        description: r.title ? r.content.slice(0, 140) : undefined,
        icon: 'heroicons_outline:bell',
        link: notesPages.notes,
        dedupeKey: `note-reminder:${r.id}:${new Date(r.reminder).toISOString()}`,
      });
    }
    return { reminded: rows.length };
  });
}

/** Every minute: a reminder is raised within a minute of its time. */
export const noteReminderJob = (db: Db): PeriodicJob<NoteReminderResult> => ({
  name: 'note reminders',
  run: () => runNoteReminders(db),
  report: (r) => r.reminded > 0,
  intervalMs: 60_000,
  firstRunMs: 15_000,
});
