import type { BillingStatement } from '@wf/shared/contracts/reports/billing-statements';
import { formatDate, formatHours } from '@wf/shared/domain/format';
import { DAY_KIND } from '@wf/shared/enums/pay';
import { formatSgd } from '@wf/shared/domain/money';
import { formatBasisPoints } from '@wf/shared/domain/reports/report-figures';
import { saveWithNativeDeflate } from '../../pdf/native-deflate.ts';
import { GREY, openSheet } from '../../pdf/sheet.ts';
import { toXlsx, type ExportColumn } from '../../http/table-export.ts';

/**
 * A billing statement as the client gets it (issue #28, item 5): the PDF (A4, the business's logo,
 * name, UEN and address; the client; lines by project, position and day kind; subtotal, GST,
 * total; payment terms) and the XLSX beside it (the same lines and totals as numbers). Only what the
 * statement stored is printed: an issued statement prints the same twice.
 */

const title = (s: BillingStatement) =>
  s.status === 'draft'
    ? 'BILLING STATEMENT (DRAFT, NOT ISSUED)'
    : s.status === 'cancelled'
      ? 'BILLING STATEMENT (CANCELLED)'
      : 'BILLING STATEMENT';

const gstLabel = (s: BillingStatement) => `GST ${formatBasisPoints(s.gstBasisPoints)}`.replace('.00%', '%');

/** The statement's file name: "billing-statement-BS-000007.pdf", or the draft's client and month. */
export const statementFileName = (s: BillingStatement, ext: 'pdf' | 'xlsx') =>
  `billing-statement-${s.number ?? `draft-${s.month}`}.${ext}`;

export async function renderStatementPdf(
  s: BillingStatement,
  logo: { data: Uint8Array; mime: string } | null,
): Promise<Uint8Array> {
  const texts = [
    s.issuer.name,
    s.issuer.address,
    s.client.name,
    s.client.address,
    ...s.lines.flatMap((l) => [l.project, l.position]),
  ];
  const { doc, s: sheet } = await openSheet(texts, {
    title: `Billing statement ${s.number ?? 'draft'} ${s.client.name} ${s.month}`,
    author: s.issuer.name,
  });
  const { regular, bold } = sheet.fonts;
  if (logo && (logo.mime === 'image/png' || logo.mime === 'image/jpeg'))
    await sheet.logo(logo.data, logo.mime, 140, 56);
  sheet.text(s.issuer.name, 12, bold);
  if (s.issuer.uen)
    sheet.text(
      `UEN ${s.issuer.uen}${s.gstBasisPoints !== null ? ` | GST Reg. No. ${s.issuer.uen}` : ''}`,
      9,
      regular,
      GREY,
    );
  if (s.issuer.address) sheet.text(s.issuer.address, 9, regular, GREY);
  sheet.gap(14);
  sheet.text(title(s), 16, bold);
  sheet.gap(6);
  sheet.pairs([
    ['Statement no.', s.number ?? 'Not issued'],
    ['Bill to', s.client.name],
    ...(s.client.uen ? [['Client UEN', s.client.uen] as [string, string]] : []),
    ...(s.client.address ? [['Address', s.client.address] as [string, string]] : []),
    ['Period', `${formatDate(s.periodStart)} to ${formatDate(s.periodEnd)}`],
    ['Date of issue', s.issueDate ? formatDate(s.issueDate) : 'Not issued'],
    ['Payment terms', `${s.paymentTermsDays} days${s.dueDate ? `, due ${formatDate(s.dueDate)}` : ''}`],
    ...(s.replacesNumber ? [['Replaces', `${s.replacesNumber} (cancelled)`] as [string, string]] : []),
    ...(s.replacedByNumber ? [['Replaced by', s.replacedByNumber] as [string, string]] : []),
  ]);
  sheet.gap(12);
  sheet.table(
    [
      { x: 0, w: 170, key: 'project' },
      { x: 174, w: 110, key: 'position' },
      { x: 288, w: 80, key: 'day' },
    ],
    [
      { right: 132, key: 'shifts' },
      { right: 80, key: 'hours' },
      { right: 0, key: 'amount' },
    ],
    { project: 'Project', position: 'Position', day: 'Day', shifts: 'Shifts', hours: 'Hours', amount: 'Amount' },
    s.lines.map((l) => ({
      project: l.project,
      position: l.position,
      day: DAY_KIND.label(l.dayKind),
      shifts: String(l.shifts),
      hours: formatHours(l.minutes),
      amount: formatSgd(l.billCents),
    })),
    8.5,
  );
  sheet.gap(8);
  sheet.row({ kind: 'total', label: 'Subtotal', amount: formatSgd(s.subtotalCents) });
  if (s.gstBasisPoints !== null) sheet.row({ kind: 'item', label: gstLabel(s), amount: formatSgd(s.gstCents) });
  sheet.row({ kind: 'net', label: 'Total due', amount: formatSgd(s.totalCents) });
  sheet.gap(10);
  sheet.text(
    'Bill amounts are the hours worked at each position’s bill rate, with the rest day, public holiday and overtime multipliers of the pay rules.',
    8,
    regular,
    GREY,
  );
  sheet.finish(
    `${s.issuer.name}: billing statement ${s.number ?? '(draft)'} to ${s.client.name}. Amounts in Singapore dollars.`,
  );
  return saveWithNativeDeflate(doc);
}

type XlsxRow = {
  project: string;
  position: string;
  day: string;
  shifts: number | null;
  minutes: number | null;
  billCents: number;
};
const XLSX_COLUMNS: ExportColumn<XlsxRow>[] = [
  { key: 'project', label: 'Project' },
  { key: 'position', label: 'Position' },
  { key: 'day', label: 'Day' },
  { key: 'shifts', label: 'Shifts', kind: 'number' },
  { key: 'minutes', label: 'Hours', kind: 'hours' },
  { key: 'billCents', label: 'Amount', kind: 'money' },
];

/** The XLSX: the lines, then subtotal, GST (when charged) and the total (bold) as numbers. */
export function renderStatementXlsx(s: BillingStatement): Promise<Buffer> {
  const rows: XlsxRow[] = s.lines.map((l) => ({
    project: l.project,
    position: l.position,
    day: DAY_KIND.label(l.dayKind),
    shifts: l.shifts,
    minutes: l.minutes,
    billCents: l.billCents,
  }));
  const summary = (label: string, cents: number): XlsxRow => ({
    project: label,
    position: '',
    day: '',
    shifts: null,
    minutes: null,
    billCents: cents,
  });
  rows.push(summary('Subtotal', s.subtotalCents));
  if (s.gstBasisPoints !== null) rows.push(summary(gstLabel(s), s.gstCents));
  return toXlsx(s.number ?? `Draft ${s.month}`, XLSX_COLUMNS, rows, summary('Total due', s.totalCents));
}
