import { count, inArray, sql } from 'drizzle-orm';
import { movePeriod, reportPeriod } from '@wf/shared/domain/reports/report-figures';
import * as clock from '@wf/shared/domain/clock';
import type { Db } from '../../db/client.ts';
import { billingStatements, users } from '../../db/schema/index.ts';
import { issueStatement, prepareStatement } from './billing-statement-service.ts';
import { BILL_SQL, shiftSource } from './report-service.ts';

/**
 * A demo billing statement, issued, so "Send to client" has something to send (issue #28): last
 * month's statement of the client billed most in it, prepared by finance and issued by admin
 * (maker/checker), through the services. Skipped when any statement exists, and when last month has
 * no shifts: the demo's shifts reach two weeks back from this week, so last month has some only in
 * the first two weeks or so of a month. A statement is issued only for a month that is over, so the
 * demo never issues one for the running month (decision 030). Answers how many were made.
 */
export async function seedDemoStatement(db: Db, now = clock.now()): Promise<number> {
  if ((await db.select({ n: count() }).from(billingStatements))[0]!.n > 0) return 0;
  const staff = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['finance@example.com', 'admin@example.com']));
  const finance = staff.find((s) => s.email === 'finance@example.com')?.id;
  const admin = staff.find((s) => s.email === 'admin@example.com')?.id;
  if (!finance || !admin) return 0;
  const today = clock.singaporeDateAt(now);
  const lastMonth = movePeriod('month', today, -1).slice(0, 7);
  const { start, end } = reportPeriod('month', `${lastMonth}-01`);
  const top = await db.execute(sql`select c.id::text as id from ${shiftSource(start, end, {}, { role: 'finance', userId: '' }, { pay: false })}
    group by c.id order by sum(${BILL_SQL}) desc, c.id limit 1`);
  const clientId = (top.rows[0] as { id: string } | undefined)?.id;
  if (!clientId) return 0;
  const draft = await prepareStatement(db, { id: finance, role: 'finance' }, clientId, lastMonth);
  await issueStatement(db, { id: admin, role: 'admin' }, draft.id, draft.version);
  return 1;
}
