import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { formatSgd } from '@wf/shared/domain/money';
import { businessEndpoints } from '@wf/shared/contracts/business/endpoints';
import { payRunDocumentEndpoints as docs, payRunEndpoints as e } from '@wf/shared/contracts/pay-runs/endpoints';
import type { PayRun } from '@wf/shared/contracts/pay-runs/pay-runs';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { auditLog, notifications, workers } from '../../../db/schema/index.ts';
import { demoWorkerValues } from '../../workers/index.ts';
import { pdfLines } from '../../../pdf/pdf-text-kit.ts';
import { dbLabel, type EndpointResponse } from '../../../test/harness.ts';
import { useTestContext } from '../../../test/use-test-context.ts';
import { attendedShift, createSite } from '../../../test/sites.ts';
import { useClockAt } from '../../../test/clock.ts';

const ctx = useTestContext(undefined, 120_000);
// The shifts and pay periods below are in 2027: "now" after them all (attendance opens at a shift's
// start, a run is confirmed after its period: issue 29).
useClockAt('2028-01-15T02:00:00.000Z');
const { call } = ctx;

const MONDAY = '2027-05-03';
/** Worker key -> id. The contractor's name would run as a formula in a spreadsheet. */
const W: Record<string, string> = {};
const SPECS = [
  { key: 'citizen', name: 'Tan Ah Kow', nationality: 'Singaporean', engagementType: 'employee' as const },
  { key: 'pr', name: '陈美玲', nationality: 'Singapore PR', engagementType: 'employee' as const },
  {
    key: 'contractor',
    name: '=HYPERLINK("http://evil.test","x")',
    nationality: 'Malaysian',
    engagementType: 'contractor' as const,
  },
];

/** Cents from a payslip's "Net pay S$1,234.50" line. */
const netOf = (lines: string[]) => {
  const m = /^Net pay S\$([\d,]+)\.(\d\d)$/.exec(lines.find((l) => l.startsWith('Net pay'))!)!;
  return Number(m[1]!.replaceAll(',', '')) * 100 + Number(m[2]);
};

let run: PayRun;
/** A step of the run's life (confirm, approve, pay) that must succeed; the run is as it answers. */
const step = async (pending: Promise<EndpointResponse<typeof e.confirm>>) => {
  const res = await pending;
  expect(res.statusCode, res.body).toBe(200);
  run = res.answer();
};

beforeAll(async () => {
  const biz = await call('admin', businessEndpoints.update, {
    body: {
      name: 'Docs Staffing Pte. Ltd.',
      uen: '201912345K',
      address: '1 Raffles Place, Singapore 048616',
      contactPhone: '',
      contactEmail: '',
      version: 1,
    },
  });
  expect(biz.statusCode, biz.body).toBe(200);
  const site = await createSite(call, {
    client: 'Docs Foods Pte Ltd',
    uen: '53888888A',
    project: 'Docs kitchen',
    startDate: '2027-01-04',
    payRateCents: 1250,
    billRateCents: 1600,
    site: 'Docs site',
    road: '5 Docs Road',
    postal: '609605',
  });
  const locationId = site.locationId;
  for (const [i, s] of SPECS.entries()) {
    const [w] = await ctx.app.db
      .insert(workers)
      .values({
        name: s.name,
        positionApplied: 'Food Operator',
        contactNumber: `9123460${i}`,
        dateOfBirth: '1990-01-15',
        idType: 'NRIC',
        idNumber: `S88000${i}0A`,
        status: 'active',
        employeeCode: `PT-92000${i}`,
        nationality: s.nationality,
        prStartDate: s.key === 'pr' ? '2020-01-01' : null,
        engagementType: s.engagementType,
        bankName: 'DBS Bank Ltd',
        bankAcc: `0012345678${i}`,
      })
      .returning({ id: workers.id });
    W[s.key] = w!.id;
  }
  await attendedShift(
    call,
    { locationId, positionId: site.positionId },
    { date: MONDAY, start: '08:00', end: '19:00', breakMinutes: 60, workerIds: SPECS.map((s) => W[s.key]!) },
  );
  const gen = await call('hr', e.generate, { body: { frequency: 'monthly', periodStart: MONDAY } });
  expect(gen.statusCode, gen.body).toBe(201);
  run = gen.answer();
}, 120_000);

