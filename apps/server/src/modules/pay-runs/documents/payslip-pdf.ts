import { saveWithNativeDeflate } from '../../../pdf/native-deflate.ts';
import { A4, GREY, MARGIN, openSheetDocument, Sheet } from '../../../pdf/sheet.ts';
import { payslipItems, type PayslipInput } from './payslip-items.ts';

/**
 * One worker's itemised payslip for one pay run, as a PDF (A4): every item the Employment Act asks
 * of an itemised payslip (MOM, "Itemised payslips": employer's and employee's full names, date of
 * payment, start and end of the salary period, basic rate and hours worked, allowances, other
 * additional payments such as rest day and public holiday pay, each deduction including the
 * employee's CPF, overtime hours, overtime pay and its period, net salary), then the employer's CPF
 * for information and the shifts paid. What is printed comes from payslip-items.ts (the same figures
 * the tests read back). Latin text in Helvetica; Chinese names and project names in the embedded
 * CJK subset, loaded only when a payslip needs it.
 *
 * Runs in a worker thread (payslip-pool.ts): the input is plain data, the answer the PDF's bytes.
 */
export async function renderPayslipPdf(input: PayslipInput): Promise<Uint8Array> {
  const items = payslipItems(input);
  const texts = [
    items.employer.name,
    items.employer.address,
    items.employee.name,
    ...items.shifts.flatMap((s) => [s.project, s.position]),
    ...items.rows.map((r) => r.label),
  ];
  const { doc, fonts, runs } = await openSheetDocument(texts, {
    title: `Payslip ${items.period} - ${items.employee.name}`,
    author: items.employer.name,
  });
  const { regular, bold } = fonts;

  const s = new PayslipSheet(doc, fonts, runs);
  s.text('PAYSLIP', 18, bold);
  s.gap(4);
  s.text(items.employer.name, 12, bold);
  if (items.employer.uen) s.text(`UEN ${items.employer.uen}`, 9, regular, GREY);
  if (items.employer.address) s.text(items.employer.address, 9, regular, GREY);
  s.gap(8);
  s.pairs([
    ['Employee', items.employee.name],
    ['Employee code', items.employee.code],
    ['Salary period', items.period],
    ['Date of payment', items.paymentDate],
    ['Pay run', items.runLabel],
  ]);
  s.gap(10);
  for (const row of items.rows) s.row(row);
  s.gap(2);
  s.text(items.roundingRule, 8, regular, GREY);
  s.gap(6);
  s.text('For information (not deducted from your pay)', 9, bold);
  for (const row of items.information) s.row(row);
  if (items.shifts.length > 0) {
    s.gap(8);
    s.text('Shifts paid in this period', 10, bold);
    s.shiftTable(items.shifts);
  }
  s.finish(`Payslip of ${items.employee.name}, ${items.period}. Amounts in Singapore dollars.`);
  return saveWithNativeDeflate(doc);
}

const SHIFT_LINE = 10.5;

type ShiftRow = ReturnType<typeof payslipItems>['shifts'][number];

/** The payslip's sheet: the shared layout, and the table of the shifts paid. */
class PayslipSheet extends Sheet {
  /** The shifts: date, project, position, day kind, hours, overtime hours, amount. */
  shiftTable(shifts: ShiftRow[]): void {
    const cols = [
      { x: MARGIN, w: 56, key: 'date' },
      { x: MARGIN + 60, w: 130, key: 'project' },
      { x: MARGIN + 194, w: 106, key: 'position' },
      { x: MARGIN + 304, w: 66, key: 'dayKind' },
    ] as const;
    // Right-aligned from the right margin, each column wide enough for its header.
    const right = A4.w - MARGIN;
    const numbers = [
      { right: right - 92, key: 'hours' },
      { right: right - 48, key: 'overtime' },
      { right, key: 'amount' },
    ] as const;
    const header: ShiftRow = {
      date: 'Date',
      project: 'Project',
      position: 'Position',
      dayKind: 'Day',
      hours: 'Hours',
      overtime: 'OT hours',
      amount: 'Amount',
    };
    [header, ...shifts].forEach((shift, i) => {
      const font = i === 0 ? this.fonts.bold : this.fonts.regular;
      this.ensure(SHIFT_LINE);
      const top = this.y;
      let low = top;
      for (const c of cols) {
        this.y = top;
        this.at(shift[c.key], c.x, c.w, 8, font, undefined, SHIFT_LINE);
        low = Math.min(low, this.y);
      }
      for (const n of numbers) this.right(shift[n.key], n.right, top - SHIFT_LINE, 8, font);
      this.y = low - 1;
    });
  }
}
