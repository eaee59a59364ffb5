import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { computeSdl } from '@wf/shared/domain/pay/cpf';
import { toCsv } from '../../../http/table-export.ts';
import { parseCsv } from '../../../test/csv.ts';
import { WorkerPool } from '../../../threads/worker-pool.ts';
import { csvBankFile, dollars, paymentReference, type BankPayment } from './bank-file.ts';
import { BANK_FILE_EXPORTERS } from './bank-file-exporters.ts';
import { samplePayslipInput } from './payslip-fixtures.ts';
import { payslipFileName, payslipsZip } from './payslip-zip.ts';
import {
  cpfSummaryRows,
  RUN_EXPORT_COLUMNS,
  runExportRows,
  CPF_SUMMARY_COLUMNS,
  type CpfMonthLine,
  SDL_PAYABLE_LABEL,
} from './run-export.ts';

const run = { id: 'r1', frequency: 'monthly', periodStart: '2026-11-01', periodEnd: '2026-11-30', netCents: 0 };
const pay = (n: number, netCents: number, over: Partial<BankPayment> = {}): BankPayment => ({
  workerId: `00000000-0000-4000-8000-00000000000${n}`,
  employeeCode: `PT-00000${n}`,
  payeeName: `Worker ${n}`,
  bankName: 'DBS',
  accountNumber: `012-34567-${n}`,
  netCents,
  ...over,
});

describe('bank payment file (CSV)', () => {
  it('one line per worker with net pay above zero; amounts add up to the run net', () => {
    const lines = [pay(1, 99450), pay(2, 0), pay(3, 123456), pay(4, -500), pay(5, 1)];
    const csv = csvBankFile.render({ ...run, netCents: 99450 + 123456 + 1 - 500 }, lines) as string;
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual(['Payee name', 'Bank', 'Account number', 'Amount', 'Reference']);
    expect(rows.slice(1)).toEqual([
      ['Worker 1', 'DBS', '012-34567-1', '994.50', 'PAY 2026-11 PT-000001'],
      ['Worker 3', 'DBS', '012-34567-3', '1234.56', 'PAY 2026-11 PT-000003'],
      ['Worker 5', 'DBS', '012-34567-5', '0.01', 'PAY 2026-11 PT-000005'],
    ]);
    const total = rows.slice(1).reduce((s, r) => s + Math.round(Number(r[3]) * 100), 0);
    expect(total).toBe(99450 + 123456 + 1);
    expect(BANK_FILE_EXPORTERS.csv).toBe(csvBankFile);
  });

  it('a cell a spreadsheet would run as a formula is defused; commas and quotes are quoted', () => {
    const csv = csvBankFile.render(run, [
      pay(1, 100, { payeeName: '=HYPERLINK("http://x","pay me")', bankName: '+DBS' }),
      pay(2, 100, { payeeName: 'Tan, "Ah" Kow', bankName: '@OCBC', accountNumber: '-1234' }),
      pay(3, 100, { payeeName: '＝1+1' }),
    ]) as string;
    const rows = parseCsv(csv).slice(1);
    expect(rows[0]!.slice(0, 2)).toEqual([`'=HYPERLINK("http://x","pay me")`, "'+DBS"]);
    expect(rows[1]!.slice(0, 3)).toEqual(['Tan, "Ah" Kow', "'@OCBC", "'-1234"]);
    expect(rows[2]![0]).toBe("'＝1+1");
  });

  it('references are ASCII, at most 35 characters, by period and employee code', () => {
    expect(
      paymentReference(
        { ...run, frequency: 'weekly', periodStart: '2026-11-02' },
        { employeeCode: 'PT-000123', workerId: 'x' },
      ),
    ).toBe('PAY 2026-11-02 PT-000123');
    expect(paymentReference(run, { employeeCode: null, workerId: 'abcdef12-3456' })).toBe('PAY 2026-11 abcdef12');
    expect(paymentReference(run, { employeeCode: 'PT-陈-0001'.repeat(5), workerId: 'x' }).length).toBeLessThanOrEqual(
      35,
    );
    expect(dollars(123456)).toBe('1234.56');
    expect(dollars(5)).toBe('0.05');
  });
});