/** The run's path parameter, and with a worker's for a payslip. */
const ofRun = () => ({ params: { id: run.id } });
const slipOf = (workerId: string) => ({ params: { id: run.id, workerId } });

describe(`pay run documents (${dbLabel})`, () => {
  it('a draft has no payslips and no bank file; its export is there; managers get none of them', async () => {
    expect(run.netCents).toBeGreaterThan(0);
    expect((await call('hr', docs.payslip, slipOf(W.citizen!))).json().error.code).toBe('PAY_RUN_WRONG_STATE');
    expect((await call('hr', docs.payslipsZip, ofRun())).statusCode).toBe(409);
    const bank = await call('finance', docs.bankFile, { ...ofRun(), query: { format: 'csv' } });
    expect(bank.statusCode, bank.body).toBe(409);
    expect(bank.json().error).toMatchObject({ code: 'PAY_RUN_WRONG_STATE', current: { status: 'draft' } });
    expect((await call('hr', docs.runExport, { ...ofRun(), query: { format: 'csv' } })).statusCode).toBe(200);
    for (const [name, res] of Object.entries({
      payslip: await call('manager', docs.payslip, slipOf(W.citizen!)),
      payslipsZip: await call('manager', docs.payslipsZip, ofRun()),
      bankFile: await call('manager', docs.bankFile, { ...ofRun(), query: {} }),
      runExport: await call('manager', docs.runExport, { ...ofRun(), query: {} }),
    }))
      expect(res.statusCode, name).toBe(403);
    expect((await call('manager', docs.cpfSummary, { query: { month: '2027-05' } })).statusCode).toBe(403);
    expect((await call('manager', docs.workerPayslips, { params: { id: W.citizen! } })).statusCode).toBe(403);
    expect((await call('hr', docs.workerPayslips, { params: { id: W.citizen! } })).answer().items).toEqual([]);
  });

  it('from hr_confirmed: a payslip PDF per worker and the zip of all (hr and finance); still no bank file', async () => {
    await step(call('hr', e.confirm, { ...ofRun(), body: { version: run.version } }));
    const res = await call('hr', docs.payslip, slipOf(W.citizen!));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="payslip-2027-05-01-PT-920000-Tan_Ah_Kow.pdf"',
    );
    const text = await pdfLines(res.rawPayload);
    expect(text).toContain('Docs Staffing Pte. Ltd.');
    expect(text).toContain('Employee: Tan Ah Kow');
    expect(text).toContain('Salary period: 01/05/2027 to 31/05/2027');
    expect(text).toContain('Date of payment: Not paid yet');
    const lines = (await call('hr', e.lines, { ...ofRun(), query: { pageSize: 100 } })).answer().items;
    const citizen = lines.find((l) => l.workerId === W.citizen)!;
    expect(netOf(text)).toBe(citizen.netCents);
    expect(text.find((l) => l.startsWith("Employee's CPF contribution"))).toContain(
      formatSgd(-citizen.employeeCpfCents),
    );
    expect(text.find((l) => l.startsWith('Basic pay'))).toContain(
      `S$12.50/h x 8.00 hours ${formatSgd(citizen.basicPayCents)}`,
    );
    expect(text.find((l) => l.startsWith('Overtime pay'))).toContain(
      `2.00 hours, period 01/05/2027 to 31/05/2027 ${formatSgd(citizen.overtimePayCents)}`,
    );

    expect((await call('hr', docs.payslip, slipOf(crypto.randomUUID()))).statusCode).toBe(404);
    expect((await call('finance', docs.bankFile, { ...ofRun(), query: {} })).statusCode).toBe(409);

    const zipRes = await call('finance', docs.payslipsZip, ofRun());
    expect(zipRes.statusCode, zipRes.body).toBe(200);
    expect(zipRes.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(zipRes.rawPayload);
    const names = Object.keys(zip.files);
    expect(names).toHaveLength(SPECS.length);
    let sum = 0;
    for (const name of names) sum += netOf(await pdfLines(Buffer.from(await zip.file(name)!.async('uint8array'))));
    expect(sum).toBe(run.netCents);
    // the zip is streamed as its payslips are made, and its download is still audited, naming the run
    expect(zipRes.headers['content-length']).toBeUndefined();
    const zipAudit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.download'), eq(auditLog.entityId, run.id)));
    expect(zipAudit.find((a) => (a.after as { document?: string }).document === 'payslips_zip')?.after).toMatchObject({
      route: 'GET /api/pay-runs/:id/payslips.zip',
      payslips: SPECS.length,
    });
  });

  it('finance downloads the bank file of the approved run: one line per worker, the run net to the cent, audited', async () => {
    // May 2027's salary was due by 7 Jun 2027; this file's day is 15 Jan 2028, so the approval says why it is late (issue #25 item 5).
    await step(
      call('finance', e.approve, {
        ...ofRun(),
        body: { version: run.version, lateReason: 'Approved late for the test' },
      }),
    );
    expect((await call('hr', docs.bankFile, { ...ofRun(), query: {} })).statusCode).toBe(403);
    const res = await call('finance', docs.bankFile, { ...ofRun(), query: { format: 'csv' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bank-file-2027-05-01-2027-05-31.csv"');
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Payee name,Bank,Account number,Amount,Reference');
    expect(rows).toHaveLength(1 + SPECS.length);
    // account numbers in full, the formula defused, references by employee code
    expect(rows).toContain(
      `Tan Ah Kow,DBS Bank Ltd,00123456780,${rows.find((r) => r.startsWith('Tan'))!.split(',')[3]},PAY 2027-05 PT-920000`,
    );
    expect(rows.some((r) => r.startsWith(`"'=HYPERLINK(""http://evil.test"",""x"")",DBS Bank Ltd,00123456782,`))).toBe(
      true,
    );
    const total = rows.slice(1).reduce((s, r) => s + Math.round(Number(r.split(',').at(-2)) * 100), 0);
    expect(total).toBe(run.netCents);
    // the account numbers stay masked everywhere else
    expect((await call('finance', e.lines, { ...ofRun(), query: { pageSize: 100 } })).body).not.toContain(
      '00123456780',
    );

    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.download'), eq(auditLog.entityId, run.id)));
    const bankEntry = audit.find((a) => (a.after as { document?: string }).document === 'bank_file');
    expect(bankEntry?.after).toMatchObject({
      route: 'GET /api/pay-runs/:id/bank-file',
      format: 'csv',
      payments: SPECS.length,
      totalCents: run.netCents,
    });
    expect(bankEntry?.entityType).toBe('pay_run');
    expect(audit.filter((a) => (a.after as { document?: string }).document === 'payslip')).toHaveLength(1);
  });

  it('what finance approved is what the bank pays: a bank change after approval is flagged, audited masked, told to finance (issue #26, item 1)', async () => {
    const before = (await call('finance', docs.bankFile, { ...ofRun(), query: { format: 'csv' } })).body;
    // the citizen's record made whole (as a registration makes it), then hr changes the account
    const {
      idempotencyKey: _k,
      name: _n,
      bankName: _b,
      bankAcc: _a,
      status: _s,
      employeeCode: _c,
      ...rest
    } = demoWorkerValues(950);
    const [w] = await ctx.app.db
      .update(workers)
      .set(rest)
      .where(eq(workers.id, W.citizen!))
      .returning({ version: workers.version });
    const patch = await call('hr', workerEndpoints.update, {
      params: { id: W.citizen! },
      body: { version: w!.version, bankName: 'OCBC', bankAcc: '501234567001' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    // the bank file of the approved run still pays the approved account, byte for byte
    const after = await call('finance', docs.bankFile, { ...ofRun(), query: { format: 'csv' } });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.body).toBe(before);
    expect(after.body).toContain('Tan Ah Kow,DBS Bank Ltd,00123456780,');
    expect(after.body).not.toContain('501234567001');
    // the run shows it: one worker changed since approval, on the run and on the line
    const shown = await call('finance', e.get, ofRun());
    expect(shown.answer().bankChangedWorkers).toBe(1);
    const lines = (await call('finance', e.lines, { ...ofRun(), query: { pageSize: 100 } })).answer().items;
    expect(lines.find((l) => l.workerId === W.citizen)).toMatchObject({
      bankName: 'DBS Bank Ltd',
      bankChangedSinceApproval: true,
    });
    expect(lines.filter((l) => l.bankChangedSinceApproval)).toHaveLength(1);
    // audited with before and after, masked
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'worker.update'), eq(auditLog.entityId, W.citizen!)));
    expect(audit.at(-1)?.before).toMatchObject({ bankName: 'DBS Bank Ltd', bankAcc: '*******6780' });
    expect(audit.at(-1)?.after).toMatchObject({ bankName: 'OCBC', bankAcc: '********7001' });
    expect(JSON.stringify(audit.at(-1))).not.toContain('501234567001');
    // finance is told, masked
    const note = (
      await ctx.app.db
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/finance-management/part-timer-list/${W.citizen}`))
    ).at(-1);
    expect(note?.title).toContain('Bank details changed: Tan Ah Kow');
    expect(note?.description).toContain('********7001');
    expect(note?.description).not.toContain('501234567001');
  });

  it('the run XLSX: real numbers with the currency format, labels, a totals row equal to the run', async () => {
    await step(
      call('finance', e.pay, {
        ...ofRun(),
        body: { version: run.version, paymentDate: '2027-06-05', reference: 'GIRO-2027-05' },
      }),
    );
    const res = await call('hr', docs.runExport, { ...ofRun(), query: { format: 'xlsx' } });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const col = (label: string) => header.indexOf(label) + 1;
    expect(ws.rowCount).toBe(2 + SPECS.length);
    const total = ws.getRow(ws.rowCount);
    expect(total.getCell(col('Worker')).value).toBe(`Total (${SPECS.length} workers)`);
    expect(total.getCell(col('Net pay')).value).toBe(run.netCents / 100);
    expect(total.getCell(col('Gross pay (before deductions)')).value).toBe(run.grossCents / 100);
    expect(total.getCell(col('Net pay')).numFmt).toContain('S$');
    const engagement = [2, 3, 4].map((r) => ws.getRow(r).getCell(col('Engagement')).value);
    expect(engagement.sort()).toEqual(['Contractor', 'Employee', 'Employee']);
    // a paid run's payslip carries the date of payment
    expect(await pdfLines((await call('finance', docs.payslip, slipOf(W.pr!))).rawPayload)).toContain(
      'Date of payment: 05/06/2027',
    );
  });

  it("the month's CPF summary adds up to the run's CPF and SDL; the worker's payslips are listed", async () => {
    const res = await call('finance', docs.cpfSummary, { query: { month: '2027-05', format: 'csv' } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Employee code,Worker,Engagement,CPF status,CPF age band,Pay runs,Ordinary wages,Additional wages,CPF wages,Employee CPF,Employer CPF,Total CPF,SDL',
    );
    const totals = rows.at(-2)!.split(',');
    expect(totals[1]).toBe(`Total (${SPECS.length} workers)`);
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect([cents(totals[9]!), cents(totals[10]!), cents(totals[12]!)]).toEqual([
      run.employeeCpfCents,
      run.employerCpfCents,
      run.sdlCents,
    ]);
    // The SDL payable: the total levy with its cents dropped (CPF Board).
    const payable = rows.at(-1)!.split(',');
    expect(payable[1]).toBe('SDL payable (total rounded down to the dollar)');
    expect(cents(payable[12]!)).toBe(Math.floor(run.sdlCents / 100) * 100);
    expect(rows.find((r) => r.startsWith('PT-920001'))).toContain('Permanent resident');
    expect((await call('hr', docs.cpfSummary, { query: { month: '2027-13' } })).statusCode).toBe(400);

    const list = await call('hr', docs.workerPayslips, { params: { id: W.citizen! } });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.answer().items).toEqual([
      expect.objectContaining({ runId: run.id, periodStart: '2027-05-01', status: 'paid', paymentDate: '2027-06-05' }),
    ]);
  });
});
