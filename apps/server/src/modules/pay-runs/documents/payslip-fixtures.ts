import type { PayslipInput } from './payslip-items.ts';

/**
 * A payslip's input with every kind of item (tests and the bench): a citizen employee with basic
 * pay at two rates, overtime, rest day and public holiday pay, a meal allowance, a correction, a
 * transport reimbursement, a deduction and CPF.
 * Figures: gross 768.00 + 288.00 + 67.50 + 72.00 + 96.00 + 12.00 + 30.00 = 1,333.50; CPF on it
 * (the deduction does not reduce it): 37 % = 493.395 -> 493, employee 266.70 -> 266, employer 227;
 * net 1,333.50 - 20.00 - 266.00 + 25.00 = 1,072.50.
 */
export function samplePayslipInput(n = 1, name = 'Tan Mei Ling'): PayslipInput {
  const id = (k: number) => `00000000-0000-4000-8000-${String(n * 100 + k).padStart(12, '0')}`;
  const shift = (
    k: number,
    date: string,
    dayKind: 'normal' | 'rest_day' | 'public_holiday',
    workedMinutes: number,
    overtimeMinutes: number,
    totalCents: number,
  ) => ({
    shiftPaymentId: id(k),
    date,
    projectName: k % 2 ? 'Marina Bay Gala Dinner' : 'Changi Warehouse Stocktake',
    position: k % 2 ? 'Event Catering Service Crew' : 'Warehouse Assistant',
    workedMinutes,
    overtimeMinutes,
    dayKind,
    totalCents,
  });
  return {
    employer: {
      name: 'Acme Staffing Pte. Ltd.',
      uen: '201912345K',
      address: '1 Raffles Place, #20-01, Singapore 048616',
    },
    run: {
      id: id(0),
      frequency: 'monthly',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      paymentDate: '2026-12-05',
    },
    line: {
      workerId: id(1),
      workerName: name,
      employeeCode: `PT-${String(n).padStart(6, '0')}`,
      engagementType: 'employee',
      cpfStatus: 'citizen',
      basicRateCents: 1200,
      regularMinutes: 4800,
      overtimeMinutes: 225,
      restDayMinutes: 240,
      publicHolidayMinutes: 240,
      basicPayCents: 105600,
      overtimePayCents: 6750,
      restDayPayCents: 7200,
      publicHolidayPayCents: 9600,
      allowanceCents: 1200,
      otherAdditionCents: 3000,
      deductionCents: 2000,
      reimbursementCents: 2500,
      grossCents: 133350,
      employeeCpfCents: 26600,
      employerCpfCents: 22700,
      netCents: 107250,
      payLines: [
        { month: '2026-11', kind: 'normal', rateCents: 1200, multiplier: 1000, minutes: 3840, amountCents: 76800 },
        { month: '2026-11', kind: 'normal', rateCents: 1800, multiplier: 1000, minutes: 960, amountCents: 28800 },
        { month: '2026-11', kind: 'overtime', rateCents: 1200, multiplier: 1500, minutes: 225, amountCents: 6750 },
        { month: '2026-11', kind: 'rest_day', rateCents: 1200, multiplier: 1500, minutes: 240, amountCents: 7200 },
        { month: '2026-11', kind: 'public_holiday', rateCents: 1200, multiplier: 2000, minutes: 240, amountCents: 9600 },
      ],
      shifts: [
        ...Array.from({ length: 10 }, (_, k) =>
          shift(k + 2, `2026-11-${String(k + 2).padStart(2, '0')}`, 'normal', 480, 0, k < 8 ? 9600 : 14400),
        ),
        shift(12, '2026-11-14', 'normal', 225, 225, 6750),
        shift(13, '2026-11-15', 'rest_day', 240, 0, 7200),
        shift(14, '2026-11-20', 'public_holiday', 240, 0, 9600),
      ],
      adjustments: [
        { category: 'transport', amountCents: 2500, reason: 'Late night taxi' },
        { category: 'meal', amountCents: 1200, reason: 'Dinner on the 14th' },
        { category: 'correction', amountCents: 3000, reason: 'Short paid in October' },
        { category: 'deduction', amountCents: -2000, reason: 'Lost uniform' },
      ],
    },
  };
}
