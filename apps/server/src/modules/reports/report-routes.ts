import type { FastifyInstance } from 'fastify';
import { REPORT_COLUMNS, type ReportRow } from '@wf/shared/contracts/reports/reports';
import { reportEndpoints as e } from '@wf/shared/contracts/reports/endpoints';
import { routes } from '../../http/route.ts';
import { EXPORT_MAX_ROWS, sendExport, type ExportColumn } from '../../http/table-export.ts';
import { formatDate } from '@wf/shared/domain/format';
import { emptyFigures, withMargin } from '@wf/shared/domain/reports/report-figures';
import { buildReport, reportOptions, reportShifts, type ReportScope } from './report-service.ts';
import { financeDashboard, hrDashboard } from './dashboard-service.ts';
import { projectDashboard } from './project-dashboard-service.ts';
import { hoursExport, workingHoursReport } from './working-hours-service.ts';

type ExportRow = Omit<ReportRow, 'id'> & { paidHours: number; overtimeHours: number; marginPercent: number | null };

/** The report's columns as the page shows them (hours as decimal hours, margin % with two decimals). */
const EXPORT_COLUMNS: ExportColumn<ExportRow>[] = [
  { key: 'label', label: REPORT_COLUMNS.label },
  { key: 'detail', label: REPORT_COLUMNS.detail },
  { key: 'shifts', label: REPORT_COLUMNS.shifts, kind: 'number' },
  { key: 'paidHours', label: REPORT_COLUMNS.paidHours, kind: 'hours' },
  { key: 'overtimeHours', label: REPORT_COLUMNS.overtimeHours, kind: 'hours' },
  { key: 'payCents', label: REPORT_COLUMNS.payCents, kind: 'money' },
  { key: 'employmentCostCents', label: REPORT_COLUMNS.employmentCostCents, kind: 'money' },
  { key: 'billCents', label: REPORT_COLUMNS.billCents, kind: 'money' },
  { key: 'marginCents', label: REPORT_COLUMNS.marginCents, kind: 'money' },
  { key: 'marginPercent', label: REPORT_COLUMNS.marginPercent, kind: 'percent' },
  { key: 'spreadCents', label: REPORT_COLUMNS.spreadCents, kind: 'money' },
  { key: 'provisionalShifts', label: REPORT_COLUMNS.provisionalShifts, kind: 'number' },
];

const scopeOf = (req: { user: { id: string; role: string } }): ReportScope => ({ role: req.user.role, userId: req.user.id });

const exportRow = (r: Omit<ReportRow, 'id'>): ExportRow => ({
  ...r,
  paidHours: r.paidMinutes,
  overtimeHours: r.overtimeMinutes,
  marginPercent: r.marginBasisPoints,
});

/** Reports and the dashboards (hr, finance, its analytics alias, project): the handlers of `reportEndpoints`. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  routes(app, e, {
    report: (req) => buildReport(app.db, req.query, scopeOf(req)),
    shifts: (req) => reportShifts(app.db, req.query, scopeOf(req)),
    options: (req) => reportOptions(app.db, scopeOf(req)),
    workingHours: (req) => workingHoursReport(app.db, req.query, scopeOf(req)),
    export: async (req, reply) => {
      const r = await buildReport(app.db, req.query, scopeOf(req));
      const rows = r.rows.map(exportRow);
      // The cost on no shift (decision 019) as its own row, so the rows sum to the totals row.
      if (r.notOnShift.lines > 0)
        rows.push(exportRow({ ...withMargin({ ...emptyFigures(), employmentCostCents: r.notOnShift.employmentCostCents }), label: REPORT_COLUMNS.notOnShift, detail: null }));
      const totals = exportRow({ ...r.totals, label: 'Total', detail: null });
      const base = `${r.period === 'month' ? 'monthly' : 'weekly'}-report-by-${r.by}-${r.start}`;
      return sendExport(reply, req.query.format, base, EXPORT_COLUMNS, rows, totals);
    },
    workingHoursExport: async (req, reply) => {
      const { format, ...filters } = req.query;
      const grid = await workingHoursReport(app.db, { ...filters, page: 1, pageSize: EXPORT_MAX_ROWS }, scopeOf(req));
      const x = hoursExport(grid);
      // Dates as the one formatter writes them (DD/MM/YYYY) in the header.
      const columns = x.columns.map((c) => (/^\d{4}-\d{2}-\d{2}$/.test(c.label) ? { ...c, label: formatDate(c.label) } : c));
      return sendExport(reply, format, `working-hours-${filters.from}-${filters.to}`, columns, x.rows, x.totals);
    },
    hrDashboard: () => hrDashboard(app.db),
    financeDashboard: () => financeDashboard(app.db),
    analyticsDashboard: () => hrDashboard(app.db),
    projectDashboard: (req) => projectDashboard(app.db, req.user),
  });
  return Promise.resolve();
}
