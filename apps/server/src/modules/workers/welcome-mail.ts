import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { workers } from '../../db/schema/index.ts';
import { enqueueMail } from '../mail/index.ts';

/**
 * An approved applicant is told (issue 29, item 9): a welcome mail with their employee code and what
 * comes next, in the approval's transaction (the outbox sends it after commit). No address, no mail.
 */
export async function sendWelcomeMail(tx: DbOrTx, workerId: string): Promise<boolean> {
  const w = (
    await tx
      .select({ name: workers.name, email: workers.contactEmail, employeeCode: workers.employeeCode })
      .from(workers)
      .where(eq(workers.id, workerId))
  )[0];
  if (!w?.email) return false;
  await enqueueMail(tx, {
    to: w.email,
    subject: 'Welcome: your registration is approved',
    text: [
      `Hello ${w.name},`,
      '',
      'Your registration as a part-timer is approved. Welcome to the team.',
      w.employeeCode ? `Your employee code is ${w.employeeCode}; please quote it when you contact us.` : null,
      '',
      'What happens next: when you are rostered on a shift, you will get an e-mail with the date, time and place,',
      'and a link to confirm or decline it. No sign-in is needed.',
    ]
      .filter((l): l is string => l !== null)
      .join('\n'),
  });
  return true;
}
