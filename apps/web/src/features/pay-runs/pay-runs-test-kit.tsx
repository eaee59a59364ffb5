import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Role } from '@wf/shared/roles';
import type { PayRun, PayRunLine, PayRunStatus } from '@wf/shared/contracts/pay-runs/pay-runs';

/** Test data and rendering for the pay-run components' tests. */

export const RUN_ID = '00000000-0000-4000-8000-0000000000f1';

/** A weekly run of November 2026 in `status`. */
export const runOf = (status: PayRunStatus, extra: Partial<PayRun> = {}): PayRun => ({
  id: RUN_ID,
  frequency: 'weekly',
  periodStart: '2026-11-16',
  periodEnd: '2026-11-22',
  cpfMonth: '2026-11',
  status,
  version: 3,
  workerCount: 2,
  grossCents: 123_450,
  employeeCpfCents: 10_000,
  employerCpfCents: 8_500,
  sdlCents: 500,
  netCents: 113_450,
  generatedAt: '2026-11-23T01:00:00.000Z',
  generatedBy: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Hui Min' },
  hrConfirmedAt: null,
  hrConfirmedBy: null,
  financeApprovedAt: null,
  financeApprovedBy: null,
  paidAt: null,
  paidBy: null,
  paymentDate: null,
  paymentReference: null,
  sentBackReason: null,
  latePaymentReason: null,
  blockingWorkers: 0,
  regeneratedAt: null,
  bankChangedWorkers: 0,
  ...extra,
});

/** A worker's line of the run: 8 hours at $12 with one shift, no bank details unless given. */
export const lineOf = (n: number, extra: Partial<PayRunLine> = {}): PayRunLine => ({
  id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  runId: RUN_ID,
  workerId: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
  workerName: `Worker ${n}`,
  employeeCode: `PT-0000${String(n).padStart(2, '0')}`,
  engagementType: 'employee',
  cpfStatus: 'foreigner',
  ageBand: null,
  prYear: null,
  basicRateCents: 1200,
  regularMinutes: 480,
  overtimeMinutes: 0,
  restDayMinutes: 0,
  publicHolidayMinutes: 0,
  basicPayCents: 9600,
  overtimePayCents: 0,
  restDayPayCents: 0,
  publicHolidayPayCents: 0,
  allowanceCents: 0,
  otherAdditionCents: 0,
  deductionCents: 0,
  reimbursementCents: 0,
  grossCents: 9600,
  payLines: [{ month: '2026-11', kind: 'normal', rateCents: 1200, multiplier: 1000, minutes: 480, amountCents: 9600 }],
  cpfMonths: [{ month: '2026-11', ordinaryWageCents: 9600, additionalWageCents: 0, employeeCpfCents: 0, employerCpfCents: 0, sdlCents: 200 }],
  employeeCpfCents: 0,
  employerCpfCents: 0,
  sdlCents: 200,
  netCents: 9600,
  hasBankDetails: false,
  bankName: null,
  bankChangedSinceApproval: false,
  shifts: [
    {
      shiftPaymentId: `00000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`,
      date: '2026-11-17',
      projectName: 'Marina Bay Gala Dinner',
      position: 'Service Crew',
      workedMinutes: 480,
      overtimeMinutes: 0,
      dayKind: 'normal',
      totalCents: 9600,
    },
  ],
  adjustments: [],
  ...extra,
});

/** Renders `ui` for a signed-in `role` with a fresh query cache. */
export function renderAs(role: Role, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['user'], { id: '00000000-0000-4000-8000-0000000000b1', role, name: role });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
