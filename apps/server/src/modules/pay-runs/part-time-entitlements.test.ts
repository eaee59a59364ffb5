import { beforeAll, describe, expect, it } from 'vitest';
import type { PayRun, PayRunLine } from '@wf/shared/contracts/pay-runs/pay-runs';
import { payRunDocumentEndpoints as docs, payRunEndpoints as e } from '@wf/shared/contracts/pay-runs/endpoints';
import { payEndpoints } from '@wf/shared/contracts/pay/endpoints';
import { publicHolidays, workers } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { attendedShift, createSite } from '../../test/sites.ts';
import { drawnText } from '../../pdf/pdf-text-kit.ts';
import { useClockAt } from '../../test/clock.ts';
import { setClock } from '@wf/shared/domain/clock';
import { auditLog } from '../../db/schema/index.ts';
import { and, eq } from 'drizzle-orm';

/**
 * Issue #25 item 2 through the API (decision 026): a part-time employee's short rest-day shift pays
 * MOM's day-based minimum and a public holiday worked pays the pro-rated holiday on top of the hours,
 * each as its own pay line; a full-timer and a contractor with the same shifts keep the multipliers.
 */
const ctx = useTestContext(undefined, 300_000);
useClockAt('2029-03-01T04:00:00Z');
const { call } = ctx;

let positionId: string;
let locationId: string;
const ids: Record<'partTimer' | 'fullTimer' | 'contractor', string> = { partTimer: '', fullTimer: '', contractor: '' };

const shiftOn = (date: string, start: string, end: string) =>
  attendedShift(call, { locationId, positionId }, { date, start, end, workerIds: Object.values(ids) });

beforeAll(async () => {
  ({ positionId, locationId } = await createSite(call, {
    client: 'Holiday Foods Pte Ltd',
    uen: '53888888A',
    project: 'Holiday kitchen',
    startDate: '2028-12-01',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Holiday site',
    road: '8 Holiday Road',
    postal: '609608',
  }));
  const worker = (n: number, type: string, engagement: 'employee' | 'contractor') => ({
    name: `Holiday ${type} ${n}`,
    positionApplied: 'Food Operator',
    contactNumber: `9124000${n}`,
    contactEmail: `holiday.${n}@example.test`,
    dateOfBirth: '1990-01-15',
    idType: 'NRIC',
    idNumber: `S779900${n}A`,
    status: 'active' as const,
    employeeCode: `PT-92800${n}`,
    nationality: 'Singaporean',
    typeOfEmployment: type,
    engagementType: engagement,
    bankName: 'DBS Bank Ltd',
    bankAcc: `12345678${n}`,
  });
  const rows = await ctx.app.db
    .insert(workers)
    .values([worker(1, 'Part-Timer', 'employee'), worker(2, 'Full-Timer', 'employee'), worker(3, 'Part-Timer', 'contractor')])
    .returning({ id: workers.id, name: workers.name });
  ids.partTimer = rows[0]!.id;
  ids.fullTimer = rows[1]!.id;
  ids.contractor = rows[2]!.id;
  // Wednesday 24 Jan 2029 a public holiday (for this test); Sunday 28 Jan the rest day (the default).
  await ctx.app.db.insert(publicHolidays).values({ date: '2029-01-24', name: 'Test Holiday' });
  await shiftOn('2029-01-24', '10:00', '12:00'); // 2 h on the public holiday
  await shiftOn('2029-01-28', '10:00', '12:00'); // 2 h on the rest day, rostered: at the employer's request
});

