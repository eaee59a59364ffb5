import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayRun, PayRunLine } from '@wf/shared/contracts/pay-runs/pay-runs';
import type { AttendanceSheet } from '@wf/shared/contracts/rosters/rosters';
import { payRunDocumentEndpoints as docs, payRunEndpoints as e } from '@wf/shared/contracts/pay-runs/endpoints';
import { reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import type { UpdateWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import { computeCpf } from '@wf/shared/domain/pay/cpf';
import { auditLog, publicHolidays, workers } from '../../db/schema/index.ts';
import { demoWorkerValues } from '../workers/index.ts';
import { drawnText } from '../../pdf/pdf-text-kit.ts';
import { dbLabel } from '../../test/harness.ts';
import { useClockAt } from '../../test/clock.ts';
import { attendedShift, createSite } from '../../test/sites.ts';
import { useTestContext } from '../../test/use-test-context.ts';

/**
 * Issue #25 item 2, the open parts (decision 026), through the API: a part-timer's usual working days
 * and normal hours on the worker record (hr edits them, validated and audited); a public holiday on a
 * usual day that the part-timer did not work is paid the pro-rated holiday on a line of its own (not
 * on another day, not to a full-timer or a contractor, once across runs); who asked for a rest-day
 * shift is chosen per shift on the attendance sheet and changes the minimum.
 */
const ctx = useTestContext(undefined, 300_000);
useClockAt('2029-03-01T04:00:00Z');
const { call } = ctx;

let site: { positionId: string; locationId: string };
type Who = 'usualWed' | 'usualThu' | 'fullTimer' | 'contractor';
const ids: Record<Who, string> = { usualWed: '', usualThu: '', fullTimer: '', contractor: '' };

const detail = async (id: string) => (await call('hr', workerEndpoints.get, { params: { id } })).answer();
const patchWorker = async (id: string, body: Omit<UpdateWorkerBody, 'version'>, role: 'hr' | 'manager' | 'admin' = 'hr') =>
  call(role, workerEndpoints.update, { params: { id }, body: { ...body, version: (await detail(id)).version } });
const linesOf = async (runId: string) => (await call('hr', e.lines, { params: { id: runId }, query: { pageSize: 20 } })).answer().items;

beforeAll(async () => {
  site = await createSite(call, {
    client: 'Usual Days Pte Ltd',
    uen: '53777777A',
    project: 'Usual days kitchen',
    startDate: '2028-12-01',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Usual site',
    road: '9 Usual Road',
    postal: '609609',
  });
  // Whole, valid worker records (the edit checks the whole record), employed, without an own rate.
  const worker = (n: number, type: string, engagement: 'employee' | 'contractor') => ({
    ...demoWorkerValues(940 + n),
    status: 'active' as const,
    employeeCode: `PT-93000${n}`,
    typeOfEmployment: type,
    engagementType: engagement,
    hourlyRateCents: null,
  });
  const rows = await ctx.app.db
    .insert(workers)
    // The first a Singapore citizen (CPF applies to the holiday pay: it is an ordinary wage).
    .values([{ ...worker(1, 'Part-Timer', 'employee'), nationality: 'Singaporean', prStartDate: null, idType: 'NRIC', idNumber: 'S1234567D', dateOfBirth: '1990-01-15', age: 39 }, worker(2, 'Part-Timer', 'employee'), worker(3, 'Full-Timer', 'employee'), worker(4, 'Part-Timer', 'contractor')])
    .returning({ id: workers.id });
  [ids.usualWed, ids.usualThu, ids.fullTimer, ids.contractor] = rows.map((r) => r.id) as [string, string, string, string];
  // Wednesday 24 Jan 2029 a public holiday (for this test). Everyone works Monday 22 Jan, 10:00-14:00.
  await ctx.app.db.insert(publicHolidays).values({ date: '2029-01-24', name: 'Usual Holiday' });
  await attendedShift(call, site, { date: '2029-01-22', start: '10:00', end: '14:00', workerIds: Object.values(ids) });
});

describe(`a part-timer's contract on the worker record (${dbLabel})`, () => {
  it('hr records usual days and normal hours; they are validated, shown and audited', async () => {
    // Monday, Wednesday, Friday; 6 hours a day, 18 a week (the settings' defaults are 4 h and 22 h).
    const res = await patchWorker(ids.usualWed, { partTimeUsualDays: [5, 1, 3], partTimeDayMinutes: 360, partTimeWeekMinutes: 1080 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer().changed.sort()).toEqual(['partTimeDayMinutes', 'partTimeUsualDays', 'partTimeWeekMinutes']);
    expect(await detail(ids.usualWed)).toMatchObject({ partTimeUsualDays: [1, 3, 5], partTimeDayMinutes: 360, partTimeWeekMinutes: 1080 });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'worker.update'), eq(auditLog.entityId, ids.usualWed)));
    expect(audit).toMatchObject({ before: { partTimeUsualDays: null, partTimeDayMinutes: null }, after: { partTimeUsualDays: [1, 3, 5], partTimeDayMinutes: 360, partTimeWeekMinutes: 1080 } });

    // Tuesday and Thursday, the settings' hours.
    expect((await patchWorker(ids.usualThu, { partTimeUsualDays: [2, 4] })).statusCode).toBe(200);
    // A full-timer's and a contractor's usual days are recorded too, but pay nothing extra (not part-time employees).
    expect((await patchWorker(ids.fullTimer, { partTimeUsualDays: [1, 2, 3, 4, 5] })).statusCode).toBe(200);
    expect((await patchWorker(ids.contractor, { partTimeUsualDays: [1, 2, 3, 4, 5] })).statusCode).toBe(200);
  });

  it('bad values are refused with 400 naming the field, and nothing changes', async () => {
    const before = await detail(ids.usualThu);
    for (const [bad, field] of [
      [{ partTimeUsualDays: [0] }, 'partTimeUsualDays'],
      [{ partTimeUsualDays: [8] }, 'partTimeUsualDays'],
      [{ partTimeUsualDays: [1, 1] }, 'partTimeUsualDays'],
      [{ partTimeWeekMinutes: 35 * 60 }, 'partTimeWeekMinutes'], // 35 h a week is not part-time (MOM)
      [{ partTimeDayMinutes: 0 }, 'partTimeDayMinutes'],
      [{ partTimeDayMinutes: 600, partTimeWeekMinutes: 480 }, 'partTimeDayMinutes'], // a day longer than the week
    ] as const) {
      const res = await patchWorker(ids.usualThu, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.json().error.fields), JSON.stringify(bad)).toContain(field);
    }
    expect(await detail(ids.usualThu)).toEqual(before);
  });

  it('a manager may not edit them (hr and admin only)', async () => {
    expect((await patchWorker(ids.usualThu, { partTimeUsualDays: [1] }, 'manager')).statusCode).toBe(403);
  });
});

