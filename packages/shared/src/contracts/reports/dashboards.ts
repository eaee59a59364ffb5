import { z } from 'zod';

/** The hr and finance dashboards (issue #28): each figure with what the page links it to. */

const count = z.number().int();
const weekCount = z.object({ weekStart: z.string(), approved: count, rejected: count });

export const hrDashboard = z.object({
  pendingApplications: z.object({
    count,
    /** Pending registrations by age in days: under 1, 1-2, 3-6, 7 and more. */
    byAge: z.array(z.object({ bucket: z.enum(['d0', 'd1', 'd3', 'd7']), count })),
    oldestCreatedAt: z.string().nullable(),
  }),
  decisionsPerWeek: z.array(weekCount),
  certificatesExpiring: z.object({ in30: count, in60: count, in90: count, expired: count }),
  dischargeRequests: z.object({ discharge: count, rejoin: count }),
  /** The last 30 days' rostered shifts with attendance, per project: no-shows of them. */
  noShowByProject: z.array(z.object({ projectId: z.string(), name: z.string(), shifts: count, noShows: count })),
  workersByPosition: z.array(z.object({ position: z.string(), count })),
  workersByStatus: z.array(z.object({ status: z.string(), count })),
  adjustmentsAwaitingHr: count,
});
export type HrDashboard = z.output<typeof hrDashboard>;

const month = z.object({ month: z.string(), payCents: z.number().int(), billCents: z.number().int() });

export const financeDashboard = z.object({
  /** The last six months through this one, from the stored shift payments. */
  byMonth: z.array(month),
  /** This month, per client. */
  marginByClient: z.array(
    z.object({ clientId: z.string(), name: z.string(), payCents: z.number().int(), billCents: z.number().int(), marginCents: z.number().int() }),
  ),
  adjustmentsAwaitingFinance: z.object({ count, amountCents: z.number().int() }),
  runsByStatus: z.array(z.object({ status: z.enum(['draft', 'hr_confirmed', 'finance_approved', 'paid']), count })),
  /** CPF due by the 14th of this month: the runs of last month's CPF month (employee and employer shares), and how many runs. */
  cpfDueThisMonth: z.object({ month: z.string(), employeeCents: z.number().int(), employerCents: z.number().int(), runs: count }),
});
export type FinanceDashboard = z.output<typeof financeDashboard>;
