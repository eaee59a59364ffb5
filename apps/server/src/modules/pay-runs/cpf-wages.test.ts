import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeCpf, computeSdl } from '@wf/shared/domain/pay/cpf';
import type { PayRun, PayRunLine } from '@wf/shared/contracts/pay-runs/pay-runs';
import { payRunDocumentEndpoints as docs, payRunEndpoints as e } from '@wf/shared/contracts/pay-runs/endpoints';
import { payAdjustments, users, workers } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { attendedShift, createSite } from '../../test/sites.ts';
import { drawnText } from '../../pdf/pdf-text-kit.ts';
import { useClockAt } from '../../test/clock.ts';

/**
 * Issue #25 through the API: a weekly run across 31 Jan / 1 Feb takes CPF per calendar month; a
 * deduction does not reduce CPF; a worker paid at two rates gets one basic line per rate.
 */
const ctx = useTestContext(undefined, 300_000);
// The week of 29 Jan - 4 Feb 2029 is over (attendance and confirmation wait for it: issue 29).
useClockAt('2029-03-01T04:00:00Z');
const { call } = ctx;

let positionId: string;
let locationId: string;
let workerId: string;
const DOB = '1990-01-15';

const shiftOn = (date: string, override: number | null, start = '09:00', end = '17:00') =>
  attendedShift(call, { locationId, positionId }, { date, start, end, workerIds: [workerId], payRateCentsOverride: override });

beforeAll(async () => {
  ({ positionId, locationId } = await createSite(call, {
    client: 'Month Foods Pte Ltd',
    uen: '53777777A',
    project: 'Month kitchen',
    startDate: '2028-12-01',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Month site',
    road: '7 Month Road',
    postal: '609607',
  }));
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name: 'Month Citizen',
      positionApplied: 'Food Operator',
      contactNumber: '91239999',
      contactEmail: 'month.citizen@example.test',
      dateOfBirth: DOB,
      idType: 'NRIC',
      idNumber: 'S7799990A',
      status: 'active',
      employeeCode: 'PT-929999',
      nationality: 'Singaporean',
      engagementType: 'employee',
      bankName: 'DBS Bank Ltd',
      bankAcc: '123456789',
    })
    .returning({ id: workers.id });
  workerId = w!.id;
  // Week Mon 29 Jan - Sun 4 Feb 2029: Tue 30 and Wed 31 Jan at the position's S$12.00, Thu 1 Feb at
  // S$12.00 and Fri 2 Feb at an override of S$18.00; 8 h each.
  await shiftOn('2029-01-30', null);
  await shiftOn('2029-01-31', null);
  await shiftOn('2029-02-01', null);
  await shiftOn('2029-02-02', 1800);
  const [manager] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'manager@example.com'));
  // A S$20 uniform deduction on 1 Feb, approved.
  await ctx.app.db.insert(payAdjustments).values({
    workerId,
    periodStart: '2029-02-01',
    periodEnd: '2029-02-01',
    effectiveDate: '2029-02-01',
    weekStart: '2029-01-29',
    category: 'deduction',
    amountCents: -2_000,
    reason: 'Uniform',
    status: 'approved',
    createdBy: manager!.id,
  });
});

describe(`CPF on CPF wages, per calendar month (${dbLabel})`, () => {
  let run: PayRun;
  let line: PayRunLine;

  it('a weekly run across 31 Jan / 1 Feb splits CPF by month, each on its own wages before the deduction', async () => {
    const res = await call('hr', e.generate, { body: { frequency: 'weekly', periodStart: '2029-01-29' } });
    expect(res.statusCode, res.body).toBe(201);
    run = res.answer();
    line = (await call('hr', e.lines, { params: { id: run.id }, query: { pageSize: 10 } })).answer().items[0]!;
    // January: 16 h at S$12.00 = S$192.00. February: 8 h at S$12.00 + 8 h at S$18.00 = S$240.00.
    expect(line.payLines.map((l) => [l.month, l.rateCents, l.minutes, l.amountCents])).toEqual([
      ['2029-01', 1200, 960, 19_200],
      ['2029-02', 1200, 480, 9_600],
      ['2029-02', 1800, 480, 14_400],
    ]);
    const cpf = (month: string, wages: number) => computeCpf({ month, dateOfBirth: DOB, status: 'citizen', ordinaryWageCents: wages });
    const jan = cpf('2029-01', 19_200);
    const feb = cpf('2029-02', 24_000); // the S$20 deduction does not come off
    expect(line.cpfMonths).toEqual([
      { month: '2029-01', ordinaryWageCents: 19_200, additionalWageCents: 0, employeeCpfCents: jan.employeeCents, employerCpfCents: jan.employerCents, sdlCents: computeSdl(19_200, '2029-01') },
      { month: '2029-02', ordinaryWageCents: 24_000, additionalWageCents: 0, employeeCpfCents: feb.employeeCents, employerCpfCents: feb.employerCents, sdlCents: computeSdl(24_000, '2029-02') },
    ]);
    // S$192 and S$240 each alone: employer 17 % only (S$33 and S$41); the week as one February month of S$432 would be S$73.
    expect([jan.employerCents, feb.employerCents]).toEqual([3_300, 4_100]);
    expect(line).toMatchObject({
      grossCents: 43_200,
      deductionCents: 2_000,
      employeeCpfCents: 0,
      employerCpfCents: 7_400,
      sdlCents: 400,
      netCents: 41_200,
    });
    expect(run).toMatchObject({ grossCents: 43_200, netCents: 41_200, employerCpfCents: 7_400 });
  });

  it("the CPF summary of each month shows that month's part; the SDL payable is the total with its cents dropped", async () => {
    const confirm = await call('hr', e.confirm, { params: { id: run.id }, body: { version: run.version } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const summary = async (month: string) => {
      const res = await call('finance', docs.cpfSummary, { query: { month, format: 'csv' } });
      expect(res.statusCode, res.body).toBe(200);
      return res.body.replace(/^\uFEFF/, '').trim().split('\r\n').map((r: string) => r.split(','));
    };
    const jan = await summary('2029-01');
    const feb = await summary('2029-02');
    expect(jan[1]!.slice(6)).toEqual(['192.00', '0.00', '192.00', '0.00', '33.00', '33.00', '2.00']);
    expect(feb[1]!.slice(6)).toEqual(['240.00', '0.00', '240.00', '0.00', '41.00', '41.00', '2.00']);
    expect(jan.at(-1)![12]).toBe('2.00');
  });

  it("the multi-rate worker's payslip: one basic line per rate, rate x hours = amount, and they sum to the basic pay", async () => {
    const res = await call('hr', docs.payslip, { params: { id: run.id, workerId } });
    expect(res.statusCode).toBe(200);
    const text = (await drawnText(res.rawPayload)).map((d) => d.text).join(' ');
    expect(text).toContain('Basic pay, 01/2029');
    expect(text).toMatch(/S\$12\.00\/h x 16\.00 hours\s+S\$192\.00/);
    expect(text).toMatch(/S\$12\.00\/h x 8\.00 hours\s+S\$96\.00/);
    expect(text).toMatch(/S\$18\.00\/h x 8\.00 hours\s+S\$144\.00/);
    expect(line.payLines.filter((l) => l.kind === 'normal').reduce((s, l) => s + l.amountCents, 0)).toBe(line.basicPayCents);
    expect(text).toMatch(/Deduction: Uniform\s+-S\$20\.00/);
    expect(text).toMatch(/Net pay\s+S\$412\.00/);
  });
});