describe(`a public holiday not worked on a usual working day (${dbLabel})`, () => {
  let weekly: PayRun;
  let lines: PayRunLine[];
  const lineOf = (id: string) => lines.find((l) => l.workerId === id)!;

  it('pays the part-timer whose usual day it is the pro-rated holiday on its own line: 18 h / 44 h x 8 h = 196 min at S$12.00 = S$39.20', async () => {
    const res = await call('hr', e.generate, { body: { frequency: 'weekly', periodStart: '2029-01-22' } });
    expect(res.statusCode, res.body).toBe(201);
    weekly = res.answer();
    lines = await linesOf(weekly.id);
    const wed = lineOf(ids.usualWed);
    expect(wed.payLines.map((l) => [l.month, l.kind, l.minutes, l.rateCents, l.multiplier, l.amountCents])).toEqual([
      ['2029-01', 'normal', 240, 1200, 1000, 4_800],
      ['2029-01', 'public_holiday_not_worked', 196, 1200, 1000, 3_920],
    ]);
    expect(wed.holidaysNotWorked).toEqual([{ date: '2029-01-24', name: 'Usual Holiday', minutes: 196, rateCents: 1200, amountCents: 3_920 }]);
    // Public-holiday pay and gross; no public-holiday minutes worked; an ordinary wage for CPF.
    expect(wed).toMatchObject({ publicHolidayPayCents: 3_920, publicHolidayMinutes: 0, grossCents: 8_720 });
    expect(wed.cpfMonths.map((m) => [m.month, m.ordinaryWageCents, m.additionalWageCents])).toEqual([['2029-01', 8_720, 0]]);
    // CPF on S$87.20 (the shift and the holiday), not on the S$48.00 of the shift alone.
    const cpf = (ow: number) => computeCpf({ month: '2029-01', dateOfBirth: '1990-01-15', status: 'citizen', prStartDate: null, ordinaryWageCents: ow, additionalWageCents: 0 });
    expect(cpf(8_720).employerCents).not.toBe(cpf(4_800).employerCents);
    expect(wed).toMatchObject({ cpfStatus: 'citizen', employerCpfCents: cpf(8_720).employerCents, employeeCpfCents: cpf(8_720).employeeCents });
    expect(wed.netCents).toBe(8_720 - wed.employeeCpfCents);
  });

  it("pays a part-timer whose usual days it is not on the pro-rated holiday on a line of its own (decision 026: a non-working day's holiday, the settings' 22 h week -> 4 h x S$12.00 = S$48.00)", () => {
    const thu = lineOf(ids.usualThu);
    expect(thu.payLines.map((l) => [l.kind, l.minutes, l.rateCents, l.amountCents])).toEqual([
      ['normal', 240, 1200, 4_800],
      ['public_holiday_non_working_day', 240, 1200, 4_800],
    ]);
    expect(thu.holidaysNotWorked).toEqual([{ date: '2029-01-24', name: 'Usual Holiday', nonWorkingDay: true, minutes: 240, rateCents: 1200, amountCents: 4_800 }]);
    expect(thu).toMatchObject({ publicHolidayPayCents: 4_800, grossCents: 9_600 });
  });

  it('pays nothing extra to a full-timer or a contractor', () => {
    for (const id of [ids.fullTimer, ids.contractor]) {
      const l = lineOf(id);
      expect(l.payLines.map((p) => p.kind), id).toEqual(['normal']);
      expect(l.grossCents).toBe(4_800);
      expect(l.holidaysNotWorked ?? []).toEqual([]);
    }
    expect(weekly.grossCents).toBe(lines.reduce((s, l) => s + l.grossCents, 0));
  });

  it('the monthly run over the same days does not pay the holiday a second time', async () => {
    const res = await call('hr', e.generate, { body: { frequency: 'monthly', periodStart: '2029-01-01' } });
    expect(res.statusCode, res.body).toBe(201);
    const monthly = await linesOf(res.answer().id);
    expect(monthly.flatMap((l) => l.holidaysNotWorked ?? [])).toEqual([]);
    await call('hr', e.remove, { params: { id: res.answer().id } });
  });

  it('the XLSX and the payslip show the same figures; the slip names the holiday', async () => {
    const confirm = await call('hr', e.confirm, { params: { id: weekly.id }, body: { version: weekly.version } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    weekly = confirm.answer();
    const pdf = await call('hr', docs.payslip, { params: { id: weekly.id, workerId: ids.usualWed } });
    expect(pdf.statusCode).toBe(200);
    const text = (await drawnText(pdf.rawPayload)).map((d) => d.text).join(' ');
    // 196 min is 3.2667 h: the slip prints 3 h 16 min, so that S$12.00 x the time is S$39.20 exactly.
    expect(text).toMatch(/Public holiday not worked \(part-time, pro-rated\)\s+S\$12\.00\/h x 3 h 16 min: 24\/01\/2029 Usual Holiday\s+S\$39\.20/);
    expect(text).toMatch(/Total earnings \(gross pay\)\s+S\$87\.20/);
    const line = lineOf(ids.usualWed);
    expect(text).toContain(`Net pay S$${(line.netCents / 100).toFixed(2)}`);

    const xlsx = await call('hr', docs.runExport, { params: { id: weekly.id }, query: { format: 'xlsx' } });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const col = (label: string) => header.indexOf(label) + 1;
    const row = [...Array(ws.rowCount).keys()].map((i) => ws.getRow(i + 1)).find((r) => r.getCell(col('Employee code')).value === line.employeeCode)!;
    expect(row.getCell(col('Public holiday pay')).value).toBe(39.2);
    expect(row.getCell(col('Gross pay (before deductions)')).value).toBe(87.2);
    expect(row.getCell(col('Net pay')).value).toBe(line.netCents / 100);
  });

  it('the report pays the shifts: the holiday not worked is payroll pay of no shift, so of no project, and the rounding stays a cent at most', async () => {
    const r = (await call('finance', reportEndpoints.report, { query: { period: 'week', date: '2029-01-22', by: 'worker' } })).answer();
    const row = r.rows.find((x) => x.id === ids.usualWed)!;
    expect(row.payCents).toBe(lineOf(ids.usualWed).basicPayCents);
    expect(row.payCents).toBe(lineOf(ids.usualWed).grossCents - 3_920);
  });
});

describe(`who asked for a rest-day shift, per shift (${dbLabel})`, () => {
  let assignmentId: string;
  let rosterId: string;
  const rowOf = (sheet: AttendanceSheet) => sheet.rows.find((r) => r.assignmentId === assignmentId)!;

  beforeAll(async () => {
    // Sunday 4 Feb 2029 (the rest day by default): one hour, 10:00-11:00.
    await attendedShift(call, site, { date: '2029-02-04', start: '10:00', end: '11:00', workerIds: [ids.usualWed] });
    const row = (
      await ctx.app.db.execute(sql`select a.id, s.roster_id from roster_assignments a join roster_shifts s on s.id = a.shift_id
        join rosters r on r.id = s.roster_id where a.worker_id = ${ids.usualWed} and r.date = '2029-02-04'`)
    ).rows[0] as { id: string; roster_id: string };
    assignmentId = row.id;
    rosterId = row.roster_id;
  });

  it("by default (the employer's request) an hour pays one of the worker's own 6-hour days: S$72.00", async () => {
    const sheet = (await call('finance', rosterEndpoints.attendance, { params: { id: rosterId } })).answer();
    expect(rowOf(sheet)).toMatchObject({ restDayWorkAt: null, pay: { dayKind: 'rest_day', totalCents: 7_200 } });
  });

  it("marked as the employee's own request, it pays half a day: S$36.00 (1.5x would be S$18.00); audited", async () => {
    // A manager records attendance, so may say who asked; the sheet's money shows to those who see pay (admin here).
    const byManager = await call('manager', rosterEndpoints.restDayRequest, { params: { id: assignmentId }, body: { restDayWorkAt: 'employee' } });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(rowOf(byManager.answer()).restDayWorkAt).toBe('employee');
    const res = await call('admin', rosterEndpoints.attendance, { params: { id: rosterId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(rowOf(res.answer())).toMatchObject({ restDayWorkAt: 'employee', pay: { dayKind: 'rest_day', totalCents: 3_600 } });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'attendance.rest_day_request'), eq(auditLog.entityId, assignmentId)));
    expect(audit).toMatchObject({ before: { restDayWorkAt: null }, after: { restDayWorkAt: 'employee' } });
    const run = await call('hr', e.generate, { body: { frequency: 'weekly', periodStart: '2029-01-29' } });
    expect(run.statusCode, run.body).toBe(201);
    const line = (await linesOf(run.answer().id)).find((l) => l.workerId === ids.usualWed)!;
    expect(line.payLines.map((l) => [l.kind, l.minutes, l.multiplier, l.amountCents])).toEqual([['rest_day_minimum', 360, 500, 3_600]]);
    await call('hr', e.remove, { params: { id: run.answer().id } });
  });

  it('back to the settings (null) pays the day again; finance may not change it; a bad value is 400', async () => {
    expect((await call('finance', rosterEndpoints.restDayRequest, { params: { id: assignmentId }, body: { restDayWorkAt: 'employer' } })).statusCode).toBe(403);
    expect((await call('hr', 'PUT', `/api/roster-assignments/${assignmentId}/rest-day-request`, { restDayWorkAt: 'boss' })).statusCode).toBe(400);
    const res = await call('admin', rosterEndpoints.restDayRequest, { params: { id: assignmentId }, body: { restDayWorkAt: null } });
    expect(res.statusCode, res.body).toBe(200);
    expect(rowOf(res.answer())).toMatchObject({ restDayWorkAt: null, pay: { totalCents: 7_200 } });
  });
});
