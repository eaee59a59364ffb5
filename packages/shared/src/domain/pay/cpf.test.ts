import { describe, expect, it } from 'vitest';
import { NATIONALITIES } from '../../enums/registration';
import {
  type CpfInput,
  type CpfResult,
  computeCpf,
  computeSdl,
  cpfAgeBandOf,
  cpfStatusOf,
  prYearOf,
  sdlTotalPayableCents,
} from './cpf';
import { CPF_AGE_BANDS, CPF_RATE_TABLES, cpfRateTableFor } from './cpf-rates';

// Wages of November 2026 (the 2026 table) unless a test says otherwise.
const MONTH = '2026-11';
/** A date of birth in each age band for wages of November 2026. */
const DOB = {
  '55_and_below': '1990-05-10', // 36
  above_55_to_60: '1970-06-15', // 56
  above_60_to_65: '1964-06-15', // 62
  above_65_to_70: '1959-06-15', // 67
  above_70: '1950-06-15', // 76
} as const;

const base: CpfInput = { month: MONTH, dateOfBirth: DOB['55_and_below'], status: 'citizen', ordinaryWageCents: 0 };
const cpf = (ow: number, extra: Partial<CpfInput> = {}) => computeCpf({ ...base, ordinaryWageCents: ow, ...extra });
/** The three amounts in whole dollars, to read the tests like the CPF Board's tables. */
const dollars = (r: CpfResult) => ({
  total: r.totalCents / 100,
  employee: r.employeeCents / 100,
  employer: r.employerCents / 100,
});

describe('worked examples published by the CPF Board', () => {
  // ask.gov.sg/cpf/questions/cm0f52l3e038bpz7a5rst0h44 ("How do I calculate Skills Development Levy (SDL)?",
  // sourced from CPF): five employees, then the total rounded down to the dollar.
  it('SDL: $609.50 -> $2.00, $2,000 -> $5.00, $4,500 -> $11.25, $4,502.03 -> $11.25, $10,000 -> $11.25; total $40.75, payable $40.00', () => {
    const levies = [60_950, 200_000, 450_000, 450_203, 1_000_000].map((w) => computeSdl(w, MONTH));
    expect(levies).toEqual([200, 500, 1125, 1125, 1125]);
    expect(levies.reduce((a, b) => a + b, 0)).toBe(4075);
    expect(sdlTotalPayableCents(levies)).toBe(4000);
  });

  // cpf.gov.sg/employer/faq/.../how-are-cpf-rates-applied-when-employee-moves-to-next-age-group: 55th birthday on
  // 13 January 2024; January's wages at the "55 and below" rates, February's at "above 55 to 60".
  it('age group: 55th birthday 13 Jan 2024 -> January "55 and below", February "above 55 to 60"', () => {
    expect(cpfAgeBandOf('1969-01-13', '2024-01')).toBe('55_and_below');
    expect(cpfAgeBandOf('1969-01-13', '2024-02')).toBe('above_55_to_60');
  });

  it('the same rule with the 2026 rates: $2,000 in January at 37 % ($740), in February at 34 % ($680)', () => {
    const dob = '1971-01-13';
    expect(dollars(cpf(200_000, { dateOfBirth: dob, month: '2026-01' }))).toEqual({
      total: 740,
      employee: 400,
      employer: 340,
    });
    const feb = cpf(200_000, { dateOfBirth: dob, month: '2026-02' });
    expect(feb.ageBand).toBe('above_55_to_60');
    expect(dollars(feb)).toEqual({ total: 680, employee: 360, employer: 320 });
  });

  // cpf.gov.sg/member/faq/.../determine-year-of-spr-status-for-purpose-of-cpf: SPR status on 15 January 2020:
  // 1st year 15 Jan 2020 - 31 Jan 2021, 2nd year 1 Feb 2021 - 31 Jan 2022, 3rd year from 1 Feb 2022.
  it('PR year: SPR from 15 Jan 2020 -> 1st year to Jan 2021, 2nd Feb 2021 - Jan 2022, 3rd from Feb 2022', () => {
    const pr = '2020-01-15';
    expect(
      ['2019-12', '2020-01', '2021-01', '2021-02', '2022-01', '2022-02', '2030-06'].map((m) => prYearOf(pr, m)),
    ).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });

  // CPF Board, "Examples on Additional Wage Ceiling Computation" (2018, OW ceiling $6,000), as mirrored at
  // scribd.com/document/725115570: $7,000 a month -> OW subject to CPF $72,000 -> AW ceiling $30,000, so of an
  // AW of $100,000 only $30,000 attracts CPF. The example's figures are given as inputs; 2026 rates apply.
  it('AW ceiling: year OW $72,000 leaves $30,000 of a $100,000 AW subject to CPF', () => {
    const r = cpf(600_000, { month: '2026-12', additionalWageCents: 10_000_000, yearOwCents: 7_200_000 });
    // (6,000 + 30,000) x 37 % = 13,320; x 20 % = 7,200.
    expect(dollars(r)).toEqual({ total: 13_320, employee: 7_200, employer: 6_120 });
    // Example 2: $4,500 a month -> OW $54,000 -> AW ceiling $48,000.
    const r2 = cpf(450_000, { month: '2026-12', additionalWageCents: 10_000_000, yearOwCents: 5_400_000 });
    expect(r2.employeeCents).toBe((4_500 + 48_000) * 20);
  });
});

