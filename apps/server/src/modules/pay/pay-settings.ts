import { eq } from 'drizzle-orm';
import { DEFAULT_PAY_SETTINGS, type PaySettings } from '@wf/shared/contracts/pay/pay';
import type { PayRules } from '@wf/shared/domain/pay/shift-pay';
import { partTimeRulesFor, type PartTimeRules, type WorkerPartTimeHours } from '@wf/shared/domain/pay/part-time';
import type { EmploymentType } from '@wf/shared/enums/registration';
import type { DbOrTx } from '../../db/client.ts';
import { paySettings, users } from '../../db/schema/index.ts';

/** The employment type MOM's part-time rules apply to (full-timers and contractors are not part-time employees). */
const PART_TIME_EMPLOYMENT: EmploymentType = 'Part-Timer';

const fields = {
  dailyOvertimeAfterMinutes: paySettings.dailyOvertimeAfterMinutes,
  weeklyOvertimeAfterMinutes: paySettings.weeklyOvertimeAfterMinutes,
  overtimeMultiplier: paySettings.overtimeMultiplier,
  restDayMultiplier: paySettings.restDayMultiplier,
  publicHolidayMultiplier: paySettings.publicHolidayMultiplier,
  restDay: paySettings.restDay,
  partTimeMinimums: paySettings.partTimeMinimums,
  partTimeDayMinutes: paySettings.partTimeDayMinutes,
  partTimeWeekMinutes: paySettings.partTimeWeekMinutes,
  restDayWorkAt: paySettings.restDayWorkAt,
  partTimeNonWorkingDayHoliday: paySettings.partTimeNonWorkingDayHoliday,
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

/** Is this worker a part-time employee MOM's rules apply to (not a contractor, not a full-timer), with the minimums on? */
export const isPartTimeEmployee = (s: PaySettings, typeOfEmployment: string | null | undefined, engagementType: string): boolean =>
  s.partTimeMinimums && typeOfEmployment === PART_TIME_EMPLOYMENT && engagementType === 'employee';

/**
 * The part-time rules for a worker: only an employee (not a contractor) of the part-time employment
 * type, and only when the minimums are on (decision 026); the worker's own normal day and week where
 * set, else the settings'.
 */
export const partTimeRulesOf = (
  s: PaySettings,
  typeOfEmployment: string | null | undefined,
  engagementType: string,
  hours?: Partial<WorkerPartTimeHours> | null,
): PartTimeRules | null =>
  isPartTimeEmployee(s, typeOfEmployment, engagementType)
    ? partTimeRulesFor({ normalDayMinutes: s.partTimeDayMinutes, weekMinutes: s.partTimeWeekMinutes, restDayWorkAt: s.restDayWorkAt }, hours)
    : null;

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

