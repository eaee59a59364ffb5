/**
 * The dated CPF and Skills Development Levy rate tables (docs/decisions/011-cpf.md).
 *
 * A row applies from its `effectiveFrom` (the first day of a month) until the next row's. To add the
 * rates of a new year, append a row with its sources; never edit a row that pay runs have used.
 *
 * Units keep every figure an integer: rates in basis points of a wage (1 bp = 0.01 %, so 17 % = 1700,
 * 12.5 % = 1250) and the graduated employee factor of the $500-$750 band in ten-thousandths
 * (0.6 = 6000). Money in cents.
 */

export type CpfAgeBand = '55_and_below' | 'above_55_to_60' | 'above_60_to_65' | 'above_65_to_70' | 'above_70';

export const CPF_AGE_BANDS: readonly CpfAgeBand[] = [
  '55_and_below',
  'above_55_to_60',
  'above_60_to_65',
  'above_65_to_70',
  'above_70',
];

/** One age band's rates in one table (citizen / PR year 1 / PR year 2). */
export interface CpfBandRates {
  /** Employer share, basis points of Total Wages (all wage bands above $50). */
  employerBp: number;
  /** Employee share above $750, basis points of the wages subject to CPF. */
  employeeBp: number;
  /**
   * Employee share for Total Wages above $500 up to $750: this factor (ten-thousandths) x (TW - $500).
   * The CPF Board sets it at 3 x the employee rate so the share reaches the full rate at $750.
   */
  employeeFactor: number;
}

export type CpfRateRows = Record<CpfAgeBand, CpfBandRates>;

export interface CpfRateTable {
  /** 'YYYY-MM-DD', the first day of the first month the row applies to. */
  effectiveFrom: string;
  /** Ordinary Wage ceiling for a month, cents. */
  ordinaryWageCeilingCents: number;
  /** CPF annual salary ceiling (OW + AW of a calendar year), cents; the AW ceiling is this less the year's OW. */
  annualSalaryCeilingCents: number;
  /** Singapore citizens, and permanent residents from the third year of PR status. */
  citizen: CpfRateRows;
  /** First year of PR status, graduated employer and employee rates (G/G, the default scheme). */
  prYear1: CpfRateRows;
  /** Second year of PR status, G/G. */
  prYear2: CpfRateRows;
  /** Where each figure was looked up (the decision record says which figure comes from which). */
  sources: readonly string[];
}

const band = (employerPct: number, employeePct: number): CpfBandRates => ({
  employerBp: Math.round(employerPct * 100),
  employeeBp: Math.round(employeePct * 100),
  employeeFactor: Math.round(employeePct * 300),
});

export const CPF_RATE_TABLES: readonly CpfRateTable[] = [
  {
    effectiveFrom: '2026-01-01',
    ordinaryWageCeilingCents: 800_000,
    annualSalaryCeilingCents: 10_200_000,
    // Total wages > $750, employer / employee % of wage (CPF Board, "Contribution rates from 1 January 2026").
    citizen: {
      '55_and_below': band(17, 20),
      above_55_to_60: band(16, 18),
      above_60_to_65: band(12.5, 12.5),
      above_65_to_70: band(9, 7.5),
      above_70: band(7.5, 5),
    },
    // G/G first year: employee 5 % at every age; employer 4 % up to 60, 3.5 % above 60 (unchanged in 2026).
    prYear1: {
      '55_and_below': band(4, 5),
      above_55_to_60: band(4, 5),
      above_60_to_65: band(3.5, 5),
      above_65_to_70: band(3.5, 5),
      above_70: band(3.5, 5),
    },
    // G/G second year (the CPF Board's table has one "above 65" row; it serves both bands above 65).
    prYear2: {
      '55_and_below': band(9, 15),
      above_55_to_60: band(6, 12.5),
      above_60_to_65: band(3.5, 7.5),
      above_65_to_70: band(3.5, 5),
      above_70: band(3.5, 5),
    },
    sources: [
      'https://www.cpf.gov.sg/employer/employer-obligations/how-much-cpf-contributions-to-pay',
      'https://sso.agc.gov.sg/Act/CPFA1953?ProvIds=Sc1-',
      'https://en.kaizencpa.cn/news/Singapore-CPF-Contribution-Rate-2026.html',
      'https://dowlingtreeservicefl.com/cpf-contribution-updates-for-2026-key-changes-in-rates',
      'https://raw.githubusercontent.com/QuikForge-Limited/singapore-cpf-rates/main/csv/pr-graduated-rates.csv',
      'http://help.talenox.com/en/articles/5853752-cpf-contribution-rates-singapore-permanent-residence-spr',
    ],
  },
];

/** The table row in force in `month` ('YYYY-MM'); throws for a month before the first row. */
export function cpfRateTableFor(month: string): CpfRateTable {
  const day = `${month}-01`;
  let found: CpfRateTable | undefined;
  for (const row of CPF_RATE_TABLES) if (row.effectiveFrom <= day) found = row;
  if (!found) throw new Error(`no CPF rate table for ${month} (the first row is from ${CPF_RATE_TABLES[0]!.effectiveFrom})`);
  return found;
}

/** The Skills Development Levy, by the month it applies from. */
export interface SdlRateTable {
  effectiveFrom: string;
  /** Levy rate in basis points of the month's total remuneration (0.25 % = 25). */
  rateBp: number;
  /** Remuneration above this attracts no levy, cents ($4,500: the levy is at most $11.25). */
  remunerationCapCents: number;
  /** The levy is at least this for any employee paid in the month, cents. */
  minimumCents: number;
  sources: readonly string[];
}

export const SDL_RATE_TABLES: readonly SdlRateTable[] = [
  {
    effectiveFrom: '2008-10-01',
    rateBp: 25,
    remunerationCapCents: 450_000,
    minimumCents: 200,
    sources: [
      'https://sso.agc.gov.sg/Act/SDLA1979/Historical/19980530?DocDate=19980530&ValidDate=19980530&ProvIds=pr3-&ViewType=Compare&CompareDate=20081001',
      'https://help.talenox.com/guides-for-singapore-users/useful-tips/rounding-of-cpf-contributions',
    ],
  },
];

export function sdlRateTableFor(month: string): SdlRateTable {
  const day = `${month}-01`;
  let found: SdlRateTable | undefined;
  for (const row of SDL_RATE_TABLES) if (row.effectiveFrom <= day) found = row;
  if (!found) throw new Error(`no SDL rate for ${month}`);
  return found;
}
