import { describe, expect, it } from 'vitest';
import { sgBankOf, SG_BANKS } from './bank-codes.ts';
import {
  fieldCheckSummary,
  readUobFile,
  UOB_RECORD_LENGTH,
  UobFileError,
  uobFileName,
  uobHashTotal,
  uobTextProblem,
  writeUobFile,
  type UobDetail,
  type UobHeader,
} from './uob-fast-giro.ts';

/** The header and details of the specification's own worked example (v4.8, Appendix 4). */
const SPEC_HEADER: UobHeader = {
  fileName: 'UGBI251001',
  paymentType: 'P',
  serviceType: 'NORMAL',
  processingMode: 'B',
  companyId: '',
  originatingAccount: '1013320075',
  originatingName: 'ABC SINGAPORE PTE LTD',
  creationDate: '2026-10-25',
  valueDate: '2026-10-27',
  ultimateOriginatingCustomer: '',
  bulkCustomerReference: 'OCT PAYMENTS',
  softwareLabel: '',
};
const detail = (bic: string, account: string, name: string, cents: number, purpose: string): UobDetail => ({
  receivingBic: bic,
  accountNumber: account,
  accountName: name,
  amountCents: cents,
  endToEndId: `REF ${account}`,
  purposeCode: purpose,
  remittanceInformation: '',
  customerReference: '',
});
const SPEC_DETAILS = [
  detail('DBSSSGSGXXX', '301234567', 'Tan Ah Kow', 120000, 'COMM'),
  detail('OCBCSGSGXXX', '50140399867195', 'Ronald Lee', 240050, 'BONU'),
  detail('HSBCSGSGXXX', '234908439123', 'Susan Wong Sui Cheng', 321030, 'COMM'),
];

/** Field at 1-based position and length, straight from the specification's tables. */
const at = (line: string, start: number, length: number) => line.slice(start - 1, start - 1 + length);

