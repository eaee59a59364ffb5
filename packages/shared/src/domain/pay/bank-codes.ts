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
};

/**
 * The seven banks of the registration form, with the BIC and clearing code of the entity that
 * holds personal accounts (decision 021 cites the sources): Citibank, Standard Chartered and HSBC
 * each hold retail accounts in a locally incorporated bank with its own BIC and code, not the
 * branch of the parent bank.
 */
export const SG_BANKS: readonly SgBank[] = [
  { name: 'DBS/POSB', bic: 'DBSSSGSGXXX', bankCode: '7171', aliases: ['DBS', 'POSB', 'DBS Bank', 'DBS Bank Ltd', 'POSB Bank'] },
  {
    name: 'OCBC',
    bic: 'OCBCSGSGXXX',
    bankCode: '7339',
    aliases: ['OCBC Bank', 'Oversea-Chinese Banking Corporation', 'Oversea-Chinese Banking Corporation Limited'],
  },
  { name: 'UOB', bic: 'UOVBSGSGXXX', bankCode: '7375', aliases: ['United Overseas Bank', 'United Overseas Bank Limited', 'UOB Bank'] },
  { name: 'Citibank', bic: 'CITISGSLXXX', bankCode: '9201', aliases: ['Citibank Singapore', 'Citibank Singapore Limited'] },
  {
    name: 'Standard Chartered Bank',
    bic: 'SCBLSG22XXX',
    bankCode: '9496',
    aliases: ['Standard Chartered', 'SCB', 'Standard Chartered Bank (Singapore) Limited'],
  },
  { name: 'HSBC', bic: 'HSBCSGS2XXX', bankCode: '9548', aliases: ['HSBC Bank', 'HSBC Bank (Singapore) Limited'] },
  { name: 'Trust Bank', bic: 'TRBUSGSGXXX', bankCode: null, aliases: ['Trust Bank Singapore', 'Trust Bank Singapore Limited'] },
];

const key = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const BY_KEY = new Map<string, SgBank>(SG_BANKS.flatMap((b) => [b.name, ...b.aliases].map((n) => [key(n), b] as const)));

/** The bank a worker's recorded bank name means, or null when it is none of the seven. */
export function sgBankOf(bankName: string | null | undefined): SgBank | null {
  if (!bankName) return null;
  return BY_KEY.get(key(bankName)) ?? null;
}
