import { eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '@wf/shared/roles';
import type { DbOrTx } from '../../db/client.ts';
import { shortcuts, users } from '../../db/schema/index.ts';
import * as clock from '@wf/shared/domain/clock';
import { staffPages } from '@wf/shared/contracts/admin/pages';
import { projectPages } from '@wf/shared/contracts/projects/pages';
import { publicHolidayPages } from '@wf/shared/contracts/public-holidays/pages';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';
import { workerPages } from '@wf/shared/contracts/workers/pages';
import { reportPages } from '@wf/shared/contracts/reports/pages';
import { adjustmentPages } from '@wf/shared/contracts/pay/pages';

const DEMO_EMAILS = ['admin@example.com', 'manager@example.com', 'hr@example.com', 'finance@example.com'];

const ago = (minutes: number) => new Date(clock.nowMs() - minutes * 60_000);

/** Shortcuts per role: links into the sections that role works in. */
const SHORTCUTS: Record<Role, Array<{ label: string; description: string; icon: string; link: string }>> = {
  admin: [
    { label: 'Admins', description: 'Staff accounts', icon: 'admin', link: staffPages.list() },
    { label: 'Projects', description: 'All projects', icon: 'project', link: projectPages.list() },
    { label: 'Holidays', description: 'Public holidays', icon: 'settings', link: publicHolidayPages.list() },
  ],
  manager: [
    { label: 'Projects', description: 'All projects', icon: 'project', link: projectPages.list() },
    { label: 'Rosters', description: 'Shift rosters', icon: 'roster', link: rosterPages.list() },
  ],
  hr: [
    { label: 'Pending', description: 'Registrations to review', icon: 'part-timer', link: workerPages.pending() },
    { label: 'HR Dashboard', description: 'Workforce overview', icon: 'insights', link: reportPages.hrDashboard() },
  ],
  finance: [
    { label: 'Finance', description: 'Finance dashboard', icon: 'finance', link: reportPages.financeDashboard() },
    { label: 'Adjustments', description: 'Shift payment adjustment', icon: 'report', link: adjustmentPages.finance() },
  ],
};

/**
 * Demo shortcuts for the demo staff. The messages panel and the notifications hold no demo filler
 * (issue 13, item 11): messages come from the colleagues' chat messages (apps/chat seeds a few),
 * notifications from events (the demo registrations notify hr). Added only for a user who has no
 * shortcuts yet, so a restart changes nothing.
 */
export async function seedShellDemo(db: DbOrTx): Promise<void> {
  const staff = await db
    .select({ id: users.id, name: users.name, role: users.role, email: users.email })
    .from(users)
    .where(inArray(users.email, DEMO_EMAILS));
  for (const u of staff) {
    if (!u.role) continue;
    const has = async (table: typeof shortcuts) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, u.id)))[0]!.n > 0;

    if (!(await has(shortcuts))) {
      await db.insert(shortcuts).values(
        SHORTCUTS[u.role].map((s, i) => ({ userId: u.id, ...s, useRouter: true, createdAt: ago(100 - i) })),
      );
    }
  }
}
