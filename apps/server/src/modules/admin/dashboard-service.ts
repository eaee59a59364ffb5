import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { AdminDashboard } from '@wf/shared/contracts/admin/admin';
import type { DbOrTx } from '../../db/client.ts';
import { users, workers } from '../../db/schema/index.ts';
import { recentAudit } from './audit-service.ts';
import { listStaff, pendingCounts } from './staff-service.ts';
import { fillWeeks, lastWeekStarts, sgDayStart } from './weeks.ts';
import * as clock from '@wf/shared/domain/clock';

/** Monday of the registration's week in Singapore time (UTC+8, no daylight saving), YYYY-MM-DD. */
const sgWeek = sql<string>`to_char(date_trunc('week', (${workers.createdAt} at time zone 'UTC') + interval '8 hours'), 'YYYY-MM-DD')`;

const WEEKS = 12;

/** The admin dashboard, first version: staff, sign-ups to activate, recent audit, registrations. */
export async function adminDashboard(db: DbOrTx, now = clock.now()): Promise<AdminDashboard> {
  const since = sgDayStart(lastWeekStarts(now, WEEKS)[0]!);
  const [staff, pending, waiting, recent, regs] = await Promise.all([
    db
      .select({ role: users.role, accountStatus: users.accountStatus, count: count() })
      .from(users)
      .groupBy(users.role, users.accountStatus)
      .orderBy(asc(users.role), asc(users.accountStatus)),
    pendingCounts(db),
    listStaff(db, { awaitingActivation: 'true', page: 0, pageSize: 10, sort: 'createdAt', order: 'asc' }),
    recentAudit(db, 10),
    db
      .select({ weekStart: sgWeek, count: count() })
      .from(workers)
      .where(and(eq(workers.source, 'registration'), gte(workers.createdAt, since)))
      .groupBy(sgWeek),
  ]);
  return {
    staff: staff.map((s) => ({ role: s.role, accountStatus: s.accountStatus, count: Number(s.count) })),
    awaitingActivation: { count: pending.confirmed, unconfirmed: pending.unconfirmed, items: waiting.items },
    recentAudit: recent,
    registrationsPerWeek: fillWeeks(now, WEEKS, regs.map((r) => ({ weekStart: r.weekStart, count: Number(r.count) }))),
  };
}
