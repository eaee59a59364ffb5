import type { Ir8aFigures } from '@wf/shared/domain/pay/ir8a';
import { formatSgd } from '@wf/shared/domain/money';
import { formatDate } from '@wf/shared/domain/format';
import type { SheetRow } from '../../../pdf/sheet.ts';

/** What one worker's Form IR8A prints: the employer, the employee's particulars, the year's figures. */
export type Ir8aFormInput = {
  /** The calendar year the income was paid in (the year of assessment is the next). */
  year: number;
  employer: { name: string; uen: string; address: string };
  employee: {
    name: string;
    employeeCode: string | null;
    idType: string | null;
    idNumber: string | null;
    dateOfBirth: string | null;
    gender: string | null;
    nationality: string | null;
    address: string | null;
    bankName: string | null;
    /** Employment began or ended within the year (else null: the form leaves the box empty). */
    commenced: string | null;
    ceased: string | null;
  };
  figures: Ir8aFigures;
};

/** A value the form asks for that the record does not hold. */
const NOT_HELD = 'Not on record';
const orNotHeld = (s: string | null | undefined) => (s?.trim() ? s.trim() : NOT_HELD);
/** Stored answers as the form reads them (OTHER is the registration's code for any other nationality). */
const word = (s: string | null) => (s === 'OTHER' ? 'Other' : s);
const day = (d: string | null) => (d ? formatDate(d) : '');

/**
 * The items of Form IR8A ("Return of Employee's Remuneration for the Year Ended 31 Dec"), in the
 * form's order and with its box letters (decision 021): income (a) to (d) with the boxes this
 * business never pays printed as S$0.00, the total, and the employee's compulsory CPF. Pure: the
 * PDF (ir8a-pdf.ts) prints exactly these, and the tests read the same figures.
 */
export function ir8aItems(input: Ir8aFormInput) {
  const { figures: f, employee: e } = input;
  const rows: SheetRow[] = [
    { kind: 'heading', label: 'Income' },
    {
      kind: 'item',
      label: 'a) Gross salary, fees, leave pay, wages and overtime pay',
      amount: formatSgd(f.salaryCents),
    },
    { kind: 'item', label: 'b) Bonus', amount: formatSgd(f.bonusCents) },
    { kind: 'item', label: "c) Director's fees", amount: formatSgd(f.directorsFeesCents) },
    { kind: 'item', label: 'd) Others (items 1 to 9 of the form):' },
    { kind: 'item', label: '1. Allowances: (i) transport', amount: formatSgd(0) },
    { kind: 'item', label: '1. Allowances: (ii) entertainment', amount: formatSgd(0) },
    { kind: 'item', label: '1. Allowances: (iii) others', amount: formatSgd(f.allowancesCents) },
    {
      kind: 'item',
      label:
        '2-9. Commission, pension, lump sums, retirement benefits, overseas funds, excess CPF, share gains, benefits in kind',
      amount: formatSgd(0),
    },
    { kind: 'total', label: 'd) Total of items 1 to 9', amount: formatSgd(f.allowancesCents) },
    { kind: 'net', label: 'Total income: (a) + (b) + (c) + (d)', amount: formatSgd(f.totalIncomeCents) },
    { kind: 'heading', label: 'Deductions' },
    {
      kind: 'item',
      label: "Employee's compulsory contribution to CPF (Central Provident Fund)",
      amount: formatSgd(f.employeeCpfCents),
    },
    {
      kind: 'item',
      label: 'Donations (CDAC, ECF, MBMF, SINDA), Mosque Building Fund, life insurance premiums',
      amount: formatSgd(0),
    },
  ];
  return {
    title: 'FORM IR8A',
    subtitle: `Return of Employee's Remuneration for the Year Ended 31 Dec ${input.year}`,
    yearOfAssessment: `Year of Assessment ${input.year + 1}`,
    employer: [
      ["Employer's name", input.employer.name],
      ["Employer's tax ref. no. / UEN", orNotHeld(input.employer.uen)],
      ["Employer's address", orNotHeld(input.employer.address)],
    ] as Array<[string, string]>,
    employee: [
      ['Full name of employee', e.name],
      ["Employee's tax ref. no.", e.idNumber?.trim() ? `${e.idType ?? 'ID'} ${e.idNumber.trim()}` : NOT_HELD],
      ['Employee code', orNotHeld(e.employeeCode)],
      ['Date of birth', e.dateOfBirth ? day(e.dateOfBirth) : NOT_HELD],
      ['Sex', orNotHeld(word(e.gender))],
      ['Nationality', orNotHeld(word(e.nationality))],
      ['Residential address', orNotHeld(e.address)],
      ['Designation', 'Part-time employee'],
      ['Bank to which salary is credited', orNotHeld(e.bankName)],
      ['Date of commencement', e.commenced ? day(e.commenced) : 'Before the year'],
      ['Date of cessation', e.ceased ? day(e.ceased) : 'Still employed'],
      [
        'Period paid in the year',
        `${day(f.from)} to ${day(f.to)} (${f.payslips} payslip${f.payslips === 1 ? '' : 's'})`,
      ],
    ] as Array<[string, string]>,
    rows,
    footer: `Form IR8A for ${input.year} of ${e.name}. Amounts in Singapore dollars, from the pay runs paid in ${input.year}.`,
  };
}

/** "ir8a-2026-PT-000123-Tan_Mei_Ling.pdf". */
export function ir8aFileName(
  input: Pick<Ir8aFormInput, 'year' | 'employee' | 'figures'>,
  safe: (s: string) => string,
): string {
  const who =
    [input.employee.employeeCode, safe(input.employee.name)].filter(Boolean).join('-') || input.figures.workerId;
  return `ir8a-${input.year}-${who}.pdf`;
}