describe("the CPF Board's 2026 rate tables (CPFcontributionratesfrom1Jan2026.pdf, as transcribed in public sources)", () => {
  // Table 1, above 55-60: >$50-500 16 % (TW); >$500-750 16 % (TW) + 0.54 (TW - $500), employee 0.54 (TW - $500);
  // >$750 34 % / 18 %, at most $2,720 / $1,440. Above 60-65: 12.5 % (TW) + 0.375 (TW - $500); >$750 25 % / 12.5 %.
  // Above 65-70: at most $1,320 / $600. Table 2 (PR 1st year G/G), 55 and below: 4 % (TW) + 0.15 (TW - $500);
  // >$750 9 % / 5 %, at most $720 / $400. Table 3 (PR 2nd year G/G): 55 and below >$50-500 9 % (TW); above 55-60 18.5 % / 12.5 %.
  it('Table 1: the $500-$750 factors of the bands whose rates rose in 2026 are 0.54 (above 55-60) and 0.375 (above 60-65)', () => {
    const rows = cpfRateTableFor('2026-01').citizen;
    expect([rows.above_55_to_60.employeeFactor, rows.above_60_to_65.employeeFactor]).toEqual([5400, 3750]);
    // $700: 16 % x 700 + 0.54 x 200 = 112 + 108 = 220; employee 108
    expect(dollars(cpf(70_000, { dateOfBirth: DOB.above_55_to_60 }))).toEqual({ total: 220, employee: 108, employer: 112 });
    // $700: 12.5 % x 700 + 0.375 x 200 = 87.50 + 75 = 162.50 -> 163; employee 75
    expect(dollars(cpf(70_000, { dateOfBirth: DOB.above_60_to_65 }))).toEqual({ total: 163, employee: 75, employer: 88 });
  });

  it('the maximum contributions at the $8,000 ceiling: Table 1 $2,720 / $1,440 (above 55-60), $1,320 / $600 (above 65-70); Table 2 $720 / $400', () => {
    expect(dollars(cpf(1_000_000, { dateOfBirth: DOB.above_55_to_60 }))).toMatchObject({ total: 2_720, employee: 1_440 });
    expect(dollars(cpf(1_000_000, { dateOfBirth: DOB.above_65_to_70 }))).toMatchObject({ total: 1_320, employee: 600 });
    expect(dollars(cpf(1_000_000, { status: 'pr', prStartDate: '2026-06-01' }))).toMatchObject({ total: 720, employee: 400 });
  });

  it('Tables 2 and 3: PR 1st year 4 % (TW) + 0.15 (TW - $500); 2nd year 9 % employer-only up to $500, 18.5 % / 12.5 % above 55-60', () => {
    expect(dollars(cpf(70_000, { status: 'pr', prStartDate: '2026-06-01' }))).toEqual({ total: 58, employee: 30, employer: 28 });
    expect(dollars(cpf(40_000, { status: 'pr', prStartDate: '2025-06-01' }))).toEqual({ total: 36, employee: 0, employer: 36 });
    expect(dollars(cpf(200_000, { status: 'pr', prStartDate: '2025-06-01', dateOfBirth: DOB.above_55_to_60 }))).toEqual({
      total: 370,
      employee: 250,
      employer: 120,
    });
  });
});

