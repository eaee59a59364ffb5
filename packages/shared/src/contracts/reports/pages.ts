import { defineSectionPages } from '../common/section-pages.ts';
import { page } from '../common/page-path.ts';

/** The report and dashboard pages' paths: the only place they are written (contracts/common/page-path.ts). */
export const reportPages = {
  monthly: page('/report-management/report-list'),
  weekly: page('/report-management/weekly-report-list'),
  workingHours: page('/report-management/working-hours-report'),
  hrDashboard: page('/employee-management/hr-dashboard'),
  financeDashboard: page('/finance-management/finance-dashboard'),
  /** The project dashboard (issue #33; the template's link, docs/product/sections.md#dashboards). */
  projectDashboard: page('/dashboards/project'),
  billingStatements: page('/finance-management/billing-statements'),
};

/** No audit words or links of its own yet (its record kinds keep the shared labels, decision 024). */
export const pages = defineSectionPages({});
