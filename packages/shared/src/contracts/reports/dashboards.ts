import { z } from 'zod';
import { PAY_RUN_STATUS } from '../../enums/pay-runs.ts';
import { ROSTER_STATUS } from '../../enums/rosters.ts';

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
    z.object({
      clientId: z.string(),
      name: z.string(),
      payCents: z.number().int(),
      billCents: z.number().int(),
      /** Pay + the frozen runs' extras (decision 019); margin = bill - employment cost. */
      employmentCostCents: z.number().int(),
      marginCents: z.number().int(),
    }),
  ),
  adjustmentsAwaitingFinance: z.object({ count, amountCents: z.number().int() }),
  runsByStatus: z.array(z.object({ status: z.enum(PAY_RUN_STATUS.values), count })),
  /** CPF due by the 14th of this month: the runs of last month's CPF month (employee and employer shares), and how many runs. */
  cpfDueThisMonth: z.object({ month: z.string(), employeeCents: z.number().int(), employerCents: z.number().int(), runs: count }),
});
export type FinanceDashboard = z.output<typeof financeDashboard>;

const staffing = z.object({
  shifts: count,
  headcount: count,
  places: count,
  confirmed: count,
  declined: count,
  pending: count,
  short: count,
  fillRateBasisPoints: z.number().int().nullable(),
});

/**
 * The project dashboard (issue #33, GET api/dashboards/project): a manager's operations overview of
 * the projects they manage (or nobody manages; an admin: every project), each figure with the page
 * that acts on it. Staffing counts as domain/reports/project-figures.ts.
 */
export const projectDashboard = z.object({
  /** Singapore's today, and the Monday-Sunday week holding it. */
  today: z.string(),
  week: z.object({ from: z.string(), to: z.string() }),
  /** 'managed': a manager's projects and those nobody manages; 'all': every project. */
  scope: z.enum(['managed', 'all']),
  todayShifts: staffing,
  weekShifts: staffing,
  /** Today's rosters (up to 20), by location. */
  todayRosters: z.array(
    z.object({
      rosterId: z.string(),
      locationName: z.string(),
      projectName: z.string(),
      status: z.enum(ROSTER_STATUS.values),
      shifts: count,
      headcount: count,
      places: count,
    }),
  ),
  /** The last 7 days through today: attendance recorded and no-shows of them, the rosters with no-shows (up to 5, newest first). */
  noShows: z.object({
    from: z.string(),
    recorded: count,
    count,
    rosters: z.array(z.object({ rosterId: z.string(), date: z.string(), locationName: z.string(), count })),
  }),
  /**
   * Certificates expiring today through 30 days ahead held by workers rostered (not declined) on the
   * scope's shifts in the same 30 days; up to 5 listed, soonest first.
   */
  certificatesExpiring: z.object({
    count,
    items: z.array(z.object({ id: z.string(), workerName: z.string(), typeName: z.string(), expiryDate: z.string() })),
  }),
  /** Tasks due for the caller (today and overdue); null while no section provides tasks (the tasks app's hook). */
  tasksDue: z.object({ count, overdue: count, link: z.string() }).nullable(),
});
export type ProjectDashboard = z.output<typeof projectDashboard>;
