import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { today } from '@wf/shared/domain/clock';
import { addDays } from '@wf/shared/domain/certificates/expiry';
import { readUobFile } from '@wf/shared/domain/pay/uob-fast-giro';
import { formatSgd } from '@wf/shared/domain/money';
import JSZip from 'jszip';
import { payRunDocumentEndpoints as docs, payRunEndpoints as e } from '@wf/shared/contracts/pay-runs/endpoints';
import { payrollFileEndpoints as files } from '@wf/shared/contracts/payroll-files/endpoints';
import type { PaymentSettingsBody } from '@wf/shared/contracts/payroll-files/payroll-files';
import { pdfLines } from '../../../pdf/pdf-text-kit.ts';
import { auditLog, workers } from '../../../db/schema/index.ts';
import { dbLabel } from '../../../test/harness.ts';
import { useTestContext } from '../../../test/use-test-context.ts';
import { attendedShift, createSite } from '../../../test/sites.ts';
import { useClockAt } from '../../../test/clock.ts';

const ctx = useTestContext(undefined, 120_000);
// June 2027 is over: its shifts can be attended and its run confirmed (issue 29's time guards).
useClockAt('2027-07-02T04:00:00Z');
const { call } = ctx;

const MONDAY = '2027-06-07';
const W: Record<string, string> = {};
/** A Latin name, a Chinese one (UOB cannot take it), a name with "&" (the bank would replace it). */
const SPECS = [
  { key: 'latin', name: 'Tan Ah Kow', bankName: 'DBS/POSB', bankAcc: '0012345678' },
  { key: 'chinese', name: '陈美玲', bankName: 'OCBC', bankAcc: '501-403998-671' },
  { key: 'amp', name: 'Lim & Sons', bankName: 'UOB', bankAcc: '3012345678' },
];
const SETTINGS: PaymentSettingsBody = {
  payingBank: 'UOB',
  debitAccount: '1013320075',
  originatorName: 'FILES STAFFING PTE LTD',
  companyId: '',
  processingMode: 'B',
  purposeCode: 'SALA',
};

let runId = '';
let lines: { workerId: string; netCents: number }[] = [];

