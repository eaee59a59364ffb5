import { eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '@wf/shared/roles';
import type { DbOrTx } from '../../db/client.ts';
import { messages, notifications, shortcuts, users } from '../../db/schema/index.ts';

const DEMO_EMAILS = ['admin@example.com', 'manager@example.com', 'hr@example.com', 'finance@example.com'];

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Shortcuts per role: links into the sections that role works in. */
const SHORTCUTS: Record<Role, Array<{ label: string; description: string; icon: string; link: string }>> = {
  admin: [
    { label: 'Admins', description: 'Staff accounts', icon: 'admin', link: '/admin-management/list' },
    { label: 'Projects', description: 'All projects', icon: 'project', link: '/project-management/list' },
    { label: 'Holidays', description: 'Public holidays', icon: 'settings', link: '/settings/public-holidays-management/list' },
  ],
  manager: [
    { label: 'Projects', description: 'All projects', icon: 'project', link: '/project-management/list' },
    { label: 'Rosters', description: 'Shift rosters', icon: 'roster', link: '/roster-management/list' },
  ],
  hr: [
    { label: 'Pending', description: 'Registrations to review', icon: 'part-timer', link: '/part-timer-management/pending' },
    { label: 'HR Dashboard', description: 'Workforce overview', icon: 'insights', link: '/employee-management/hr-dashboard' },
  ],
  finance: [
    { label: 'Finance', description: 'Finance dashboard', icon: 'finance', link: '/finance-management/finance-dashboard' },
    { label: 'Adjustments', description: 'Shift payment adjustment', icon: 'report', link: '/finance-management/finance-shift-payment-adjustment' },
  ],
};

/**
 * Demo toolbar data for the demo staff: messages, notifications and shortcuts (the chats: apps/chat).
 * Each kind is added only for a user who has none yet, so a restart changes nothing.
 */
export async function seedShellDemo(db: DbOrTx): Promise<void> {
  const staff = await db
    .select({ id: users.id, name: users.name, role: users.role, email: users.email })
    .from(users)
    .where(inArray(users.email, DEMO_EMAILS));
  for (const u of staff) {
    if (!u.role) continue;
    const has = async (table: typeof messages | typeof shortcuts) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, u.id)))[0]!.n > 0;

    if (!(await has(messages))) {
      const others = staff.filter((s) => s.id !== u.id);
      await db.insert(messages).values([
        {
          userId: u.id,
          image: null,
          icon: 'mail',
          title: `<strong>${others[0]?.name ?? 'A colleague'}</strong>`,
          description: 'Could you check the roster for next week before Friday?',
          time: ago(25),
          link: '/roster-management/list',
          useRouter: true,
        },
        {
          userId: u.id,
          icon: 'mail',
          title: `<strong>${others[1]?.name ?? 'A colleague'}</strong>`,
          description: 'Thanks, the timesheets are in. <em>No action needed.</em>',
          time: ago(60 * 5),
          read: true,
          seen: true,
          link: null,
        },
        {
          userId: u.id,
          icon: 'mail',
          title: '<strong>Ministry of Manpower</strong>',
          description: 'Employment Act guide for part-time employees',
          time: ago(60 * 30),
          link: 'https://www.mom.gov.sg/employment-practices/part-time-employment',
          useRouter: false,
        },
      ]);
    }

    const nCount = await db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(eq(notifications.userId, u.id));
    if (nCount[0]!.n === 0) {
      await db.insert(notifications).values([
        {
          userId: u.id,
          icon: 'bell',
          title: 'Welcome to Workforce',
          description: 'Your toolbar shows messages, notifications and shortcuts here.',
          time: ago(10),
          link: null,
          dedupeKey: 'demo:welcome',
        },
        {
          userId: u.id,
          icon: 'calendar',
          title: 'Public holidays',
          description: 'Check the <strong>public holiday</strong> list for next year.',
          time: ago(60 * 24),
          read: true,
          seen: true,
          link: '/settings/public-holidays-management/list',
          dedupeKey: 'demo:holidays',
        },
      ]);
    }

    if (!(await has(shortcuts))) {
      await db.insert(shortcuts).values(
        SHORTCUTS[u.role].map((s, i) => ({ userId: u.id, ...s, useRouter: true, createdAt: ago(100 - i) })),
      );
    }
  }
}
