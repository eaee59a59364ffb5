import { count, eq, inArray, sql } from 'drizzle-orm';
import { addDays, sgtDate, weekStart } from '@wf/shared/domain/rosters/roster-rules';
import type { Db } from '../../db/client.ts';
import { payRuns, shiftPayments, users, workers } from '../../db/schema/index.ts';
import { approvePayRun, confirmPayRun, generatePayRun, markPayRunPaid } from './pay-run-service.ts';
import * as clock from '@wf/shared/domain/clock';

/**
 * Demo pay runs from the seeded pay (skipped when any run exists): the first seeded week (two weeks
 * back, fully past) generated, confirmed, approved and paid as a weekly run, and a draft monthly run
 * for the current month holding the rest. Two of the paid workers are contractors (no CPF). Made
 * through the services, so the figures are what the app computes.
 */
export async function seedDemoPayRuns(db: Db, now = clock.now()): Promise<number> {
  if ((await db.select({ n: count() }).from(payRuns))[0]!.n > 0) return 0;
  const staff = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['hr@example.com', 'finance@example.com']));
  const hr = staff.find((s) => s.email === 'hr@example.com')?.id;
  const finance = staff.find((s) => s.email === 'finance@example.com')?.id;
  if (!hr || !finance) return 0;
  const today = sgtDate(now);
  const firstWeek = addDays(weekStart(today), -14);
  const paidInWeek = await db
    .selectDistinct({ workerId: shiftPayments.workerId })
    .from(shiftPayments)
    .where(sql`${shiftPayments.date} between ${firstWeek} and ${addDays(firstWeek, 6)}`)
    .orderBy(shiftPayments.workerId)
    .limit(2);
  if (paidInWeek.length)
    await db
      .update(workers)
      .set({ engagementType: 'contractor' })
      .where(inArray(workers.id, paidInWeek.map((w) => w.workerId)));
  // Every worker the demo pays has bank details (the registration requires them).
  const missingBank = await db
    .select({ n: count() })
    .from(shiftPayments)
    .innerJoin(workers, eq(workers.id, shiftPayments.workerId))
    .where(sql`coalesce(${workers.bankAcc}, '') = ''`);
  let made = 0;
  const weekly = await generatePayRun(db, { id: hr, role: 'hr' }, 'weekly', firstWeek);
  made++;
  if (weekly.workerCount > 0 && missingBank[0]!.n === 0) {
    const confirmed = await confirmPayRun(db, { id: hr, role: 'hr' }, weekly.id, weekly.version);
    // The demo's week ended more than 7 days ago: its approval is late by the Employment Act, so it says why.
    const approved = await approvePayRun(db, { id: finance, role: 'finance' }, weekly.id, confirmed.version, 'Demo data: approved after the week for the demonstration');
    await markPayRunPaid(db, { id: finance, role: 'finance' }, weekly.id, {
      version: approved.version,
      paymentDate: addDays(firstWeek, 10),
      reference: `DEMO-${firstWeek.replaceAll('-', '')}`,
    });
  }
  await generatePayRun(db, { id: hr, role: 'hr' }, 'monthly', today);
  return made + 1;
}
