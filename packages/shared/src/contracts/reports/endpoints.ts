import { endpoint } from '../../api/endpoint.ts';
import { ROLE_SETS } from '../../role-sets.ts';
import { financeDashboard, hrDashboard } from './dashboards.ts';
import { report, reportExportQuery, reportOptions, reportQuery, reportShiftsPage, reportShiftsQuery, workingHours, workingHoursQuery } from './reports.ts';

const tags = ['reports'] as const;
/** Reports (pay, bill amount, margin): manager (their projects), finance, admin. Never hr. */
const READERS = ROLE_SETS.reports;

/** The reports and the hr and finance dashboards (issue #28). */
export const reportEndpoints = {
  report: endpoint({ method: 'GET', path: '/api/reports', access: READERS, tags, query: reportQuery, response: report }),
  export: endpoint({ method: 'GET', path: '/api/reports/export', access: READERS, tags, query: reportExportQuery, answer: 'file' }),
  shifts: endpoint({ method: 'GET', path: '/api/reports/shifts', access: READERS, tags, query: reportShiftsQuery, response: reportShiftsPage }),
  workingHours: endpoint({ method: 'GET', path: '/api/reports/working-hours', access: READERS, tags, query: workingHoursQuery, response: workingHours }),
  options: endpoint({ method: 'GET', path: '/api/reports/options', access: READERS, tags, response: reportOptions }),
  hrDashboard: endpoint({ method: 'GET', path: '/api/dashboards/hr', access: ROLE_SETS.people, tags, response: hrDashboard }),
  financeDashboard: endpoint({ method: 'GET', path: '/api/dashboards/finance', access: ROLE_SETS.finance, tags, response: financeDashboard }),
};