describe('a payroll vendor worked example (not the CPF Board)', () => {
  // support.hreasilygroup.com/.../72000647115: OW $7,400, year OW $80,000, AW already paid $18,432.13, AW $5,000:
  // the balance of the AW ceiling is $3,567.87 (the page prints $3,567.97, a slip) and the employee's CPF $1,480 + $713 = $2,193 (20 %, cents dropped).
  it('AW ceiling balance: employee share $2,193', () => {
    const r = cpf(740_000, { additionalWageCents: 500_000, yearOwCents: 8_000_000, yearAwBeforeCents: 1_843_213 });
    expect(r.employeeCents).toBe(219_300);
  });
});

describe('wage bands (citizen, 55 and below: employer 17 %, employee 20 %, factor 0.6)', () => {
  it('$50.00: no CPF', () => {
    expect(cpf(5_000)).toMatchObject({ applies: false, totalCents: 0, employeeCents: 0, employerCents: 0 });
  });
  it('$50.01: employer only, 17 % = $8.5017 -> $9', () => {
    expect(cpf(5_001)).toMatchObject({ applies: true, totalCents: 900, employeeCents: 0, employerCents: 900 });
  });
  it('$500.00: employer only, $85', () => {
    expect(dollars(cpf(50_000))).toEqual({ total: 85, employee: 0, employer: 85 });
  });
  it('$500.01: employee 0.6 x $0.01 = $0.006 -> $0; total $85.0077 -> $85', () => {
    expect(dollars(cpf(50_001))).toEqual({ total: 85, employee: 0, employer: 85 });
  });
  it('$600: employee 0.6 x $100 = $60, employer 17 % = $102, total $162', () => {
    expect(dollars(cpf(60_000))).toEqual({ total: 162, employee: 60, employer: 102 });
  });
  it('$750.00: total $127.50 + $150 = $277.50 -> $278 (50 cents up), employee $150', () => {
    expect(dollars(cpf(75_000))).toEqual({ total: 278, employee: 150, employer: 128 });
  });
  it('$750.01: full rates, total 37 % = $277.5037 -> $278, employee $150.002 -> $150', () => {
    expect(dollars(cpf(75_001))).toEqual({ total: 278, employee: 150, employer: 128 });
  });
  it('$8,000 (the OW ceiling): $2,960 = $1,600 + $1,360', () => {
    expect(dollars(cpf(800_000))).toEqual({ total: 2_960, employee: 1_600, employer: 1_360 });
  });
  it('above the ceiling ($8,000.01, $12,000): still $2,960', () => {
    expect(dollars(cpf(800_001))).toEqual({ total: 2_960, employee: 1_600, employer: 1_360 });
    expect(dollars(cpf(1_200_000))).toEqual({ total: 2_960, employee: 1_600, employer: 1_360 });
  });
  it('the ceiling caps OW only: OW $9,000 + AW $1,000 -> ($8,000 + $1,000) x 37 % = $3,330', () => {
    expect(dollars(cpf(900_000, { additionalWageCents: 100_000 }))).toEqual({
      total: 3_330,
      employee: 1_800,
      employer: 1_530,
    });
  });
  it('the band is chosen on total wages: OW $400 + AW $400 = $800 is above $750', () => {
    expect(dollars(cpf(40_000, { additionalWageCents: 40_000 }))).toEqual({ total: 296, employee: 160, employer: 136 });
  });
});

