import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { workingHours, workingHoursQuery } from '@wf/shared/contracts/reports/reports';
import { hoursFlags, reportPeriod } from '@wf/shared/domain/reports/report-figures';
import { addDays } from '@wf/shared/domain/rosters/roster-rules';
import type { DbOrTx } from '../../db/client.ts';
import { shiftSource, type ReportScope } from './report-service.ts';

type Query = z.output<typeof workingHoursQuery>;
type Grid = z.output<typeof workingHours>;

/** Every date from `from` to `to`. */
function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * The working-hours grid: one page of workers (by name) with paid minutes per day from the stored
 * shift payments, the day and week flags over whole weeks, and per-day totals over all workers.
 */
export async function workingHoursReport(db: DbOrTx, q: Query, scope: ReportScope): Promise<Grid> {
  const dates = datesOf(q.from, q.to);
  // The range's workers by id first, their names joined after (a hash of the distinct workers, not
  // of every shift with its worker's name: decision 019).
  const inRange = shiftSource(q.from, q.to, q, scope, { pay: false, workers: false, names: false, projects: false });
  const [count, columns, page] = await Promise.all([
    db.execute(sql`select count(distinct sp.worker_id) as n from ${inRange}`),
    db.execute(sql`select sp.date::text as date, sum(sp.worked_minutes) as m from ${inRange} group by 1`),
    db.execute(sql`select w.id, w.client_name as name, w.employee_code from (select distinct sp.worker_id from ${inRange}) x
      join workers w on w.id = x.worker_id
      order by lower(w.client_name), 1 limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
  ]);
  const workers = page.rows as { id: string; name: string; employee_code: string | null }[];
  const byWorker = new Map<string, Map<string, number>>(workers.map((w) => [w.id, new Map()]));
  if (workers.length) {
    // Whole weeks around the range, so a week's flag counts its days outside the range too.
    const start = reportPeriod('week', q.from).start;
    const end = reportPeriod('week', q.to).end;
    const ids = sql.join(workers.map((w) => sql`${w.id}::uuid`), sql`, `);
    const res = await db.execute(sql`select sp.worker_id, sp.date::text as date, sum(sp.worked_minutes) as m
      from ${shiftSource(start, end, q, scope, { pay: false, workers: false, names: false, projects: false })} and sp.worker_id in (${ids}) group by 1, 2`);
    for (const r of res.rows as { worker_id: string; date: string; m: string | number }[]) byWorker.get(r.worker_id)!.set(r.date, Number(r.m));
  }
  const colMap = new Map((columns.rows as { date: string; m: string | number }[]).map((r) => [r.date, Number(r.m)]));
  const columnTotals = dates.map((d) => colMap.get(d) ?? 0);
  const rows = workers.map((w) => {
    const days = byWorker.get(w.id)!;
    const minutes = dates.map((d) => days.get(d) ?? 0);
    const flags = hoursFlags(days);
    return {
      workerId: w.id,
      name: w.name,
      employeeCode: w.employee_code,
      minutes,
      totalMinutes: minutes.reduce((a, m) => a + m, 0),
      overDay: flags.overDay.filter((d) => d >= q.from && d <= q.to),
      overWeek: flags.overWeek.filter((monday) => addDays(monday, 6) >= q.from && monday <= q.to),
    };
  });
  return {
    dates,
    rows,
    columnTotals,
    totalMinutes: columnTotals.reduce((a, m) => a + m, 0),
    total: Number((count.rows[0] as { n: string | number }).n),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** A grid row as an export row: name, employee code, hours per date (keyed by the date), total. */
export type HoursExportRow = Record<string, string | number | null>;

/** The whole grid as export columns and rows (hours as decimal hours) and the totals row. */
export function hoursExport(g: Grid): { columns: { key: string; label: string; kind?: 'hours' }[]; rows: HoursExportRow[]; totals: HoursExportRow } {
  const columns = [
    { key: 'name', label: 'Name' },
    { key: 'employeeCode', label: 'Employee code' },
    ...g.dates.map((d) => ({ key: d, label: d, kind: 'hours' as const })),
    { key: 'total', label: 'Total', kind: 'hours' as const },
  ];
  const row = (name: string, code: string | null, minutes: number[], total: number): HoursExportRow => ({
    name,
    employeeCode: code,
    ...Object.fromEntries(g.dates.map((d, i) => [d, minutes[i] ?? 0])),
    total,
  });
  return {
    columns,
    rows: g.rows.map((r) => row(r.name, r.employeeCode, r.minutes, r.totalMinutes)),
    totals: row('Total', null, g.columnTotals, g.totalMinutes),
  };
}
