import { BANK_NAMES } from '../../enums/registration.ts';

/** One of the registration's banks (`BANK_NAMES`) as a payment file names it. */
export type SgBank = {
  /** The registration's name for it (what `workers.bank_name` holds). */
  name: (typeof BANK_NAMES)[number];
  /** SWIFT BIC, 11 characters, of the entity that holds individuals' accounts. */
  bic: string;
  /** The 4-digit bank code of Singapore clearing (GIRO), or null where no source we could read gives it. */
  bankCode: string | null;
  /** Other spellings a worker's record may hold (compared without case, spaces or punctuation). */
  aliases: readonly string[];
  /**
   * The digit counts of a personal account number as the worker writes it for a FAST/GIRO
   * payment (branch code included where the bank's number starts with it; decision 027 cites the
   * sources). Trust Bank publishes none we could read: the general 7-15.
   */
  accountLengths: readonly number[];
};

/**
 * The seven banks of the registration form, with the BIC and clearing code of the entity that
 * holds personal accounts (decision 021 cites the sources): Citibank, Standard Chartered and HSBC
 * each hold retail accounts in a locally incorporated bank with its own BIC and code, not the
 * branch of the parent bank.
 */
export const SG_BANKS: readonly SgBank[] = [
  { name: 'DBS/POSB', bic: 'DBSSSGSGXXX', bankCode: '7171', aliases: ['DBS', 'POSB', 'DBS Bank', 'DBS Bank Ltd', 'POSB Bank'], accountLengths: [9, 10] },
  {
    name: 'OCBC',
    bic: 'OCBCSGSGXXX',
    bankCode: '7339',
    aliases: ['OCBC Bank', 'Oversea-Chinese Banking Corporation', 'Oversea-Chinese Banking Corporation Limited'],
    accountLengths: [9, 10, 11, 12],
  },
  { name: 'UOB', bic: 'UOVBSGSGXXX', bankCode: '7375', aliases: ['United Overseas Bank', 'United Overseas Bank Limited', 'UOB Bank'], accountLengths: [10] },
  { name: 'Citibank', bic: 'CITISGSLXXX', bankCode: '9201', aliases: ['Citibank Singapore', 'Citibank Singapore Limited'], accountLengths: [10] },
  {
    name: 'Standard Chartered Bank',
    bic: 'SCBLSG22XXX',
    bankCode: '9496',
    aliases: ['Standard Chartered', 'SCB', 'Standard Chartered Bank (Singapore) Limited'],
    accountLengths: [10],
  },
  { name: 'HSBC', bic: 'HSBCSGS2XXX', bankCode: '9548', aliases: ['HSBC Bank', 'HSBC Bank (Singapore) Limited'], accountLengths: [9, 12] },
  { name: 'Trust Bank', bic: 'TRBUSGSGXXX', bankCode: null, aliases: ['Trust Bank Singapore', 'Trust Bank Singapore Limited'], accountLengths: [7, 8, 9, 10, 11, 12, 13, 14, 15] },
];

const key = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const BY_KEY = new Map<string, SgBank>(SG_BANKS.flatMap((b) => [b.name, ...b.aliases].map((n) => [key(n), b] as const)));

/** The bank a worker's recorded bank name means, or null when it is none of the seven. */
export function sgBankOf(bankName: string | null | undefined): SgBank | null {
  if (!bankName) return null;
  return BY_KEY.get(key(bankName)) ?? null;
}

/** Digits of an account number as written: spaces and dashes dropped (what is stored and paid). */
export function normalizeBankAccount(acc: string): string {
  return acc.replace(/[\s-]/g, '');
}

/** The message key naming a bank's account lengths, e.g. 'validation.bankAcc.length.9_10'. */
export function bankAccountLengthKey(bank: SgBank): string {
  const l = bank.accountLengths;
  const contiguous = l.length > 2 && l.every((n, i) => i === 0 || n === l[i - 1]! + 1);
  return `validation.bankAcc.length.${contiguous ? `${l[0]}-${l[l.length - 1]}` : l.join('_')}`;
}

/**
 * Why an account number cannot be this bank's (a message key), or null when it can: digits only
 * (after spaces and dashes), and one of the bank's lengths. A bank outside the seven is checked
 * for digits only; an empty account is the caller's "required".
 */
export function bankAccountError(bankName: string | null | undefined, acc: string | null | undefined): string | null {
  const digits = normalizeBankAccount(acc ?? '');
  if (digits === '') return null;
  if (!/^[0-9]+$/.test(digits)) return 'validation.bankAcc.digits';
  const bank = sgBankOf(bankName);
  if (bank && !bank.accountLengths.includes(digits.length)) return bankAccountLengthKey(bank);
  return null;
}

/** English texts of the bank-account message keys (server messages; the web has them in en, zh, tr). */
export const BANK_ACCOUNT_MESSAGE_TEXT: Record<string, string> = {
  'validation.bankAcc.digits': 'Enter the account number in digits only (spaces and dashes are fine)',
  ...Object.fromEntries(
    SG_BANKS.map((b) => {
      const l = b.accountLengths;
      const text = l.length > 2 ? `${l[0]} to ${l[l.length - 1]}` : l.join(' or ');
      return [bankAccountLengthKey(b), `This bank's account numbers have ${text} digits`];
    }),
  ),
};
