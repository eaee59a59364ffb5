import type { PayslipInput } from './payslip-items.ts';

/**
 * A payslip's input with every kind of item (tests and the bench): a citizen employee with basic,
 * overtime, rest day and public holiday pay, two allowances, a correction, a deduction and CPF.
 * Figures: earnings 960.00 + 67.50 + 72.00 + 96.00 + 25.00 + 12.00 + 30.00 = 1,262.50;
 * deductions 20.00 + 248.00 = 268.00; net 994.50 (gross 1,242.50 less employee CPF 248.00).
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
      basicPayCents: 96000,
      overtimePayCents: 6750,
      restDayPayCents: 7200,
      publicHolidayPayCents: 9600,
      allowanceCents: 3700,
      otherAdditionCents: 3000,
      deductionCents: 2000,
      grossCents: 124250,
      employeeCpfCents: 24800,
      employerCpfCents: 21100,
      netCents: 99450,
      shifts: [
        ...Array.from({ length: 10 }, (_, k) =>
          shift(k + 2, `2026-11-${String(k + 2).padStart(2, '0')}`, 'normal', 480, 0, 9600),
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