describe('run export and CPF summary', () => {
  const line = samplePayslipInput().line;
  const full = {
    ...line,
    ageBand: '55_and_below' as const,
    cpfStatus: 'citizen' as const,
    engagementType: 'employee' as const,
    basicRateCents: 1200,
    sdlCents: 311,
    hasBankDetails: true,
    bankChangedSinceApproval: false,
    bankName: 'DBS',
  };

  it('one row per worker with labels and hours, then the totals', () => {
    const rows = runExportRows([
      full,
      {
        ...full,
        workerName: 'B',
        netCents: 100,
        grossCents: 100,
        employeeCpfCents: 0,
        hasBankDetails: false,
        bankName: null,
      },
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({
      workerName: 'Total (2 workers)',
      netCents: 107250 + 100,
      grossCents: 133350 + 100,
      reimbursementCents: 2500 + 2500,
      regularHours: 160,
      overtimeHours: 7.5,
    });
    const csv = parseCsv(toCsv(RUN_EXPORT_COLUMNS, rows));
    expect(csv[1]!.slice(0, 8)).toEqual([
      'PT-000001',
      'Tan Mei Ling',
      'Employee',
      'Singapore citizen',
      '55 and below',
      '12.00',
      '80',
      '3.75',
    ]);
    expect(csv[2]!.at(-1)).toBe('No');
    expect(csv[3]![csv[0]!.indexOf('Net pay')]).toBe('1073.50');
    // One meaning of gross: the payslip's "Total earnings (gross pay)", before deductions.
    expect(csv[0]).toContain('Gross pay (before deductions)');
    expect(csv[1]![csv[0]!.indexOf('Gross pay (before deductions)')]).toBe('1333.50');
    expect(csv[1]![csv[0]!.indexOf('Reimbursements (not wages)')]).toBe('25.00');
  });

  it("the CPF summary sums each worker over the month's runs (latest status and band)", () => {
    const l = (workerId: string, periodEnd: string, over: Partial<CpfMonthLine> = {}): CpfMonthLine => ({
      workerId,
      employeeCode: workerId.toUpperCase(),
      workerName: `Worker ${workerId}`,
      engagementType: 'employee',
      cpfStatus: 'citizen',
      ageBand: '55_and_below',
      ordinaryWageCents: 50000,
      additionalWageCents: 0,
      employeeCpfCents: 10000,
      employerCpfCents: 8500,
      sdlCents: 125,
      periodEnd,
      ...over,
    });
    const rows = cpfSummaryRows([
      l('a', '2026-11-08'),
      l('b', '2026-11-08', { cpfStatus: 'foreigner', ageBand: null, employeeCpfCents: 0, employerCpfCents: 0 }),
      l('a', '2026-11-15', { ageBand: 'above_55_to_60' }),
    ]);
    expect(rows.map((r) => [r.workerName, r.runCount, r.wagesCents, r.totalCpfCents, r.sdlCents, r.ageBand])).toEqual([
      ['Worker a', 2, 100000, 37000, 250, 'above_55_to_60'],
      ['Worker b', 1, 50000, 0, 125, ''],
      ['Total (2 workers)', null, 150000, 37000, 375, ''],
      [SDL_PAYABLE_LABEL, null, null, null, 300, ''],
    ]);
    const csv = parseCsv(toCsv(CPF_SUMMARY_COLUMNS, rows));
    expect(csv[1]).toEqual([
      'A',
      'Worker a',
      'Employee',
      'Singapore citizen',
      'Above 55 to 60',
      '2',
      '1000.00',
      '0.00',
      '1000.00',
      '200.00',
      '170.00',
      '370.00',
      '2.50',
    ]);
    expect(csv[2]![3]).toBe('Foreigner');
  });

  it("the audit's SDL: per-worker levies summing to S$162.97 make S$162 payable, and the total row equals the per-worker rows", () => {
    // 40 workers at S$4.00 (S$1,600 each) and one at S$2.97 (S$1,188): S$162.97.
    const worker = (i: number, sdlCents: number): CpfMonthLine => ({
      workerId: `w${String(i).padStart(2, '0')}`,
      employeeCode: null,
      workerName: `Worker ${String(i).padStart(2, '0')}`,
      engagementType: 'employee',
      cpfStatus: 'foreigner',
      ageBand: null,
      ordinaryWageCents: sdlCents * 400,
      additionalWageCents: 0,
      employeeCpfCents: 0,
      employerCpfCents: 0,
      sdlCents,
      periodEnd: '2026-11-30',
    });
    const lines = [...Array.from({ length: 40 }, (_, i) => worker(i, 400)), worker(40, 297)];
    expect(lines.map((l) => computeSdl(l.ordinaryWageCents, '2026-11'))).toEqual(lines.map((l) => l.sdlCents));
    const rows = cpfSummaryRows(lines);
    const perWorker = rows.slice(0, -2);
    const [total, payable] = rows.slice(-2);
    expect(total!.sdlCents).toBe(perWorker.reduce((s, r) => s + r.sdlCents, 0));
    expect(total!.sdlCents).toBe(16_297);
    expect(total!.wagesCents).toBe(perWorker.reduce((s, r) => s + (r.wagesCents ?? 0), 0));
    expect(payable).toMatchObject({ workerName: SDL_PAYABLE_LABEL, sdlCents: 16_200 });
    const csv = parseCsv(toCsv(CPF_SUMMARY_COLUMNS, rows));
    expect(csv.at(-1)).toEqual([ '', SDL_PAYABLE_LABEL, '', '', '', '', '', '', '', '', '', '', '162.00']);
  });
});

describe('zip of payslips', () => {
  it('holds one PDF per worker, named by period, code and name, the same as one by one', async () => {
    const pool = new WorkerPool({ size: 1, timeoutMs: 20_000, idleMs: 1_000, maxHeapMb: 256 });
    try {
      const inputs = [samplePayslipInput(1), samplePayslipInput(2, '陈美玲'), samplePayslipInput(3, 'Tan Mei Ling')];
      inputs[2]!.line.employeeCode = inputs[0]!.line.employeeCode; // a clash of names
      const zip = await JSZip.loadAsync(await payslipsZip(inputs, pool));
      const names = Object.keys(zip.files);
      expect(names).toEqual([
        'payslip-2026-11-01-PT-000001-Tan_Mei_Ling.pdf',
        'payslip-2026-11-01-PT-000002.pdf',
        'payslip-2026-11-01-PT-000001-Tan_Mei_Ling (2).pdf',
      ]);
      for (const name of names) {
        const doc = await PDFDocument.load(await zip.file(name)!.async('uint8array'));
        expect(doc.getTitle()).toContain('Payslip 01/11/2026 to 30/11/2026');
      }
      expect(payslipFileName(inputs[1]!)).toBe('payslip-2026-11-01-PT-000002.pdf');
    } finally {
      await pool.close();
    }
  });
});
