import { describe, expect, it } from 'vitest';
import { ir8aYear } from '@wf/shared/domain/pay/ir8a';
import { ir8aFileName, ir8aItems, type Ir8aFormInput } from './ir8a-items.ts';
import { safeFileName } from './payslip-zip.ts';

const [figures] = ir8aYear([
  {
    workerId: 'w1',
    workerName: '陈美玲',
    employeeCode: 'PT-000007',
    periodStart: '2027-03-01',
    periodEnd: '2027-03-31',
    allowanceCents: 5_000,
    grossCents: 120_050,
    employeeCpfCents: 24_000,
  },
  {
    workerId: 'w1',
    workerName: '陈美玲',
    employeeCode: 'PT-000007',
    periodStart: '2027-11-01',
    periodEnd: '2027-11-30',
    allowanceCents: 0,
    grossCents: 80_000,
    employeeCpfCents: 16_000,
  },
]);
const input = (employee: Partial<Ir8aFormInput['employee']> = {}): Ir8aFormInput => ({
  year: 2027,
  employer: { name: 'Acme Staffing Pte. Ltd.', uen: '201912345K', address: '1 Harbourfront Walk' },
  employee: {
    name: '陈美玲',
    employeeCode: 'PT-000007',
    idType: 'FIN',
    idNumber: 'G1234567X',
    dateOfBirth: '1995-02-28',
    gender: 'Female',
    nationality: 'OTHER',
    address: null,
    bankName: 'OCBC',
    commenced: '2027-03-01',
    ceased: null,
    ...employee,
  },
  figures: figures!,
});
const amount = (rows: ReturnType<typeof ir8aItems>['rows'], label: string) =>
  rows.find((r) => r.label.startsWith(label))?.amount;

describe('Form IR8A items', () => {
  it("prints box (a) as gross less allowances, (d) as the allowances, and a total that is the year's gross", () => {
    const { rows, subtitle, yearOfAssessment } = ir8aItems(input());
    expect(subtitle).toBe("Return of Employee's Remuneration for the Year Ended 31 Dec 2027");
    expect(yearOfAssessment).toBe('Year of Assessment 2028');
    expect(amount(rows, 'a)')).toBe('S$1,950.50'); // 1,200.50 - 50.00 + 800.00
    expect(amount(rows, 'b)')).toBe('S$0.00');
    expect(amount(rows, 'c)')).toBe('S$0.00');
    expect(amount(rows, '1. Allowances: (iii)')).toBe('S$50.00');
    expect(amount(rows, 'd) Total')).toBe('S$50.00');
    expect(amount(rows, 'Total income')).toBe('S$2,000.50');
    expect(amount(rows, "Employee's compulsory contribution to CPF")).toBe('S$400.00');
  });

  it('prints the particulars as words, and says which the record does not hold', () => {
    const held = Object.fromEntries(ir8aItems(input()).employee);
    expect(held["Employee's tax ref. no."]).toBe('FIN G1234567X');
    expect(held['Date of birth']).toBe('28/02/1995');
    expect(held.Nationality).toBe('Other');
    expect(held['Residential address']).toBe('Not on record');
    expect(held['Date of commencement']).toBe('01/03/2027');
    expect(held['Date of cessation']).toBe('Still employed');
    expect(held['Period paid in the year']).toBe('01/03/2027 to 30/11/2027 (2 payslips)');
    const missing = Object.fromEntries(
      ir8aItems(input({ idNumber: ' ', dateOfBirth: null, nationality: null })).employee,
    );
    expect([missing["Employee's tax ref. no."], missing['Date of birth'], missing.Nationality]).toEqual([
      'Not on record',
      'Not on record',
      'Not on record',
    ]);
  });

  it('names the file by year, code and the name in ASCII (the code alone for a Chinese name)', () => {
    expect(ir8aFileName(input(), safeFileName)).toBe('ir8a-2027-PT-000007.pdf');
    expect(ir8aFileName(input({ name: 'Tan Ah Kow' }), safeFileName)).toBe('ir8a-2027-PT-000007-Tan_Ah_Kow.pdf');
  });
});
