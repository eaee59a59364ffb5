import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayRun, PayRunLine } from '@wf/shared/contracts/pay-runs/pay-runs';
import { payRunDocumentEndpoints as docs, payRunEndpoints as e } from '@wf/shared/contracts/pay-runs/endpoints';
import { payEndpoints } from '@wf/shared/contracts/pay/endpoints';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import type { UpdateWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import { computeCpf } from '@wf/shared/domain/pay/cpf';
import { publicHolidays, workers } from '../../db/schema/index.ts';
import { demoWorkerValues } from '../workers/index.ts';
import { drawnText } from '../../pdf/pdf-text-kit.ts';
import { dbLabel } from '../../test/harness.ts';
import { useClockAt } from '../../test/clock.ts';
import { attendedShift, createSite } from '../../test/sites.ts';
import { useTestContext } from '../../test/use-test-context.ts';

/**
 * Decision 026, the parts left open after session 13, through a real pay run: a part-timer's public
 * holiday on a day they are not required to work (paid pro-rated on its own line, or a day off in
 * substitution by the pay settings), holidays encashed into the hourly rate (per worker: no separate
 * line, the payslip says why) and the absence rule (a no-show on the working day before or after
 * the holiday forfeits it, Employment Act s.88(3)).
 *
 * Wednesday 31 Jan 2029 is a public holiday (for this test); the weekly run of Mon 29 Jan - Sun 4 Feb
 * crosses the month end. Every shift is at the position's S$12.00 an hour; the settings' part-time
 * week is 22 h, so a holiday is 22/44 x 8 h = 4 h = S$48.00.
 */
const ctx = useTestContext(undefined, 300_000);
useClockAt('2029-03-01T04:00:00Z');
const { call } = ctx;

type Who = 'offDay' | 'encashed' | 'absent' | 'present' | 'worksEncashed' | 'works' | 'idleEncashed';
const ids = {} as Record<Who, string>;
let site: { positionId: string; locationId: string };
const HOLIDAY = '2029-01-31';

const detail = async (id: string) => (await call('hr', workerEndpoints.get, { params: { id } })).answer();
const patchWorker = async (id: string, body: Omit<UpdateWorkerBody, 'version'>) =>
  call('hr', workerEndpoints.update, { params: { id }, body: { ...body, version: (await detail(id)).version } });
const linesOf = async (runId: string) => (await call('hr', e.lines, { params: { id: runId }, query: { pageSize: 50 } })).answer().items;
const kinds = (l: PayRunLine) => l.payLines.map((p) => [p.month, p.kind, p.minutes, p.rateCents, p.multiplier, p.amountCents]);

/** A roster on `date` with one shift; each worker assigned; a no-show for `noShows`, attended as rostered for the rest. */
async function rosterDay(date: string, start: string, end: string, workerIds: readonly string[], noShows: readonly string[] = []) {
  const created = await call('manager', rosterEndpoints.create, {
    body: {
      locationId: site.locationId,
      date,
      shifts: [{ positionId: site.positionId, start, end, breakMinutes: 0, headcount: workerIds.length, payRateCentsOverride: null }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const shiftId = created.answer().shifts[0]!.id;
  for (const workerId of workerIds) {
    const res = await call('manager', rosterEndpoints.assign, { params: { id: shiftId }, body: { workerId, acceptWarnings: true } });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.answer().shift.assignments.find((x) => x.workerId === workerId)!;
    const att = noShows.includes(workerId)
      ? await call('hr', rosterEndpoints.noShow, { params: { id: a.id }, body: {} })
      : await call('hr', rosterEndpoints.recordAttendance, { params: { id: a.id }, body: { clockIn: start, clockOut: end } });
    expect(att.statusCode, att.body).toBe(200);
  }
}

beforeAll(async () => {
  site = await createSite(call, {
    client: 'Holiday Rules Pte Ltd',
    uen: '53888888B',
    project: 'Holiday rules kitchen',
    startDate: '2028-12-01',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Holiday site',
    road: '11 Holiday Road',
    postal: '608608',
  });
  const worker = (n: number) => ({
    ...demoWorkerValues(960 + n),
    status: 'active' as const,
    employeeCode: `PT-96000${n}`,
    typeOfEmployment: 'Part-Timer',
    engagementType: 'employee' as const,
    hourlyRateCents: null,
  });
  const citizen = { nationality: 'Singaporean', prStartDate: null, idType: 'NRIC', idNumber: 'S7654321D', dateOfBirth: '1990-01-15', age: 39 };
  const rows = await ctx.app.db
    .insert(workers)
    .values([
      // Tuesday and Thursday: Wednesday is not a working day of theirs. A citizen (CPF on the holiday's month).
      { ...worker(1), ...citizen, partTimeUsualDays: [2, 4] },
      { ...worker(2), partTimeUsualDays: [1, 3, 5] },
      { ...worker(3), partTimeUsualDays: [1, 3, 5] },
      { ...worker(4), partTimeUsualDays: [1, 3, 5] },
      { ...worker(5), partTimeUsualDays: [1, 3, 5] },
      { ...worker(6), partTimeUsualDays: [1, 3, 5] },
      // No shift in the week, holidays encashed, an own rate: nothing to pay, so no line at all.
      { ...worker(7), partTimeUsualDays: [1, 3, 5], partTimeHolidaysEncashed: true, hourlyRateCents: 1200 },
    ])
    .returning({ id: workers.id });
  [ids.offDay, ids.encashed, ids.absent, ids.present, ids.worksEncashed, ids.works, ids.idleEncashed] = rows.map((r) => r.id) as string[] as [string, string, string, string, string, string, string];
  await ctx.app.db.insert(publicHolidays).values({ date: HOLIDAY, name: 'Rules Holiday' });
  // The contract of two of them encashes the holidays into the rate (hr edits it on the worker record).
  for (const id of [ids.encashed, ids.worksEncashed]) {
    const res = await patchWorker(id, { partTimeHolidaysEncashed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer().changed).toEqual(['partTimeHolidaysEncashed']);
  }
  // Monday 29 Jan, 10:00-14:00: the usual working day before the holiday; a no-show for `absent`.
  await rosterDay('2029-01-29', '10:00', '14:00', [ids.encashed, ids.absent, ids.present], [ids.absent]);
  // Wednesday 31 Jan (the holiday), 10:00-12:00: two hours worked.
  await attendedShift(call, site, { date: HOLIDAY, start: '10:00', end: '12:00', workerIds: [ids.worksEncashed, ids.works] });
  // Thursday 1 Feb and Friday 2 Feb, 10:00-14:00.
  await attendedShift(call, site, { date: '2029-02-01', start: '10:00', end: '14:00', workerIds: [ids.offDay] });
  await attendedShift(call, site, { date: '2029-02-02', start: '10:00', end: '14:00', workerIds: [ids.absent] });
});

describe(`a part-timer's public holiday rules in a pay run (${dbLabel})`, () => {
  let weekly: PayRun;
  let lines: PayRunLine[];
  const lineOf = (who: Who) => lines.find((l) => l.workerId === ids[who])!;

  beforeAll(async () => {
    const res = await call('hr', e.generate, { body: { frequency: 'weekly', periodStart: '2029-01-29' } });
    expect(res.statusCode, res.body).toBe(201);
    weekly = res.answer();
    lines = await linesOf(weekly.id);
  });

  it("non-working day: the Tue/Thu part-timer is paid the pro-rated holiday on its own line, 4 h x S$12.00 = S$48.00, an ordinary wage of January (the holiday's month), not of February", () => {
    const l = lineOf('offDay');
    expect(kinds(l)).toEqual([
      ['2029-01', 'public_holiday_non_working_day', 240, 1200, 1000, 4_800],
      ['2029-02', 'normal', 240, 1200, 1000, 4_800],
    ]);
    expect(l.holidaysNotWorked).toEqual([{ date: HOLIDAY, name: 'Rules Holiday', nonWorkingDay: true, minutes: 240, rateCents: 1200, amountCents: 4_800 }]);
    expect(l).toMatchObject({ publicHolidayPayCents: 4_800, publicHolidayMinutes: 0, grossCents: 9_600 });
    expect(l.cpfMonths.map((m) => [m.month, m.ordinaryWageCents, m.additionalWageCents])).toEqual([
      ['2029-01', 4_800, 0],
      ['2029-02', 4_800, 0],
    ]);
    const cpf = (month: string) => computeCpf({ month, dateOfBirth: '1990-01-15', status: 'citizen', prStartDate: null, ordinaryWageCents: 4_800, additionalWageCents: 0 });
    expect(l.employeeCpfCents).toBe(cpf('2029-01').employeeCents + cpf('2029-02').employeeCents);
  });

  it('encashed (per worker): no holiday line and no holiday pay; the line says why, with MOM\'s S$0.46 an hour at S$12.00', () => {
    const l = lineOf('encashed');
    expect(kinds(l)).toEqual([['2029-01', 'normal', 240, 1200, 1000, 4_800]]);
    expect(l).toMatchObject({ publicHolidayPayCents: 0, grossCents: 4_800 });
    expect(l.holidaysNotWorked ?? []).toEqual([]);
    expect(l.holidaysUnpaid).toEqual([{ date: HOLIDAY, name: 'Rules Holiday', reason: 'encashed', rateCents: 1200, encashedCents: 46 }]);
    // A worker with nothing else in the run gets no S$0.00 line for it.
    expect(lines.find((x) => x.workerId === ids.idleEncashed)).toBeUndefined();
  });

  it('encashed and working the holiday: 2 h at 2.0x = S$48.00 (the day\'s work, no pro-rated holiday on top); not encashed: 2 h at 1x + the 4 h holiday = S$72.00', () => {
    expect(kinds(lineOf('worksEncashed'))).toEqual([['2029-01', 'public_holiday', 120, 1200, 2000, 4_800]]);
    expect(kinds(lineOf('works'))).toEqual([
      ['2029-01', 'public_holiday', 120, 1200, 1000, 2_400],
      ['2029-01', 'public_holiday_entitlement', 240, 1200, 1000, 4_800],
    ]);
    // A holiday worked is paid by its shift, never again as not worked.
    for (const who of ['worksEncashed', 'works'] as const) {
      expect(lineOf(who).holidaysNotWorked ?? []).toEqual([]);
      expect(lineOf(who).holidaysUnpaid ?? []).toEqual([]);
    }
  });

  it('absent: a no-show on Monday, the working day before, forfeits the holiday; the worker present on Monday is paid it (S$48.00)', () => {
    const absent = lineOf('absent');
    expect(kinds(absent)).toEqual([['2029-02', 'normal', 240, 1200, 1000, 4_800]]);
    expect(absent.holidaysUnpaid).toEqual([{ date: HOLIDAY, name: 'Rules Holiday', reason: 'absent', absentOn: '2029-01-29' }]);
    expect(kinds(lineOf('present'))).toEqual([
      ['2029-01', 'normal', 240, 1200, 1000, 4_800],
      ['2029-01', 'public_holiday_not_worked', 240, 1200, 1000, 4_800],
    ]);
    expect(weekly.grossCents).toBe(lines.reduce((s, l) => s + l.grossCents, 0));
  });

  it('never paid twice: the monthly run of January holds none of the holidays the weekly run holds, paid or not', async () => {
    const res = await call('hr', e.generate, { body: { frequency: 'monthly', periodStart: '2029-01-01' } });
    expect(res.statusCode, res.body).toBe(201);
    const monthly = await linesOf(res.answer().id);
    expect(monthly.flatMap((l) => [...(l.holidaysNotWorked ?? []), ...(l.holidaysUnpaid ?? [])])).toEqual([]);
    expect(monthly.flatMap((l) => l.payLines.filter((p) => p.kind === 'public_holiday_not_worked' || p.kind === 'public_holiday_non_working_day'))).toEqual([]);
    expect((await call('hr', e.remove, { params: { id: res.answer().id } })).statusCode).toBe(200);
  });

  it('the pay settings can give a day off in substitution instead: the regenerated run pays no line for the non-working day and says so; back to pay', async () => {
    const settings = async (value: 'pay' | 'day_off') => {
      const cur = (await call('finance', payEndpoints.settings)).answer();
      const { updatedAt: _u, updatedByName: _n, ...body } = cur;
      expect(cur.partTimeNonWorkingDayHoliday).toBe(value === 'pay' ? 'day_off' : 'pay');
      const saved = await call('finance', payEndpoints.updateSettings, { body: { ...body, partTimeNonWorkingDayHoliday: value } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.answer().partTimeNonWorkingDayHoliday).toBe(value);
    };
    const { updatedAt: _u, updatedByName: _n, ...current } = (await call('finance', payEndpoints.settings)).answer();
    const bad = await call('finance', 'PUT', '/api/pay/settings', { ...current, partTimeNonWorkingDayHoliday: 'never' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['partTimeNonWorkingDayHoliday']);
    await settings('day_off');
    const regen = async () => {
      const r = await call('hr', e.regenerate, { params: { id: weekly.id }, body: { version: weekly.version } });
      expect(r.statusCode, r.body).toBe(200);
      weekly = r.answer();
      lines = await linesOf(weekly.id);
    };
    await regen();
    expect(kinds(lineOf('offDay'))).toEqual([['2029-02', 'normal', 240, 1200, 1000, 4_800]]);
    expect(lineOf('offDay').holidaysUnpaid).toEqual([{ date: HOLIDAY, name: 'Rules Holiday', reason: 'day_off' }]);
    // A usual day's holiday is still paid.
    expect(lineOf('present').holidaysNotWorked).toHaveLength(1);
    await settings('pay');
    await regen();
    expect(lineOf('offDay').grossCents).toBe(9_600);
  });

  it('the payslips and the XLSX show each rule: its own line, or a S$0.00 row saying why', async () => {
    const confirm = await call('hr', e.confirm, { params: { id: weekly.id }, body: { version: weekly.version } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const slip = async (who: Who) => {
      const pdf = await call('hr', docs.payslip, { params: { id: weekly.id, workerId: ids[who] } });
      expect(pdf.statusCode).toBe(200);
      return (await drawnText(pdf.rawPayload)).map((d) => d.text).join(' ');
    };
    expect(await slip('offDay')).toMatch(/Public holiday on a non-working day \(part-time, pro-rated\), 01\/2029\s+S\$12\.00\/h x 4\.00 hours: 31\/01\/2029 Rules Holiday\s+S\$48\.00/);
    expect(await slip('encashed')).toMatch(
      /Public holiday, no separate pay \(part-time\)\s+31\/01\/2029 Rules Holiday: encashed into the hourly rate by the part-time contract \(MOM's formula at S\$12\.00\/h: S\$0\.46 an hour\)\s+S\$0\.00/,
    );
    expect(await slip('absent')).toMatch(/31\/01\/2029 Rules Holiday: not paid: absent without consent or reasonable excuse on 29\/01\/2029 \(Employment Act s\.88\(3\)\)\s+S\$0\.00/);

    const xlsx = await call('hr', docs.runExport, { params: { id: weekly.id }, query: { format: 'xlsx' } });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const col = (label: string) => header.indexOf(label) + 1;
    const rowOf = (who: Who) => [...Array(ws.rowCount).keys()].map((i) => ws.getRow(i + 1)).find((r) => r.getCell(col('Employee code')).value === lineOf(who).employeeCode)!;
    const own = col('of which part-time holidays not worked (pro-rated)');
    expect(own).toBeGreaterThan(0);
    expect([rowOf('offDay').getCell(own).value, rowOf('present').getCell(own).value, rowOf('encashed').getCell(own).value, rowOf('works').getCell(own).value]).toEqual([48, 48, 0, 0]);
    expect(rowOf('works').getCell(col('Public holiday pay')).value).toBe(72);
  });
});
