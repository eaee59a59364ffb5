import { defineFeature } from '../../lib/feature.ts';
import { reportPages } from '@wf/shared/contracts/reports/pages';

/**
 * Reports and dashboards (issue #28): the monthly and weekly reports (manager, finance, admin), hr's
 * and finance's dashboards (their landing pages), the project dashboard (manager, admin), the client
 * billing statements (finance, admin),
 * paths relative to the main layout.
 */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/reports/endpoints').then((m) => ({ ...m.reportEndpoints, statements: m.billingStatementEndpoints.list })),
  pages: [
    { path: reportPages.monthly.route, lazy: () => import('./report-page.tsx').then((m) => ({ Component: m.MonthlyReportPage })), needs: (e) => [e.report] },
    {
      path: reportPages.weekly.route,
      lazy: () => import('./report-page.tsx').then((m) => ({ Component: m.WeeklyReportPage })),
      needs: (e) => [e.report],
    },
    { path: reportPages.workingHours.route, lazy: () => import('./working-hours-page.tsx'), needs: (e) => [e.workingHours] },
    { path: reportPages.hrDashboard.route, lazy: () => import('./hr-dashboard-page.tsx'), needs: (e) => [e.hrDashboard] },
    {
      path: reportPages.billingStatements.route,
      lazy: () => import('./statements-page.tsx'),
      needs: (e) => [e.statements],
    },
    { path: reportPages.financeDashboard.route, lazy: () => import('./finance-dashboard-page.tsx'), needs: (e) => [e.financeDashboard] },
    // The template link (docs/product/template-apps.md#example-and-project-dashboard; contracts/reports/menu.ts): manager and admin.
    { path: reportPages.projectDashboard.route, lazy: () => import('./project-dashboard-page.tsx'), needs: (e) => [e.projectDashboard] },
  ],
});
