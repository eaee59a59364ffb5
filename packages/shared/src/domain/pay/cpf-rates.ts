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
   * 3 x the employee rate in every table (the share reaches the full rate at $750): the CPF Board's 2026
   * Table 1 gives 0.54 above 55-60 and 0.375 above 60-65 (docs/decisions/011-cpf.md).
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

/** Percentages and the $500-$750 factor as published (17, 20, 0.6), stored as integers. */
const band = (employerPct: number, employeePct: number, factor: number): CpfBandRates => ({
  employerBp: Math.round(employerPct * 100),
  employeeBp: Math.round(employeePct * 100),
  employeeFactor: Math.round(factor * 10_000),
});

export const CPF_RATE_TABLES: readonly CpfRateTable[] = [
  {
    effectiveFrom: '2026-01-01',
    ordinaryWageCeilingCents: 800_000,
    annualSalaryCeilingCents: 10_200_000,
    // CPF Board, "CPF Contribution Rate Table from 1 January 2026" (the PDF below), Table 1: employer % /
    // employee % above $750 and the employee factor of the $500-$750 band (e.g. above 55-60: 16 % (TW) +
    // 0.54 (TW - $500); above 60-65: 12.5 % (TW) + 0.375 (TW - $500)). The PDF itself was not among the
    // stored sources; its figures are as two public repositories transcribe it with its address (index ids
    // 70930790293, 71543273772), and agree with the CPF Board's web page for the rates above $750.
    citizen: {
      '55_and_below': band(17, 20, 0.6),
      above_55_to_60: band(16, 18, 0.54),
      above_60_to_65: band(12.5, 12.5, 0.375),
      above_65_to_70: band(9, 7.5, 0.225),
      above_70: band(7.5, 5, 0.15),
    },
    // Table 2 (G/G first year): employee 5 % at every age; employer 4 % up to 60, 3.5 % above 60; 4 % (TW) +
    // 0.15 (TW - $500) in the $500-$750 band; at most $720 / $400 (unchanged in 2026).
    prYear1: {
      '55_and_below': band(4, 5, 0.15),
      above_55_to_60: band(4, 5, 0.15),
      above_60_to_65: band(3.5, 5, 0.15),
      above_65_to_70: band(3.5, 5, 0.15),
      above_70: band(3.5, 5, 0.15),
    },
    // Table 3 (G/G second year; one "above 65" row serves both bands above 65): 9 % employer-only up to $500
    // (55 and below), 18.5 % / 12.5 % above 55-60.
    prYear2: {
      '55_and_below': band(9, 15, 0.45),
      above_55_to_60: band(6, 12.5, 0.375),
      above_60_to_65: band(3.5, 7.5, 0.225),
      above_65_to_70: band(3.5, 5, 0.15),
      above_70: band(3.5, 5, 0.15),
    },
    sources: [
      'https://www.cpf.gov.sg/content/dam/web/employer/employer-obligations/documents/CPFcontributionratesfrom1Jan2026.pdf',
      'https://www.cpf.gov.sg/employer/employer-obligations/how-much-cpf-contributions-to-pay',
      'https://sso.agc.gov.sg/Act/CPFA1953?ProvIds=Sc1-',
      'https://sso.agc.gov.sg/SL-Supp/S752-2015/Published/20151204?DocDate=20151204',
      'https://sso.agc.gov.sg/Details/GetAmendingLegislation?SourceDocumentId=8e67cba2-7e92-4009-b9c8-a7a8db19ceb3&SourceValidDate=20051221&SourceTransactionDate=20051221&SourcePublishDate=20051221&SourceDocStatus=published&HistoryType=amend&SourceDocType=sl&SourceNo=825&SourceYear=2005',
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
  if (!found)
    throw new Error(`no CPF rate table for ${month} (the first row is from ${CPF_RATE_TABLES[0]!.effectiveFrom})`);
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
