import { eq } from 'drizzle-orm';
import { DEFAULT_PAY_SETTINGS, type PaySettings } from '@wf/shared/contracts/pay/pay';
import type { PayRules } from '@wf/shared/domain/pay/shift-pay';
import type { DbOrTx } from '../../db/client.ts';
import { paySettings, users } from '../../db/schema/index.ts';

const fields = {
  dailyOvertimeAfterMinutes: paySettings.dailyOvertimeAfterMinutes,
  weeklyOvertimeAfterMinutes: paySettings.weeklyOvertimeAfterMinutes,
  overtimeMultiplier: paySettings.overtimeMultiplier,
  restDayMultiplier: paySettings.restDayMultiplier,
  publicHolidayMultiplier: paySettings.publicHolidayMultiplier,
  restDay: paySettings.restDay,
};

/** The pay settings record, or the defaults when none was saved. */
export async function getPaySettings(db: DbOrTx): Promise<PaySettings> {
  const row = (await db.select(fields).from(paySettings).where(eq(paySettings.id, 1)))[0];
  return row ?? DEFAULT_PAY_SETTINGS;
}

export const rulesOf = (s: PaySettings): PayRules => ({
  dailyOvertimeAfterMinutes: s.dailyOvertimeAfterMinutes,
  weeklyOvertimeAfterMinutes: s.weeklyOvertimeAfterMinutes,
  overtimeMultiplier: s.overtimeMultiplier,
  restDayMultiplier: s.restDayMultiplier,
  publicHolidayMultiplier: s.publicHolidayMultiplier,
});

export async function paySettingsReply(db: DbOrTx) {
  const row = (
    await db
      .select({ ...fields, updatedAt: paySettings.updatedAt, updatedByName: users.name, version: paySettings.version })
      .from(paySettings)
      .leftJoin(users, eq(users.id, paySettings.updatedBy))
      .where(eq(paySettings.id, 1))
  )[0];
  if (!row) return { ...DEFAULT_PAY_SETTINGS, updatedAt: null, updatedByName: null, version: 1 };
  return { ...row, updatedAt: row.updatedAt.toISOString(), updatedByName: row.updatedByName ?? null };
}