describe('every age band (citizen, 2026 rates)', () => {
  const cases = [
    // band, employer %, employee %, at $2,000 [total, employee, employer], at $600 [total, employee, employer]
    ['55_and_below', 17, 20, [740, 400, 340], [162, 60, 102]],
    ['above_55_to_60', 16, 18, [680, 360, 320], [150, 54, 96]], // 16 % x 600 + 0.54 x 100
    ['above_60_to_65', 12.5, 12.5, [500, 250, 250], [113, 37, 76]], // 75 + 37.50 = 112.50 -> 113; employee 37.50 -> 37
    ['above_65_to_70', 9, 7.5, [330, 150, 180], [77, 22, 55]], // 54 + 22.50 = 76.50 -> 77; employee 22.50 -> 22
    ['above_70', 7.5, 5, [250, 100, 150], [60, 15, 45]], // 45 + 0.15 x 100
  ] as const;
  for (const [band, er, ee, at2000, at600] of cases) {
    it(`${band}: ${er} % + ${ee} %; $2,000 -> $${at2000[0]}, $600 -> $${at600[0]}`, () => {
      const r = cpf(200_000, { dateOfBirth: DOB[band] });
      expect(r).toMatchObject({
        ageBand: band,
        employerRate: er,
        employeeRate: ee,
        prYear: null,
        effectiveFrom: '2026-01-01',
      });
      expect(dollars(r)).toEqual({ total: at2000[0], employee: at2000[1], employer: at2000[2] });
      expect(dollars(cpf(60_000, { dateOfBirth: DOB[band] }))).toEqual({
        total: at600[0],
        employee: at600[1],
        employer: at600[2],
      });
      // $50.01-$500: the employer share only.
      expect(cpf(40_000, { dateOfBirth: DOB[band] }).employeeCents).toBe(0);
      expect(cpf(40_000, { dateOfBirth: DOB[band] }).totalCents).toBe(Math.round((400 * er) / 100) * 100);
    });
  }
});

describe('the birthday-month rule', () => {
  it('a new band from the first day of the month after the birthday month, whatever the day', () => {
    for (const dob of ['1971-01-01', '1971-01-13', '1971-01-31']) {
      expect(cpfAgeBandOf(dob, '2026-01')).toBe('55_and_below');
      expect(cpfAgeBandOf(dob, '2026-02')).toBe('above_55_to_60');
    }
  });
  it('60th, 65th and 70th birthdays in November 2026 move the band in December', () => {
    expect([cpfAgeBandOf('1966-11-25', '2026-11'), cpfAgeBandOf('1966-11-25', '2026-12')]).toEqual([
      'above_55_to_60',
      'above_60_to_65',
    ]);
    expect([cpfAgeBandOf('1961-11-01', '2026-11'), cpfAgeBandOf('1961-11-01', '2026-12')]).toEqual([
      'above_60_to_65',
      'above_65_to_70',
    ]);
    expect([cpfAgeBandOf('1956-11-30', '2026-11'), cpfAgeBandOf('1956-11-30', '2026-12')]).toEqual([
      'above_65_to_70',
      'above_70',
    ]);
  });
  it('a 29 February birthday', () => {
    expect(cpfAgeBandOf('1968-02-29', '2023-02')).toBe('55_and_below');
    expect(cpfAgeBandOf('1968-02-29', '2023-03')).toBe('above_55_to_60');
  });
});

