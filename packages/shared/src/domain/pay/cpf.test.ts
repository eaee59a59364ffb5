import { describe, expect, it } from 'vitest';
import { computeCpf, computeSdl, cpfStatusOf, type CpfInput } from './cpf';

const base: CpfInput = { month: '2026-11', dateOfBirth: '1990-05-10', status: 'citizen', ordinaryWageCents: 0 };
const cpf = (ow: number, extra: Partial<CpfInput> = {}) => computeCpf({ ...base, ordinaryWageCents: ow, ...extra });

describe('citizen, 55 and below', () => {
  it('$2,000: employee 20 % = $400, total 37 % = $740, employer $340', () => {
    expect(cpf(200_000)).toEqual({
      applies: true, employeeCents: 40_000, employerCents: 34_000, totalCents: 74_000,
      employeeRate: 20, employerRate: 17, ageBand: '55_and_below', prYear: null, effectiveFrom: '2026-01-01',
    });
  });
});

describe('cpfStatusOf', () => {
  it('maps the registration nationalities', () => {
    expect(cpfStatusOf('Singaporean')).toBe('citizen');
    expect(cpfStatusOf('Singapore PR')).toBe('pr');
    expect(cpfStatusOf('Malaysian')).toBe('foreigner');
    expect(cpfStatusOf(null)).toBe('foreigner');
  });
});

describe('SDL', () => {
  it('minimum $2, maximum $11.25', () => {
    expect(computeSdl(50_000, '2026-11')).toBe(200);
    expect(computeSdl(1_000_000, '2026-11')).toBe(1125);
  });
});