describe(`part-time public-holiday and rest-day minimums in the pay run (${dbLabel})`, () => {
  let run: PayRun;
  let lines: PayRunLine[];
  const lineOf = (id: string) => lines.find((l) => l.workerId === id)!;

  it("the part-timer's pay lines show the rest-day minimum and the pro-rated public holiday; totals add up", async () => {
    const res = await call('hr', e.generate, { body: { frequency: 'weekly', periodStart: '2029-01-22' } });
    expect(res.statusCode, res.body).toBe(201);
    run = res.answer();
    lines = (await call('hr', e.lines, { params: { id: run.id }, query: { pageSize: 10 } })).answer().items;
    const pt = lineOf(ids.partTimer);
    // Rest day: 2 h at S$12.00 is up to half a 4-hour day -> 1 day's pay, 4 h x S$12.00 = S$48.00 (1.5x would be S$36.00).
    // Public holiday: the 2 h at S$12.00 = S$24.00 + the pro-rated holiday (22 h of 44 h x 8 h = 4 h) S$48.00 = S$72.00 (2.0x would be S$48.00).
    expect(pt.payLines.map((l) => [l.kind, l.minutes, l.rateCents, l.multiplier, l.amountCents])).toEqual([
      ['rest_day_minimum', 240, 1200, 1000, 4_800],
      ['public_holiday', 120, 1200, 1000, 2_400],
      ['public_holiday_entitlement', 240, 1200, 1000, 4_800],
    ]);
    expect(pt).toMatchObject({ restDayPayCents: 4_800, publicHolidayPayCents: 7_200, restDayMinutes: 120, publicHolidayMinutes: 120, grossCents: 12_000 });
    expect(pt.payLines.reduce((s, l) => s + l.amountCents, 0)).toBe(pt.grossCents);
  });

  it('a full-timer and a contractor with the same shifts keep the multipliers (S$36.00 + S$48.00)', () => {
    for (const id of [ids.fullTimer, ids.contractor]) {
      const l = lineOf(id);
      expect(l.payLines.map((p) => [p.kind, p.minutes, p.multiplier, p.amountCents])).toEqual([
        ['rest_day', 120, 1500, 3_600],
        ['public_holiday', 120, 2000, 4_800],
      ]);
      expect(l.grossCents).toBe(8_400);
    }
    expect(run.grossCents).toBe(lines.reduce((s, l) => s + l.grossCents, 0));
    expect(run.netCents).toBe(lines.reduce((s, l) => s + l.netCents, 0));
  });

  it("the part-timer's payslip prints each entitlement as its own line and the same net pay", async () => {
    const confirm = await call('hr', e.confirm, { params: { id: run.id }, body: { version: run.version } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    run = confirm.answer();
    const res = await call('hr', docs.payslip, { params: { id: run.id, workerId: ids.partTimer } });
    expect(res.statusCode).toBe(200);
    const text = (await drawnText(res.rawPayload)).map((d) => d.text).join(' ');
    expect(text).toMatch(/Rest day pay, days' salary \(part-time minimum\)\s+S\$12\.00\/h x 4\.00 hours\s+S\$48\.00/);
    expect(text).toMatch(/Public holiday entitlement \(pro-rated\)\s+S\$12\.00\/h x 4\.00 hours\s+S\$48\.00/);
    expect(text).toMatch(/Total earnings \(gross pay\)\s+S\$120\.00/);
    const net = (lineOf(ids.partTimer).netCents / 100).toFixed(2);
    expect(text).toContain(`Net pay S$${net}`);
  });

  it('switching the minimums off (after the run is sent back, so its payments are open) puts the part-timer back on the multipliers', async () => {
    const back = await call('finance', e.sendBack, { params: { id: run.id }, body: { version: run.version, reason: 'Pay rules changed' } });
    expect(back.statusCode, back.body).toBe(200);
    run = back.answer();
    const current = (await call('finance', payEndpoints.settings)).answer();
    const { updatedAt: _u, updatedByName: _n, ...settings } = current;
    const off = await call('finance', payEndpoints.updateSettings, { body: { ...settings, partTimeMinimums: false } });
    expect(off.statusCode, off.body).toBe(200);
    const regen = await call('hr', e.regenerate, { params: { id: run.id }, body: { version: run.version } });
    expect(regen.statusCode, regen.body).toBe(200);
    run = regen.answer();
    lines = (await call('hr', e.lines, { params: { id: run.id }, query: { pageSize: 10 } })).answer().items;
    expect(lineOf(ids.partTimer).grossCents).toBe(8_400);
  });

  it('bad part-time settings are refused with 400 and nothing changes', async () => {
    const current = (await call('finance', payEndpoints.settings)).answer();
    const { updatedAt: _u, updatedByName: _n, ...settings } = current;
    for (const bad of [{ partTimeDayMinutes: -1 }, { partTimeWeekMinutes: 99_999 }, { restDayWorkAt: 'nobody' }, { partTimeMinimums: 'yes' }]) {
      const res = await call('finance', 'PUT', '/api/pay/settings', { ...settings, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('finance', payEndpoints.settings)).answer()).toEqual(current);
  });

  it("paying after the Employment Act's latest payment date needs a reason; it is recorded and audited (issue #25 item 5)", async () => {
    // The week 22-28 Jan 2029: salary due by 4 Feb. Approved on 30 Jan (in time), paid on 6 Feb (late).
    setClock('2029-01-30T04:00:00Z', { running: true });
    try {
      const confirmed = await call('hr', e.confirm, { params: { id: run.id }, body: { version: run.version } });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const approved = await call('finance', e.approve, { params: { id: run.id }, body: { version: confirmed.answer().version } });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.answer().latePaymentReason).toBeNull();
      const body = { version: approved.answer().version, paymentDate: '2029-02-06', reference: 'GIRO-0206' };
      const refused = await call('finance', e.pay, { params: { id: run.id }, body });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'PAY_RUN_LATE_REASON', current: { latestLawfulPaymentDate: '2029-02-04' } });
      expect((await call('finance', e.get, { params: { id: run.id } })).answer()).toMatchObject({ status: 'finance_approved', paymentDate: null });
      const paid = await call('finance', e.pay, { params: { id: run.id }, body: { ...body, lateReason: 'The bank file was rejected once' } });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.answer()).toMatchObject({ status: 'paid', latePaymentReason: 'The bank file was rejected once' });
      const [audit] = await ctx.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'pay_run.pay'), eq(auditLog.entityId, run.id)));
      expect(audit!.after).toMatchObject({ latePaymentReason: 'The bank file was rejected once' });
    } finally {
      setClock('2029-03-01T04:00:00Z', { running: true });
    }
  });
});
