import { sql } from 'drizzle-orm';
import type { Role } from '@wf/shared/roles';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import * as clock from '@wf/shared/domain/clock';

export const DEMO_PASSWORD = 'Demo-pass-2026!';
export const DEMO_STAFF: ReadonlyArray<{ role: Role; name: string; email: string; username: string }> = [
  { role: 'admin', name: 'Alicia Tan', email: 'admin@example.com', username: 'admin' },
  { role: 'manager', name: 'Marcus Lim', email: 'manager@example.com', username: 'manager' },
  { role: 'hr', name: 'Hui Min Ong', email: 'hr@example.com', username: 'hr' },
  { role: 'finance', name: 'Farah Ismail', email: 'finance@example.com', username: 'finance' },
];

/** One active account per role; does nothing for accounts that already exist. */
export async function seedDemoStaff(db: DbOrTx): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const s of DEMO_STAFF) {
    await db
      .insert(users)
      .values({ ...s, passwordHash, accountStatus: 'active', emailConfirmedAt: clock.now() })
      .onConflictDoNothing();
  }
}

/** Production: one admin from ADMIN_EMAIL/ADMIN_PASSWORD when no admin exists yet. */
export async function ensureFirstAdmin(db: DbOrTx, email: string, password: string): Promise<boolean> {
  const admins = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`${users.role} = 'admin'`);
  if ((admins[0]?.n ?? 0) > 0) return false;
  await db
    .insert(users)
    .values({
      name: 'Administrator',
      email,
      username: email.split('@')[0]!.toLowerCase(),
      passwordHash: await hashPassword(password),
      role: 'admin',
      accountStatus: 'active',
      emailConfirmedAt: clock.now(),
    })
    .onConflictDoNothing();
  return true;
}
