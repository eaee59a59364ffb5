import { saveWithNativeDeflate } from '../../../pdf/native-deflate.ts';
import { GREY, openSheet } from '../../../pdf/sheet.ts';
import { ir8aItems, type Ir8aFormInput } from './ir8a-items.ts';

/**
 * One worker's Form IR8A for a year, as a PDF (A4), laid out in the form's order: title and year
 * of assessment, the employer, the employee's particulars, income boxes (a) to (d), the total and
 * the CPF deduction, then the declaration. What is printed comes from ir8a-items.ts.
 *
 * Runs in a worker thread (payslip-pool.ts): the input is plain data, the answer the PDF's bytes.
 */
export async function renderIr8aPdf(input: Ir8aFormInput): Promise<Uint8Array> {
  const items = ir8aItems(input);
  const texts = [...items.employer, ...items.employee].map(([, v]) => v);
  const { doc, s } = await openSheet(texts, {
    title: `Form IR8A ${input.year} - ${input.employee.name}`,
    author: input.employer.name,
  });
  const { regular, bold } = s.fonts;
  s.text(items.title, 18, bold);
  s.text(items.subtitle, 11, bold);
  s.text(items.yearOfAssessment, 9.5, regular, GREY);
  s.gap(10);
  s.text('Employer', 10, bold);
  s.pairs(items.employer, 170);
  s.gap(8);
  s.text('Employee', 10, bold);
  s.pairs(items.employee, 170);
  s.gap(8);
  for (const row of items.rows) s.row(row, 400);
  s.gap(14);
  s.text('Declaration', 10, bold);
  s.text(
    `The figures above are the remuneration ${input.employer.name} paid this employee in ${input.year}, as recorded in its pay runs.`,
    9,
    regular,
  );
  s.gap(18);
  s.text(
    'Name and designation of authorised person: ______________________    Signature: ______________    Date: __________',
    9,
    regular,
    GREY,
  );
  s.finish(items.footer);
  return saveWithNativeDeflate(doc);
}
