import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { drawnText, pdfLines, type0Fonts } from '../../../pdf/pdf-text-kit.ts';
import { WorkerPool } from '../../../threads/worker-pool.ts';
import { payslipItems, type PayslipInput } from './payslip-items.ts';
import { renderPayslipPdf } from './payslip-pdf.ts';
import { samplePayslipInput } from './payslip-fixtures.ts';
import { renderPayslip, renderPayslips } from './payslip-pool.ts';

const textOf = pdfLines;

describe('payslip PDF', () => {
  it('prints every item of an itemised payslip (Employment Act) with its figure', async () => {
    const input = samplePayslipInput();
    const pdf = await renderPayslipPdf(input);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const text = await textOf(pdf);
    const has = (...parts: string[]) =>
      expect(
        text.some((l) => parts.every((p) => l.includes(p))),
        parts.join(' | '),
      ).toBe(true);
    // 1, 2: the employer's and the employee's full names
    has('Acme Staffing Pte. Ltd.');
    has('Employee:', 'Tan Mei Ling');
    // 3: date of payment; 5: start and end of the salary period (Singapore DD/MM/YYYY)
    has('Date of payment:', '05/12/2026');
    has('Salary period:', '01/11/2026 to 30/11/2026');
    // 4: basic salary with the rate and the hours of an hourly worker
    // one line per rate, each rate x hours = amount: 64 h at S$12.00 and 16 h at S$18.00 (not 80 h at S$12.00)
    has('Basic pay', 'S$12.00/h x 64.00 hours', 'S$768.00');
    has('Basic pay', 'S$18.00/h x 16.00 hours', 'S$288.00');
    // the one rounding rule, stated once
    expect(text.filter((l) => l.includes('rounded half up to the cent'))).toHaveLength(1);
    // 9, 10, 11: overtime hours, pay and period
    has('Overtime pay', 'S$12.00/h x 1.5 x 3.75 hours, period 01/11/2026 to 30/11/2026', 'S$67.50');
    // 6: allowances, each and their total
    has('Meal: Dinner on the 14th', 'S$12.00');
    has('Total allowances', 'S$12.00');
    // 7: other additional payments: rest day and public holiday pay, corrections
    has('Rest day pay', 'S$12.00/h x 1.5 x 4.00 hours', 'S$72.00');
    has('Public holiday pay', 'S$12.00/h x 2 x 4.00 hours', 'S$96.00');
    has('Correction: Short paid in October', 'S$30.00');
    has('Total other additional payments', 'S$198.00');
    // gross pay: every wage before deductions (the same figure as the run page and the XLSX "Gross pay")
    has('Total earnings (gross pay)', 'S$1,333.50');
    // 8: deductions, each, including the employee's CPF (on the wages before the deduction)
    has('Deduction: Lost uniform', '-S$20.00');
    has("Employee's CPF contribution", 'Singapore citizen', '-S$266.00');
    has('Total deductions', '-S$286.00');
    // a reimbursement is not a wage: after the deductions, before the net
    has('Transport: Late night taxi', 'S$25.00');
    has('Total reimbursements', 'S$25.00');
    // 12: net salary
    has('Net pay', 'S$1,072.50');
    // the employer's CPF, for information
    has("Employer's CPF contribution", 'S$227.00');
    // the shifts, with labels rather than codes
    has('14/11/2026', 'Changi Warehouse Stocktake', 'Warehouse Assistant', 'Normal day', '3.75', 'S$67.50');
    has('20/11/2026', 'Public holiday', 'S$96.00');
    expect(text.join('\n')).not.toMatch(/public_holiday|rest_day|citizen\b(?!.)/);
    expect(payslipItems(input).balanced).toBe(true);
  });

  it('an unpaid run says so; a contractor has no CPF; a Chinese name is drawn with the CJK font', async () => {
    const base = samplePayslipInput(2, '陈美玲 Tan');
    const input: PayslipInput = {
      ...base,
      run: { ...base.run, paymentDate: null, frequency: 'weekly' },
      line: {
        ...base.line,
        engagementType: 'contractor',
        employeeCpfCents: 0,
        employerCpfCents: 0,
        netCents: base.line.grossCents - base.line.deductionCents + base.line.reimbursementCents,
      },
    };
    const pdf = await renderPayslipPdf(input);
    const text = await textOf(pdf);
    expect(text).toContainEqual(expect.stringContaining('Date of payment: Not paid yet'));
    expect(text).toContainEqual(expect.stringContaining('Weekly pay run'));
    expect(text.find((l) => l.startsWith("Employee's CPF contribution"))).toMatch(
      /Not applicable: engaged as a contractor -?S\$0\.00$/,
    );
    expect(text.find((l) => l.startsWith('Net pay'))).toBe('Net pay S$1,338.50');
    expect((await drawnText(Buffer.from(pdf))).filter((d) => d.type0).map((d) => d.text)).toContain('陈美玲');
    expect(type0Fonts(await PDFDocument.load(pdf))).toHaveLength(1);
    expect(payslipItems(input).balanced).toBe(true);
  });

  it('a month of shifts runs onto a second page, every shift printed once', async () => {
    const base = samplePayslipInput(3);
    const shifts = Array.from({ length: 60 }, (_, k) => ({
      ...base.line.shifts[0]!,
      date: `2026-11-${String((k % 30) + 1).padStart(2, '0')}`,
      totalCents: 1000 + k,
    }));
    const pdf = await renderPayslipPdf({ ...base, line: { ...base.line, shifts } });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
    const text = await textOf(pdf);
    for (let k = 0; k < 60; k++)
      expect(
        text.filter((l) => l.endsWith(` S$${(10 + k / 100).toFixed(2)}`)),
        String(k),
      ).toHaveLength(1);
    expect(text).toContainEqual(expect.stringMatching(/Page 2 of 2$/));
  });

  it('is made in a worker thread: the same bytes as on this thread, many in order', async () => {
    const pool = new WorkerPool({ size: 1, timeoutMs: 20_000, idleMs: 1_000, maxHeapMb: 256 });
    try {
      const one = await renderPayslip(samplePayslipInput(4), pool);
      expect(Buffer.compare(one, Buffer.from(await renderPayslipPdf(samplePayslipInput(4))))).toBe(0);
      const seen: string[] = [];
      const inputs = Array.from({ length: 12 }, (_, i) => samplePayslipInput(10 + i, `Worker ${i}`));
      const n = await renderPayslips(
        inputs,
        async (pdf, input) => {
          seen.push(input.line.workerName);
          expect((await textOf(pdf)).join('\n')).toContain(`Employee: ${input.line.workerName}`);
        },
        pool,
        3,
      );
      expect(n).toBe(12);
      expect(seen).toEqual(inputs.map((i) => i.line.workerName));
    } finally {
      await pool.close();
    }
  });
});