beforeAll(async () => {
  const site = await createSite(call, {
    client: 'Files Foods Pte Ltd',
    uen: '53888899A',
    project: 'Files kitchen',
    startDate: '2027-01-04',
    payRateCents: 1250,
    billRateCents: 1600,
    site: 'Files site',
    road: '7 Files Road',
    postal: '609606',
  });
  for (const [i, s] of SPECS.entries()) {
    const [w] = await ctx.app.db
      .insert(workers)
      .values({
        name: s.name,
        positionApplied: 'Food Operator',
        contactNumber: `9123470${i}`,
        dateOfBirth: '1990-01-15',
        idType: 'NRIC',
        idNumber: `S88100${i}0A`,
        status: 'active',
        employeeCode: `PT-93000${i}`,
        nationality: 'Singaporean',
        engagementType: 'employee',
        bankName: s.bankName,
        bankAcc: s.bankAcc,
      })
      .returning({ id: workers.id });
    W[s.key] = w!.id;
  }
  await attendedShift(
    call,
    { locationId: site.locationId, positionId: site.positionId },
    { date: MONDAY, start: '09:00', end: '18:00', breakMinutes: 60, workerIds: SPECS.map((s) => W[s.key]!) },
  );
  const gen = await call('hr', e.generate, { body: { frequency: 'monthly', periodStart: MONDAY } });
  expect(gen.statusCode, gen.body).toBe(201);
  runId = gen.answer().id;
  const confirmed = await call('hr', e.confirm, { params: { id: runId }, body: { version: gen.answer().version } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const approved = await call('finance', e.approve, {
    params: { id: runId },
    body: { version: confirmed.answer().version },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  lines = (await call('finance', e.lines, { params: { id: runId }, query: { pageSize: 100 } })).answer().items;
}, 120_000);

/** The day after the file's day (the clock stands at 2 July 2027 for this file). */
const VALUE_DATE = '2027-07-03';
/** The run's bank file in UOB's layout for VALUE_DATE, and its check. */
const uob = (who: 'hr' | 'manager' | 'finance') =>
  call(who, docs.bankFile, { params: { id: runId }, query: { format: 'uob-giro', valueDate: VALUE_DATE } });
const check = () =>
  call('finance', files.bankFileCheck, { params: { id: runId }, query: { format: 'uob-giro', valueDate: VALUE_DATE } });

describe(`bank files in a bank's layout (${dbLabel})`, () => {
  it('finance and admin only: hr and managers are refused the settings, the check, the names and the file', async () => {
    for (const who of ['hr', 'manager'] as const) {
      expect((await call(who, files.paymentSettings)).statusCode).toBe(403);
      expect((await call(who, files.savePaymentSettings, { body: SETTINGS })).statusCode).toBe(403);
      expect(
        (await call(who, files.bankFileCheck, { params: { id: runId }, query: { format: 'uob-giro' } })).statusCode,
      ).toBe(403);
      expect(
        (await call(who, files.setBankAccountName, { params: { id: W.chinese! }, body: { bankAccountName: 'X' } }))
          .statusCode,
      ).toBe(403);
      expect((await uob(who)).statusCode).toBe(403);
    }
    expect((await call('admin', files.paymentSettings)).statusCode).toBe(200);
  });

  it('refuses the file with the list of what to fix: settings not set, the Chinese and the "&" names', async () => {
    const res = await uob('finance');
    expect(res.statusCode, res.body).toBe(409);
    const current = res.json().error.current;
    expect(res.json().error.code).toBe('BANK_FILE_NOT_READY');
    expect(current.settingsMissing).toEqual(['payingBank', 'debitAccount', 'originatorName']);
    expect(
      current.payees.map((p: { workerId: string; problems: string[] }) => [p.workerId, p.problems]).sort(),
    ).toEqual(
      [
        [W.chinese, ['nameNonAscii']],
        [W.amp, ['nameReplaced']],
      ].sort(),
    );
    expect((await check()).answer()).toMatchObject({ ready: false, payments: 3 });
    // the generic CSV stays one choice and is not held back
    expect((await call('finance', docs.bankFile, { params: { id: runId }, query: { format: 'csv' } })).statusCode).toBe(
      200,
    );
  });

  it('settings: a name the bank cannot take and a UOB account that is not 10 digits are refused; saving is audited, masked', async () => {
    const bad = await call('finance', files.savePaymentSettings, {
      body: { ...SETTINGS, originatorName: '文件 Pte Ltd', debitAccount: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['debitAccount', 'originatorName']);
    const res = await call('finance', files.savePaymentSettings, { body: SETTINGS });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer()).toMatchObject(SETTINGS);
    const [entry] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'payment_settings.update'));
    expect(entry!.after).toMatchObject({ debitAccount: '****0075', payingBank: 'UOB' });
    expect(JSON.stringify(entry)).not.toContain('1013320075');
  });

  it('after the names are set as the banks have them, the file is made, reads back, tallies and is byte-identical twice', async () => {
    expect(
      (
        await call('finance', files.setBankAccountName, {
          params: { id: W.chinese! },
          body: { bankAccountName: '中文' },
        })
      ).statusCode,
    ).toBe(400);
    for (const [key, name] of [
      ['chinese', 'TAN MEI LING'],
      ['amp', 'LIM AND SONS'],
    ] as const) {
      const res = await call('finance', files.setBankAccountName, {
        params: { id: W[key]! },
        body: { bankAccountName: name },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await check()).answer()).toMatchObject({ ready: true, payees: [], settingsMissing: [] });

    const first = await uob('finance');
    expect(first.statusCode, first.body).toBe(200);
    const second = await uob('finance');
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    const t = today();
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="UGBI${t.slice(8, 10)}${t.slice(5, 7)}01.txt"`,
    );

    const file = readUobFile(first.rawPayload.toString('ascii'));
    const paid = lines.filter((l) => l.netCents > 0);
    expect(file.trailer.count).toBe(paid.length);
    expect(file.trailer.totalCents).toBe(paid.reduce((s, l) => s + l.netCents, 0));
    expect(file.header).toMatchObject({
      paymentType: 'R',
      processingMode: 'B',
      originatingAccount: '1013320075',
      originatingName: 'FILES STAFFING PTE LTD',
      valueDate: VALUE_DATE,
      creationDate: t,
      bulkCustomerReference: 'SAL 2027-06',
    });
    const byName = new Map(file.details.map((d) => [d.accountName, d]));
    expect(byName.get('Tan Ah Kow')).toMatchObject({
      receivingBic: 'DBSSSGSGXXX',
      accountNumber: '0012345678',
      purposeCode: 'SALA',
    });
    expect(byName.get('TAN MEI LING')).toMatchObject({ receivingBic: 'OCBCSGSGXXX', accountNumber: '501403998671' });
    expect(byName.get('LIM AND SONS')).toMatchObject({
      receivingBic: 'UOVBSGSGXXX',
      endToEndId: 'PAY 2027-06 PT-930002',
    });
    for (const d of file.details)
      expect(d.amountCents).toBe(
        lines.find((l) => d.endToEndId.endsWith(`PT-93000${SPECS.findIndex((s) => W[s.key] === l.workerId)}`))!
          .netCents,
      );

    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.download'), eq(auditLog.entityId, runId)));
    const uobAudits = audits.filter((a) => (a.after as { format?: string }).format === 'uob-giro');
    expect(uobAudits).toHaveLength(2);
    expect(uobAudits[0]!.after).toMatchObject({
      document: 'bank_file',
      payments: paid.length,
      valueDate: VALUE_DATE,
      sequence: 1,
    });
  });

  it('a value date in the past or over 30 days ahead is refused, naming it', async () => {
    for (const d of [addDays(today(), -1), addDays(today(), 31)]) {
      const res = await call('finance', docs.bankFile, {
        params: { id: runId },
        query: { format: 'uob-giro', valueDate: d },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ valueDate: 'validation.invalid' });
    }
  });

  it('IR8A of the year the run was paid: per worker, totals equal the payslips, nothing for other years; finance and admin only', async () => {
    const run = (await call('finance', e.get, { params: { id: runId } })).answer();
    const paid = await call('finance', e.pay, {
      params: { id: runId },
      body: { version: run.version, paymentDate: '2027-07-05', reference: 'GIRO-IR8A' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // one worker without a nationality on record: IRAS requires it
    await ctx.app.db.update(workers).set({ nationality: null }).where(eq(workers.id, W.amp!));
    for (const who of ['hr', 'manager'] as const)
      expect((await call(who, files.ir8aYear, { query: { year: 2027 } })).statusCode).toBe(403);
    const res = await call('admin', files.ir8aYear, { query: { year: 2027 } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.answer();
    expect(body.yearOfAssessment).toBe(2028);
    const all = (await call('finance', e.lines, { params: { id: runId }, query: { pageSize: 100 } })).answer().items;
    expect(body.items).toHaveLength(all.length);
    for (const l of all) {
      const item = body.items.find((i) => i.workerId === l.workerId);
      expect(item).toMatchObject({
        totalIncomeCents: l.grossCents,
        salaryCents: l.grossCents - l.allowanceCents,
        employeeCpfCents: l.employeeCpfCents,
        from: '2027-06-01',
        to: '2027-06-30',
        payslips: 1,
        missing: l.workerId === W.amp ? ['nationality'] : [],
      });
    }
    expect(body.totals).toEqual({
      totalIncomeCents: all.reduce((s, l) => s + l.grossCents, 0),
      employeeCpfCents: all.reduce((s, l) => s + l.employeeCpfCents, 0),
      workers: all.length,
      missingData: 1,
    });
    expect(JSON.stringify(body)).not.toContain('S88100');
    expect((await call('finance', files.ir8aYear, { query: { year: 2026 } })).answer().items).toEqual([]);
    expect((await call('finance', files.ir8aYear, { query: { year: 'abc' } })).statusCode).toBe(400);
  });

  it("each worker's Form IR8A as a PDF (full ID, the year's figures) and all of them in a zip; audited; finance and admin only", async () => {
    // (the run was paid in 2027 by the test above)
    const form = (who: 'hr' | 'manager' | 'finance', workerId: string, year: number | string = 2027) =>
      call(who, files.ir8aForm, { params: { workerId }, query: { year } });
    for (const who of ['hr', 'manager'] as const) {
      expect((await form(who, W.latin!)).statusCode).toBe(403);
      expect((await call(who, files.ir8aForms, { query: { year: 2027 } })).statusCode).toBe(403);
    }
    const line = (await call('finance', e.lines, { params: { id: runId }, query: { pageSize: 100 } }))
      .answer()
      .items.find((l) => l.workerId === W.latin)!;
    const res = await form('finance', W.latin!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ir8a-2027-PT-930000-Tan_Ah_Kow.pdf"');
    const text = await pdfLines(res.rawPayload);
    const has = (...parts: string[]) =>
      expect(
        text.some((l) => parts.every((p) => l.includes(p))),
        parts.join(' | '),
      ).toBe(true);
    has('FORM IR8A');
    has("Return of Employee's Remuneration for the Year Ended 31 Dec 2027");
    has('Year of Assessment 2028');
    has('Full name of employee:', 'Tan Ah Kow');
    has("Employee's tax ref. no.:", 'NRIC S8810000A');
    has('Date of birth:', '15/01/1990');
    has('Nationality:', 'Singaporean');
    has('a) Gross salary', formatSgd(line.grossCents - line.allowanceCents));
    has('Total income', formatSgd(line.grossCents));
    has("Employee's compulsory contribution to CPF", formatSgd(line.employeeCpfCents));
    has('Period paid in the year:', '01/06/2027 to 30/06/2027');
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.download'), eq(auditLog.entityId, W.latin!)));
    expect(audit?.after).toMatchObject({ document: 'ir8a', year: 2027 });

    // Nothing paid to them that year: 404; a year that is not one: 400; a worker id that is not one: 400.
    expect((await form('finance', W.latin!, 2026)).statusCode).toBe(404);
    expect((await form('finance', W.latin!, '20x7')).statusCode).toBe(400);
    expect((await form('finance', 'not-an-id')).statusCode).toBe(400);

    const zipRes = await call('admin', files.ir8aForms, { query: { year: 2027 } });
    expect(zipRes.statusCode).toBe(200);
    expect(zipRes.headers['content-disposition']).toBe('attachment; filename="ir8a-2027.zip"');
    const zip = await JSZip.loadAsync(zipRes.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual([
      'ir8a-2027-PT-930000-Tan_Ah_Kow.pdf',
      'ir8a-2027-PT-930001.pdf',
      'ir8a-2027-PT-930002-Lim_Sons.pdf',
    ]);
    // The Chinese name is printed in the form (CJK subset), its file named by the code alone.
    const chinese = await pdfLines(await zip.file('ir8a-2027-PT-930001.pdf')!.async('uint8array'));
    expect(chinese.some((l) => l.includes('Full name of employee:') && l.includes('陈美玲'))).toBe(true);
    const exported = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'file.export'));
    expect(exported.some((e) => JSON.stringify(e.after).includes('/api/payroll-files/ir8a.zip'))).toBe(true);
  });
});
