import { describe, expect, it } from 'vitest';
import { ir8aYear, type Ir8aLineInput } from './ir8a.ts';

const line = (workerId: string, periodStart: string, periodEnd: string, grossCents: number, allowanceCents: number, employeeCpfCents: number): Ir8aLineInput => ({
  workerId,
  workerName: workerId === 'w1' ? 'Tan Ah Kow' : 'Siti binte Ali',
  employeeCode: workerId === 'w1' ? 'PT-000001' : null,
  periodStart,
  periodEnd,
  allowanceCents,
  grossCents,
  employeeCpfCents,
});

describe('IR8A figures of a year', () => {
  it('a year of payslips: box (a) is gross less allowances, the allowances box, CPF, and the period they cover', () => {
    // Tan: three monthly payslips; gross 1,200.00 + 1,350.50 + 980.25, allowances 50.00 + 0 + 20.00,
    // employee CPF 240.00 + 270.00 + 196.00. Siti: one weekly payslip, a foreigner (no CPF).
    const lines = [
      line('w1', '2026-03-01', '2026-03-31', 120000, 5000, 24000),
      line('w2', '2026-06-08', '2026-06-14', 45075, 0, 0),
      line('w1', '2026-01-01', '2026-01-31', 135050, 0, 27000),
      line('w1', '2026-11-01', '2026-11-30', 98025, 2000, 19600),
    ];
    const [siti, tan] = ir8aYear(lines);
    expect(tan).toEqual({
      workerId: 'w1',
      workerName: 'Tan Ah Kow',
      employeeCode: 'PT-000001',
      salaryCents: 120000 - 5000 + 135050 + 98025 - 2000, // 3,460.75
      bonusCents: 0,
      directorsFeesCents: 0,
      allowancesCents: 7000,
      totalIncomeCents: 353075,
      employeeCpfCents: 70600,
      from: '2026-01-01',
      to: '2026-11-30',
      payslips: 3,
    });
    expect(tan!.salaryCents).toBe(346075);
    expect(siti).toMatchObject({ workerName: 'Siti binte Ali', salaryCents: 45075, totalIncomeCents: 45075, employeeCpfCents: 0, payslips: 1 });
    // the totals equal the sum of the payslips
    const all = ir8aYear(lines);
    expect(all.reduce((s, f) => s + f.totalIncomeCents, 0)).toBe(lines.reduce((s, l) => s + l.grossCents, 0));
    expect(all.reduce((s, f) => s + f.employeeCpfCents, 0)).toBe(lines.reduce((s, l) => s + l.employeeCpfCents, 0));
    expect(all.every((f) => f.salaryCents + f.allowancesCents === f.totalIncomeCents)).toBe(true);
  });

  it('no paid payslips, no IR8A', () => {
    expect(ir8aYear([])).toEqual([]);
  });
});
