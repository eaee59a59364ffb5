import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, shellSettings, type ShellSettings } from '@wf/shared/contracts/shell/settings';
import type { DbOrTx } from '../../db/client.ts';
import { userSettings } from '../../db/schema/index.ts';
import * as clock from '@wf/shared/domain/clock';

const cols = {
  layout: userSettings.layout,
  scheme: userSettings.scheme,
  theme: userSettings.theme,
  language: userSettings.language,
  navPosition: userSettings.navPosition,
};

/** The user's shell settings; start-up defaults for what was never saved (or is no longer valid). */
export async function getSettings(db: DbOrTx, userId: string): Promise<ShellSettings> {
  const rows = await db.select(cols).from(userSettings).where(eq(userSettings.userId, userId));
  const parsed = shellSettings.safeParse(rows[0]);
  return parsed.success ? parsed.data : { ...DEFAULT_SETTINGS };
}

export async function updateSettings(db: DbOrTx, userId: string, patch: Partial<ShellSettings>): Promise<ShellSettings> {
  const next = { ...(await getSettings(db, userId)), ...patch };
  await db
    .insert(userSettings)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...next, updatedAt: clock.now() } });
  return next;
}