describe('UOB Bulk FAST/GIRO v4.8 (without payment advice)', () => {
  it("computes the specification's worked hash example: field sums, Total1, each Sum7 and the final 2,459,872", () => {
    expect(fieldCheckSummary('UOVBSGSGXXX', 11)).toBe(5395);
    expect(fieldCheckSummary('1013320075', 34)).toBe(20076);
    expect(fieldCheckSummary('ABC SINGAPORE PTE LTD', 140)).toBe(324369);
    expect(fieldCheckSummary('000000000000120000', 18)).toBe(8249);
    expect(fieldCheckSummary('BONU', 4)).toBe(798);
    const lines = writeUobFile(SPEC_HEADER, SPEC_DETAILS).split('\r\n');
    expect(uobHashTotal(lines[0]!, [])).toBe(349840);
    expect(uobHashTotal(lines[0]!, lines.slice(1, 2))).toBe(349840 + 353610);
    expect(uobHashTotal(lines[0]!, lines.slice(1, 3))).toBe(349840 + 353610 + 695547);
    expect(uobHashTotal(lines[0]!, lines.slice(1, 4))).toBe(2459872);
    expect(at(lines[4]!, 27, 16)).toBe('0000000002459872');
  });

  it('writes every field at the position and length of the specification', () => {
    const text = writeUobFile({ ...SPEC_HEADER, paymentType: 'R', companyId: 'CO123', softwareLabel: 'WF' }, SPEC_DETAILS);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines).toHaveLength(5);
    for (const l of lines) expect(l).toHaveLength(UOB_RECORD_LENGTH);
    const [h, d1, d2, , t] = lines as [string, string, string, string, string];
    expect(at(h, 1, 1)).toBe('1');
    expect(at(h, 2, 10)).toBe('UGBI251001');
    expect(at(h, 12, 1)).toBe('R');
    expect(at(h, 13, 10)).toBe('NORMAL    ');
    expect(at(h, 23, 1)).toBe('B');
    expect(at(h, 24, 12)).toBe('CO123       ');
    expect(at(h, 36, 11)).toBe('UOVBSGSGXXX');
    expect(at(h, 47, 3)).toBe('SGD');
    expect(at(h, 50, 34)).toBe('1013320075'.padEnd(34));
    expect(at(h, 84, 140)).toBe('ABC SINGAPORE PTE LTD'.padEnd(140));
    expect(at(h, 224, 8)).toBe('20261025');
    expect(at(h, 232, 8)).toBe('20261027');
    expect(at(h, 240, 140).trim()).toBe('');
    expect(at(h, 380, 16)).toBe('OCT PAYMENTS    ');
    expect(at(h, 396, 10)).toBe('WF        ');
    expect(at(h, 406, 210)).toBe(' '.repeat(210));

    expect(at(d1, 1, 1)).toBe('2');
    expect(at(d1, 2, 11)).toBe('DBSSSGSGXXX');
    expect(at(d1, 13, 34)).toBe('301234567'.padEnd(34));
    expect(at(d1, 47, 140)).toBe('Tan Ah Kow'.padEnd(140));
    expect(at(d1, 187, 3)).toBe('SGD');
    expect(at(d1, 190, 18)).toBe('000000000000120000');
    expect(at(d1, 208, 35)).toBe('REF 301234567'.padEnd(35));
    expect(at(d1, 243, 35)).toBe(' '.repeat(35));
    expect(at(d1, 278, 4)).toBe('COMM');
    expect(at(d2, 190, 18)).toBe('000000000000240050');
    expect(at(d2, 278, 4)).toBe('BONU');
    expect(at(d1, 578, 38)).toBe(' '.repeat(38));

    expect(at(t, 1, 1)).toBe('9');
    expect(at(t, 2, 18)).toBe('000000000000681080');
    expect(at(t, 20, 7)).toBe('0000003');
    expect(/^\d{16}$/.test(at(t, 27, 16))).toBe(true);
    expect(at(t, 43, 573)).toBe(' '.repeat(573));
  });

  it('reads its own file back: every value, the trailer total, count and hash', () => {
    const file = readUobFile(writeUobFile(SPEC_HEADER, SPEC_DETAILS));
    expect(file.header).toEqual(SPEC_HEADER);
    expect(file.details).toEqual(SPEC_DETAILS);
    expect(file.trailer).toEqual({ totalCents: 681080, count: 3, hashTotal: 2459872 });
  });

  it('the hash code runs 1..9 and starts again at 1 from the tenth detail', () => {
    const many = Array.from({ length: 11 }, (_, i) => detail('DBSSSGSGXXX', String(100000 + i), `Worker ${i}`, 1000 + i, 'SALA'));
    const lines = writeUobFile(SPEC_HEADER, many).split('\r\n');
    const header = lines[0]!;
    const only = (i: number) => uobHashTotal(header, lines.slice(1, i + 2)) - uobHashTotal(header, lines.slice(1, i + 1));
    // detail 10 (index 9) weighs like detail 1 with its own values: hash code 1 again
    const d10 = lines[10]!;
    const sum = (code: number) =>
      fieldCheckSummary(at(d10, 2, 11), 11) +
      fieldCheckSummary(at(d10, 13, 34), 34) * code +
      fieldCheckSummary(at(d10, 47, 140), 140) * code +
      fieldCheckSummary('SGD', 3) +
      fieldCheckSummary(at(d10, 190, 18), 18) +
      fieldCheckSummary('SALA', 4) +
      20 * code;
    expect(only(9)).toBe(sum(1));
    expect(readUobFile(lines.join('\r\n')).trailer.count).toBe(11);
  });

  it('refuses a file whose trailer does not tally, a short record, a changed amount or a non-ASCII byte', () => {
    const good = writeUobFile(SPEC_HEADER, SPEC_DETAILS);
    const lines = good.split('\r\n');
    const bump = (l: string, start: number, v: string) => l.slice(0, start - 1) + v + l.slice(start - 1 + v.length);
    const changedAmount = [lines[0], bump(lines[1]!, 190, '000000000000120001'), ...lines.slice(2)].join('\r\n');
    expect(() => readUobFile(changedAmount)).toThrow(/totalAmount.*hashTotal/);
    const changedName = [lines[0], bump(lines[1]!, 47, 'Tan Ah Kaw'), ...lines.slice(2)].join('\r\n');
    expect(() => readUobFile(changedName)).toThrow(/hashTotal/);
    expect(() => readUobFile(good.replace('Ronald Lee', 'Ronald Lée'))).toThrow(/ASCII/);
    expect(() => readUobFile(good.replace('Ronald Lee ', 'Ronald Lee'))).toThrow(/length 614/);
    const noTrailer = lines.slice(0, 3).join('\r\n');
    expect(() => readUobFile(noTrailer)).toThrow(UobFileError);
  });

  it('never changes a name: non-ASCII, characters the bank replaces and over-long names are refused', () => {
    expect(uobTextProblem('Tan Ah Kow', 140)).toBeNull();
    expect(uobTextProblem('陈美玲', 140)).toBe('nonAscii');
    expect(uobTextProblem('José Tan', 140)).toBe('nonAscii');
    expect(uobTextProblem('Tan & Sons', 140)).toBe('replaced');
    expect(uobTextProblem("O'Brien", 140)).toBe('replaced');
    expect(uobTextProblem('A'.repeat(141), 140)).toBe('tooLong');
    expect(uobTextProblem('A'.repeat(140), 140)).toBeNull();
    expect(uobTextProblem('  ', 140)).toBe('required');
    const bad = [{ ...SPEC_DETAILS[0]!, accountName: '陈美玲' }];
    expect(() => writeUobFile(SPEC_HEADER, bad)).toThrow(/details\[0\]\.accountName: nonAscii/);
    expect(() => writeUobFile(SPEC_HEADER, [{ ...SPEC_DETAILS[0]!, accountNumber: '123-456' }])).toThrow(/accountNumber: pattern/);
    expect(() => writeUobFile(SPEC_HEADER, [{ ...SPEC_DETAILS[0]!, amountCents: 0 }])).toThrow(/not above zero/);
    expect(() => writeUobFile({ ...SPEC_HEADER, processingMode: 'I' }, [{ ...SPEC_DETAILS[0]!, amountCents: 200_000_01 }])).toThrow(
      /FAST limit/,
    );
    expect(() => writeUobFile({ ...SPEC_HEADER, valueDate: '2026-10-24' }, SPEC_DETAILS)).toThrow(/after value date/);
  });

  it('names the file UGBI + ddmm + sequence', () => {
    expect(uobFileName('2026-10-25', 1)).toBe('UGBI251001');
    expect(uobFileName('2027-01-05', 12)).toBe('UGBI050112');
  });
});

describe('bank codes of the registration banks', () => {
  it('gives each of the seven an 11-character BIC and finds them by the names records hold', () => {
    expect(SG_BANKS).toHaveLength(7);
    for (const b of SG_BANKS) expect(b.bic).toMatch(/^[A-Z0-9]{8}XXX$/);
    expect(sgBankOf('DBS/POSB')?.bic).toBe('DBSSSGSGXXX');
    expect(sgBankOf('DBS Bank Ltd')?.bankCode).toBe('7171');
    expect(sgBankOf('ocbc')?.bic).toBe('OCBCSGSGXXX');
    expect(sgBankOf('United Overseas Bank')?.bic).toBe('UOVBSGSGXXX');
    expect(sgBankOf('Standard Chartered Bank')?.bic).toBe('SCBLSG22XXX');
    expect(sgBankOf('Trust Bank')?.bic).toBe('TRBUSGSGXXX');
    expect(sgBankOf('Maybank')).toBeNull();
    expect(sgBankOf(null)).toBeNull();
  });
});
