import type { ExportFormat } from '@wf/shared/contracts/common/list-query';
import { reportEndpoints as e } from '@wf/shared/contracts/reports/endpoints';
import { activityEndpoints } from '@wf/shared/contracts/admin/endpoints';
import type { z } from 'zod';
import type { reportQuery, reportShiftsQuery, workingHoursQuery } from '@wf/shared/contracts/reports/reports';
import { call } from '../../lib/call.ts';

export type ReportQueryInput = z.input<typeof reportQuery>;
export type ReportShiftsQueryInput = z.input<typeof reportShiftsQuery>;
export type WorkingHoursQueryInput = z.input<typeof workingHoursQuery>;

/** Query keys and calls of the reports and the hr and finance dashboards. */
export const reportKeys = {
  report: (q: ReportQueryInput) => ['reports', 'report', q] as const,
  shifts: (q: ReportShiftsQueryInput) => ['reports', 'shifts', q] as const,
  options: ['reports', 'options'] as const,
  workingHours: (q: WorkingHoursQueryInput) => ['reports', 'working-hours', q] as const,
  hr: ['reports', 'dashboard', 'hr'] as const,
  finance: ['reports', 'dashboard', 'finance'] as const,
  project: ['reports', 'dashboard', 'project'] as const,
  activities: (pageSize: number) => ['reports', 'activities', pageSize] as const,
};

export const reportApi = {
  report: (query: ReportQueryInput) => call(e.report, { query }),
  shifts: (query: ReportShiftsQueryInput) => call(e.shifts, { query }),
  options: () => call(e.options),
  workingHours: (query: WorkingHoursQueryInput) => call(e.workingHours, { query }),
  export: (query: ReportQueryInput, format: ExportFormat) => call(e.export, { query: { ...query, format } }),
  workingHoursExport: ({ page: _p, pageSize: _s, ...query }: WorkingHoursQueryInput, format: ExportFormat) =>
    call(e.workingHoursExport, { query: { ...query, format } }),
  hrDashboard: () => call(e.hrDashboard),
  financeDashboard: () => call(e.financeDashboard),
  projectDashboard: () => call(e.projectDashboard),
  activities: (pageSize: number) => call(activityEndpoints.activities, { query: { page: 0, pageSize } }),
};