describe('permanent residents (graduated employer and employee rates, G/G)', () => {
  const pr = (ow: number, prStartDate: string | null, extra: Partial<CpfInput> = {}) =>
    cpf(ow, { status: 'pr', prStartDate, ...extra });

  it('first year, 55 and below: employer 4 %, employee 5 % ($2,000 -> $80 + $100)', () => {
    const r = pr(200_000, '2026-03-10');
    expect(r).toMatchObject({ prYear: 1, employerRate: 4, employeeRate: 5 });
    expect(dollars(r)).toEqual({ total: 180, employee: 100, employer: 80 });
  });
  it('first year, above 60: employer 3.5 %', () => {
    expect(dollars(pr(200_000, '2026-03-10', { dateOfBirth: DOB.above_60_to_65 }))).toEqual({
      total: 170,
      employee: 100,
      employer: 70,
    });
    expect(dollars(pr(200_000, '2026-03-10', { dateOfBirth: DOB.above_70 }))).toEqual({
      total: 170,
      employee: 100,
      employer: 70,
    });
  });
  it('first year, $600: employer 4 % x $600 = $24, employee 0.15 x $100 = $15', () => {
    expect(dollars(pr(60_000, '2026-03-10'))).toEqual({ total: 39, employee: 15, employer: 24 });
  });
  it('first year, the OW ceiling applies: $10,000 -> 9 % of $8,000 = $720', () => {
    expect(dollars(pr(1_000_000, '2026-03-10'))).toEqual({ total: 720, employee: 400, employer: 320 });
  });
  it('second year by age band: 9/15, 6/12.5, 3.5/7.5, 3.5/5', () => {
    const start = '2025-08-20';
    expect(dollars(pr(200_000, start))).toEqual({ total: 480, employee: 300, employer: 180 });
    expect(dollars(pr(200_000, start, { dateOfBirth: DOB.above_55_to_60 }))).toEqual({
      total: 370,
      employee: 250,
      employer: 120,
    });
    expect(dollars(pr(200_000, start, { dateOfBirth: DOB.above_60_to_65 }))).toEqual({
      total: 220,
      employee: 150,
      employer: 70,
    });
    expect(dollars(pr(200_000, start, { dateOfBirth: DOB.above_65_to_70 }))).toEqual({
      total: 170,
      employee: 100,
      employer: 70,
    });
    expect(pr(200_000, start).prYear).toBe(2);
  });
  it('second year, $600: 9 % x $600 = $54 + 0.45 x $100 = $45', () => {
    expect(dollars(pr(60_000, '2025-08-20'))).toEqual({ total: 99, employee: 45, employer: 54 });
  });
  it('the year boundary: PR from 20 Aug 2025 is first year in August 2026, second year from September 2026', () => {
    expect(pr(200_000, '2025-08-20', { month: '2026-08' })).toMatchObject({ prYear: 1, totalCents: 18_000 });
    expect(pr(200_000, '2025-08-20', { month: '2026-09' })).toMatchObject({ prYear: 2, totalCents: 48_000 });
    expect(pr(200_000, '2024-08-20', { month: '2026-08' })).toMatchObject({ prYear: 2, totalCents: 48_000 });
    expect(pr(200_000, '2024-08-20', { month: '2026-09' })).toMatchObject({ prYear: 3, totalCents: 74_000 });
  });
  it('third year on: the citizen rates', () => {
    expect(pr(200_000, '2024-10-01')).toMatchObject({
      prYear: 3,
      employerRate: 17,
      employeeRate: 20,
      totalCents: 74_000,
    });
  });
  it('no PR start date: treated as third year on', () => {
    expect(pr(200_000, null)).toMatchObject({ prYear: 3, totalCents: 74_000 });
    expect(cpf(200_000, { status: 'pr' })).toMatchObject({ prYear: 3, totalCents: 74_000 });
  });
  it('wages of a month before the PR start date attract no CPF', () => {
    expect(pr(200_000, '2026-12-01')).toMatchObject({ applies: false, prYear: null, totalCents: 0 });
  });
  it("the month of the PR start date is first year (the whole month's wages given)", () => {
    expect(pr(200_000, '2026-11-30')).toMatchObject({ applies: true, prYear: 1, totalCents: 18_000 });
  });
});

