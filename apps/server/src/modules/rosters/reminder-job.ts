import { sql } from 'drizzle-orm';
import { nowMs } from '@wf/shared/domain/clock';
import type { Db } from '../../db/client.ts';
import type { PeriodicJob } from '../../jobs/periodic.ts';
import { queueShiftMails } from './roster-mail.ts';

/** How long before a shift a worker who has not answered is reminded (issue 29). */
export const REMINDER_BEFORE_MS = 24 * 3_600_000;

export type ReminderJobResult = { reminded: number };

/**
 * One reminder mail, with a fresh confirmation link, to each worker on a published shift that
 * starts within the next 24 hours who has neither confirmed nor declined and has not been
 * reminded yet. The assignments are claimed (reminded_at set) in the transaction that queues the
 * mails, so a second run, here or on another instance, never sends a second reminder.
 */
export async function runShiftReminders(db: Db, publicUrl: string): Promise<ReminderJobResult> {
  const at = nowMs();
  const reminded = await db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      update roster_assignments a set reminded_at = ${new Date(at).toISOString()}::timestamptz
      from roster_shifts s, rosters r
      where s.id = a.shift_id and r.id = s.roster_id
        and r.status = 'published' and a.confirmation = 'none' and a.reminded_at is null
        and a.starts_at > ${new Date(at).toISOString()}::timestamptz
        and a.starts_at <= ${new Date(at + REMINDER_BEFORE_MS).toISOString()}::timestamptz
      returning a.id`);
    const claimedIds = (claimed.rows as { id: string }[]).map((r) => r.id);
    return queueShiftMails(tx, publicUrl, claimedIds, 'reminder');
  });
  return { reminded };
}

export const shiftReminderJob = (db: Db, publicUrl: string, kickMail: () => void): PeriodicJob<ReminderJobResult> => ({
  name: 'shift confirmation reminders',
  run: async () => {
    const r = await runShiftReminders(db, publicUrl);
    if (r.reminded) kickMail();
    return r;
  },
  report: (r) => r.reminded > 0,
  intervalMs: 15 * 60_000,
});
