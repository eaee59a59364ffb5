import { saveWithNativeDeflate } from '../../../pdf/native-deflate.ts';
import { GREY, openSheet } from '../../../pdf/sheet.ts';
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
  const { doc, s } = await openSheet(texts, {
    title: `Payslip ${items.period} - ${items.employee.name}`,
    author: items.employer.name,
  });
  const { regular, bold } = s.fonts;
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
    s.table(
      [
        { x: 0, w: 56, key: 'date' },
        { x: 60, w: 130, key: 'project' },
        { x: 194, w: 106, key: 'position' },
        { x: 304, w: 66, key: 'dayKind' },
      ],
      [
        { right: 92, key: 'hours' },
        { right: 48, key: 'overtime' },
        { right: 0, key: 'amount' },
      ],
      { date: 'Date', project: 'Project', position: 'Position', dayKind: 'Day', hours: 'Hours', overtime: 'OT hours', amount: 'Amount' },
      items.shifts,
    );
  }
  s.finish(`Payslip of ${items.employee.name}, ${items.period}. Amounts in Singapore dollars.`);
  return saveWithNativeDeflate(doc);
}