describe('foreigners', () => {
  it('no CPF, whatever the wage', () => {
    expect(cpf(500_000, { status: 'foreigner' })).toEqual({
      applies: false,
      employeeCents: 0,
      employerCents: 0,
      totalCents: 0,
      employeeRate: 0,
      employerRate: 0,
      ageBand: '55_and_below',
      prYear: null,
      effectiveFrom: '2026-01-01',
    });
  });
});

describe('rounding (total to the nearest dollar, 50 cents up; employee share down; employer the difference)', () => {
  it('$1,350: total $499.50 -> $500, employee $270, employer $230', () => {
    expect(dollars(cpf(135_000))).toEqual({ total: 500, employee: 270, employer: 230 });
  });
  it('$1,001.33: total $370.4921 -> $370, employee $200.266 -> $200', () => {
    expect(dollars(cpf(100_133))).toEqual({ total: 370, employee: 200, employer: 170 });
  });
  it('$1,234.56: total $456.7872 -> $457, employee $246.912 -> $246, employer $211', () => {
    expect(dollars(cpf(123_456))).toEqual({ total: 457, employee: 246, employer: 211 });
  });
  it('$1,110: employee $222.00 is not dropped to $221; total $410.70 -> $411', () => {
    expect(dollars(cpf(111_000))).toEqual({ total: 411, employee: 222, employer: 189 });
  });
});

