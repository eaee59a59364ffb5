import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_MESSAGE_TEXT, SG_BANKS, bankAccountError, normalizeBankAccount } from './bank-codes.ts';
import { BANK_NAMES } from '../../enums/registration.ts';

describe('bank account numbers by bank (issue #26 item 5)', () => {
  it('every bank of the registration has its lengths', () => {
    expect(SG_BANKS.map((b) => b.name).sort()).toEqual([...BANK_NAMES].sort());
    for (const b of SG_BANKS) expect(b.accountLengths.length).toBeGreaterThan(0);
  });

  it.each([
    ['DBS/POSB', '0052312891'], // DBS, 10 digits
    ['DBS/POSB', '084102395'], // POSB, 9 digits
    ['OCBC', '5501089550'], // branch 550 + 7 digits
    ['OCBC', '501-123456-001'], // the older 12-digit form, written with dashes
    ['UOB', '910 203 1012'],
    ['Citibank', '0123456789'],
    ['Standard Chartered Bank', '1803645852'],
    ['HSBC', '146172002492'], // branch 146 + 9 digits
    ['HSBC', '172002492'],
    ['Trust Bank', '1234567'],
  ])('%s %s is a valid account', (bank, acc) => {
    expect(bankAccountError(bank, acc)).toBeNull();
  });

  it.each([
    ['DBS/POSB', '12345678', 'validation.bankAcc.length.9_10'],
    ['DBS/POSB', '12345678901', 'validation.bankAcc.length.9_10'],
    ['OCBC', '12345678', 'validation.bankAcc.length.9-12'],
    ['OCBC', '1234567890123', 'validation.bankAcc.length.9-12'],
    ['UOB', '123456789', 'validation.bankAcc.length.10'],
    ['Standard Chartered Bank', '12345678901', 'validation.bankAcc.length.10'],
    ['HSBC', '1234567890', 'validation.bankAcc.length.9_12'],
    ['Trust Bank', '123456', 'validation.bankAcc.length.7-15'],
  ])('%s %s has the wrong length', (bank, acc, key) => {
    expect(bankAccountError(bank, acc)).toBe(key);
    expect(BANK_ACCOUNT_MESSAGE_TEXT[key]).toMatch(/digits/);
  });

  it.each(['=1+1', "' OR '1'='1", 'NaN', '12345😀67890', '一二三四五六七八九十', '１２３４５６７８９０', '12.3456789', '0x12345678'])(
    'refuses %s as not digits, whatever the bank',
    (acc) => {
      for (const b of BANK_NAMES) expect(bankAccountError(b, acc)).toBe('validation.bankAcc.digits');
    },
  );

  it('drops spaces and dashes only', () => {
    expect(normalizeBankAccount(' 123-456 7890 ')).toBe('1234567890');
    expect(normalizeBankAccount('12.34')).toBe('12.34');
  });
});
