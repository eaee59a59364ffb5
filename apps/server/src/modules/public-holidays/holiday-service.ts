import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { HolidayBody, HolidayRow } from '@wf/shared/contracts/public-holidays/public-holidays';
import type { HolidaySourceRow } from '@wf/shared/domain/public-holidays/holiday-import';
import { countPlan, planHolidayImport, type HolidayPlanRow } from '@wf/shared/domain/public-holidays/holiday-import';
import type { Db, DbOrTx } from '../../db/client.ts';
import { publicHolidays } from '../../db/schema/index.ts';
import { iso } from '../../http/list-helpers.ts';
import { conflict, isUniqueViolation, notFound } from '../../http/errors.ts';
import { writeAudit } from '../audit/index.ts';
import * as clock from '@wf/shared/domain/clock';

const columns = {
  id: publicHolidays.id,
  date: publicHolidays.date,
  name: publicHolidays.name,
  year: publicHolidays.year,
  observed: publicHolidays.observed,
  note: publicHolidays.note,
  createdAt: publicHolidays.createdAt,
  updatedAt: publicHolidays.updatedAt,
};

type Raw = Omit<HolidayRow, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };
const toRow = ({ createdAt, updatedAt, ...r }: Raw): HolidayRow => ({
  ...r,
  createdAt: iso(createdAt),
  updatedAt: iso(updatedAt),
});

/** The holidays of a year, by date. */
export async function listHolidays(db: DbOrTx, year: number): Promise<HolidayRow[]> {
  const rows = await db
    .select(columns)
    .from(publicHolidays)
    .where(eq(publicHolidays.year, year))
    .orderBy(asc(publicHolidays.date));
  return rows.map(toRow);
}

/** Every year with at least one holiday, ascending. */
export async function holidayYears(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: publicHolidays.year })
    .from(publicHolidays)
    .orderBy(asc(publicHolidays.year));
  return rows.map((r) => r.year);
}

/**
 * The holidays from `from` to `to` (yyyy-mm-dd, both included), by date: what rosters mark and
 * pay multiplies. Other modules import it from this module's index.ts.
 */
export async function holidaysBetween(db: DbOrTx, from: string, to: string): Promise<HolidayRow[]> {
  const rows = await db
    .select(columns)
    .from(publicHolidays)
    .where(and(gte(publicHolidays.date, from), lte(publicHolidays.date, to)))
    .orderBy(asc(publicHolidays.date));
  return rows.map(toRow);
}

export async function getHoliday(db: DbOrTx, id: string): Promise<HolidayRow> {
  const rows = await db.select(columns).from(publicHolidays).where(eq(publicHolidays.id, id));
  if (!rows[0]) throw notFound('No such public holiday');
  return toRow(rows[0]);
}

const longDate = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** 409 naming the holiday that already has the date. */
async function assertDateFree(tx: DbOrTx, date: string, exceptId?: string): Promise<void> {
  const same = await tx
    .select({ id: publicHolidays.id, name: publicHolidays.name })
    .from(publicHolidays)
    .where(eq(publicHolidays.date, date));
  const other = same.find((r) => r.id !== exceptId);
  if (other) {
    throw conflict(`${longDate(date)} is already a public holiday (${other.name}); edit that one instead`, {
      date: 'validation.unique',
    });
  }
}

function uniqueToConflict(date: string) {
  return (err: unknown): never => {
    if (isUniqueViolation(err)) {
      throw conflict(`${longDate(date)} is already a public holiday; edit that one instead`, {
        date: 'validation.unique',
      });
    }
    throw err;
  };
}

export async function createHoliday(db: Db, actorId: string, b: HolidayBody): Promise<HolidayRow> {
  return db
    .transaction(async (tx) => {
      await assertDateFree(tx, b.date);
      const inserted = await tx
        .insert(publicHolidays)
        .values({ ...b, createdBy: actorId })
        .returning({ id: publicHolidays.id });
      const id = inserted[0]!.id;
      await writeAudit(tx, {
        actorId,
        action: 'public_holiday.create',
        entityType: 'public_holiday',
        entityId: id,
        after: b,
      });
      return getHoliday(tx, id);
    })
    .catch(uniqueToConflict(b.date));
}

export async function updateHoliday(db: Db, actorId: string, id: string, b: HolidayBody): Promise<HolidayRow> {
  return db
    .transaction(async (tx) => {
      const before = await getHoliday(tx, id);
      await assertDateFree(tx, b.date, id);
      await tx
        .update(publicHolidays)
        .set({ ...b, updatedAt: clock.now() })
        .where(eq(publicHolidays.id, id));
      await writeAudit(tx, {
        actorId,
        action: 'public_holiday.update',
        entityType: 'public_holiday',
        entityId: id,
        before,
        after: b,
      });
      return getHoliday(tx, id);
    })
    .catch(uniqueToConflict(b.date));
}

export async function deleteHoliday(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getHoliday(tx, id);
    await tx.delete(publicHolidays).where(eq(publicHolidays.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'public_holiday.delete',
      entityType: 'public_holiday',
      entityId: id,
      before,
    });
  });
}

/** The saved names of the given dates. */
async function savedNames(db: DbOrTx, dates: string[]): Promise<Map<string, string>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .select({ date: publicHolidays.date, name: publicHolidays.name })
    .from(publicHolidays)
    .where(inArray(publicHolidays.date, dates));
  return new Map(rows.map((r) => [r.date, r.name]));
}

/** What importing a file's rows would do; nothing is written. */
export async function previewHolidayImport(db: DbOrTx, rows: HolidaySourceRow[]): Promise<HolidayPlanRow[]> {
  const dates = [...new Set(rows.flatMap((r) => (r.date ? [r.date] : [])))];
  return planHolidayImport(rows, await savedNames(db, dates));
}

/**
 * Applies the rows of a preview in one transaction with one audit entry: new dates are added,
 * saved dates with another name renamed, the rest left alone (planned again here, so a preview
 * that went stale changes nothing it should not).
 */
export async function applyHolidayImport(
  db: Db,
  actorId: string,
  items: { date: string; name: string }[],
): Promise<{ added: number; changed: number; unchanged: number }> {
  return db.transaction(async (tx) => {
    // One import at a time: two at once would both see a date as free.
    await tx.execute(sql`lock table ${publicHolidays} in share row exclusive mode`);
    const source = items.map((it, i) => ({ line: i + 1, dateText: it.date, date: it.date, name: it.name.trim() }));
    const plan = await previewHolidayImport(tx, source);
    const add = plan.filter((r) => r.action === 'add');
    const change = plan.filter((r) => r.action === 'change');
    if (add.length) {
      await tx.insert(publicHolidays).values(add.map((r) => ({ date: r.date!, name: r.name, createdBy: actorId })));
    }
    for (const r of change) {
      await tx
        .update(publicHolidays)
        .set({ name: r.name, updatedAt: clock.now() })
        .where(eq(publicHolidays.date, r.date!));
    }
    const counts = countPlan(plan);
    await writeAudit(tx, {
      actorId,
      action: 'public_holiday.import',
      entityType: 'public_holiday',
      after: {
        added: add.map((r) => ({ date: r.date, name: r.name })),
        changed: change.map((r) => ({ date: r.date, from: r.currentName, to: r.name })),
      },
    });
    return { added: counts.add, changed: counts.change, unchanged: counts.skip };
  });
}