describe('properties', () => {
  // A deterministic spread of wages from $0 to $12,000 (plus the edges) over every status, band and PR year.
  const wages: number[] = [0, 5_000, 5_001, 50_000, 50_001, 75_000, 75_001, 800_000, 800_001];
  for (let w = 1; w < 1_200_000; w = Math.floor(w * 1.07) + 13) wages.push(w);
  for (let w = 75_013; w < 1_200_000; w += 9_713) wages.push(w);
  const profiles: Partial<CpfInput>[] = [];
  for (const band of CPF_AGE_BANDS) {
    profiles.push({ dateOfBirth: DOB[band] });
    profiles.push({ dateOfBirth: DOB[band], status: 'pr', prStartDate: '2026-05-01' });
    profiles.push({ dateOfBirth: DOB[band], status: 'pr', prStartDate: '2025-06-01' });
  }

  it('employee + employer = total, all whole dollars, no share negative', () => {
    const wrong: string[] = [];
    for (const p of profiles) {
      for (const w of wages) {
        const r = cpf(w, p);
        const amounts = [r.totalCents, r.employeeCents, r.employerCents];
        if (r.employeeCents + r.employerCents !== r.totalCents || amounts.some((v) => v < 0 || v % 100 !== 0)) {
          wrong.push(`${JSON.stringify(p)} at ${w}: ${amounts.join('/')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('above $750 the total is within 50 cents of the total rate x the wage under the ceiling, the employee share within a dollar below', () => {
    const wrong: string[] = [];
    for (const p of profiles) {
      for (const w of wages.filter((x) => x > 75_000)) {
        const r = cpf(w, p);
        const subject = Math.min(w, 800_000);
        const exactTotal = ((r.employerRate + r.employeeRate) / 100) * subject;
        const exactEmployee = (r.employeeRate / 100) * subject;
        const ok =
          Math.abs(r.totalCents - exactTotal) <= 50 + 1e-6 &&
          r.employeeCents <= exactEmployee + 1e-6 &&
          exactEmployee - r.employeeCents < 100;
        if (!ok) wrong.push(`${JSON.stringify(p)} at ${w}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(wages.filter((x) => x > 75_000).length).toBeGreaterThan(150);
  });

  it('the total and the employee share never fall as the wage rises (the bands meet at $500 and $750)', () => {
    const falls: string[] = [];
    for (const p of profiles) {
      let last = { total: 0, employee: 0 };
      for (let w = 0; w <= 100_000; w += 37) {
        const r = cpf(w, p);
        if (r.totalCents < last.total || r.employeeCents < last.employee) falls.push(`${JSON.stringify(p)} at ${w}`);
        last = { total: r.totalCents, employee: r.employeeCents };
      }
    }
    expect(falls).toEqual([]);
  });

  it('the rate table: the $500-$750 factor is 3 x the employee rate in every row', () => {
    for (const table of CPF_RATE_TABLES) {
      for (const rows of [table.citizen, table.prYear1, table.prYear2]) {
        for (const band of CPF_AGE_BANDS) expect(rows[band].employeeFactor).toBe(rows[band].employeeBp * 3);
      }
    }
  });
});

describe('the dated table', () => {
  it('2026 months use the row from 1 January 2026; earlier months have no row', () => {
    expect(cpfRateTableFor('2026-01').effectiveFrom).toBe('2026-01-01');
    expect(cpfRateTableFor('2027-06').effectiveFrom).toBe('2026-01-01');
    expect(() => cpfRateTableFor('2025-12')).toThrow(/no CPF rate table/);
  });
});

describe('input checks', () => {
  it('refuses malformed months, dates and amounts', () => {
    expect(() => cpf(100_000, { month: '2026-13' })).toThrow(/month/);
    expect(() => cpf(100_000, { month: '2026-1' })).toThrow(/month/);
    expect(() => cpf(100_000, { dateOfBirth: '10/05/1990' })).toThrow(/dateOfBirth/);
    expect(() => cpf(-1)).toThrow(/ordinaryWageCents/);
    expect(() => cpf(100.5)).toThrow(/ordinaryWageCents/);
    expect(() => cpf(100_000, { additionalWageCents: -5 })).toThrow(/additionalWageCents/);
    expect(() => cpf(100_000, { status: 'pr', prStartDate: '2026-02-30x' })).toThrow(/prStartDate/);
    expect(() => computeSdl(-1, MONTH)).toThrow();
    expect(() => computeSdl(100, 'Nov')).toThrow(/month/);
  });
});

describe('SDL', () => {
  it('0.25 % of total wages, at least $2 (up to $800) and at most $11.25 (from $4,500)', () => {
    expect(computeSdl(0, MONTH)).toBe(0);
    expect(computeSdl(1, MONTH)).toBe(200);
    expect(computeSdl(80_000, MONTH)).toBe(200);
    expect(computeSdl(80_400, MONTH)).toBe(201);
    expect(computeSdl(200_000, MONTH)).toBe(500);
    expect(computeSdl(449_999, MONTH)).toBe(1125); // 1,124.9975 c -> 1,125
    expect(computeSdl(450_000, MONTH)).toBe(1125);
    expect(computeSdl(5_000_000, MONTH)).toBe(1125);
  });
  it('a fraction of a cent is rounded half up per worker', () => {
    expect(computeSdl(123_457, MONTH)).toBe(309); // 308.6425 c
    expect(computeSdl(123_402, MONTH)).toBe(309); // 308.505 c
    expect(computeSdl(123_398, MONTH)).toBe(308); // 308.495 c
  });
});

describe('cpfStatusOf', () => {
  it('maps every registration nationality', () => {
    const mapped = Object.fromEntries(NATIONALITIES.map((n) => [n, cpfStatusOf(n)]));
    expect(mapped).toEqual({
      Singaporean: 'citizen',
      'Singapore PR': 'pr',
      Malaysian: 'foreigner',
      Chinese: 'foreigner',
      OTHER: 'foreigner',
    });
  });
  it('blank or unknown is a foreigner; surrounding spaces are ignored', () => {
    expect(cpfStatusOf(null)).toBe('foreigner');
    expect(cpfStatusOf(undefined)).toBe('foreigner');
    expect(cpfStatusOf('')).toBe('foreigner');
    expect(cpfStatusOf(' Singaporean ')).toBe('citizen');
    expect(cpfStatusOf('singaporean')).toBe('foreigner');
  });
});
