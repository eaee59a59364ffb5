import { defineSectionPages } from '../common/section-pages.ts';
import { page } from '../common/page-path.ts';

/** The pay run pages' paths: the only place they are written (contracts/common/page-path.ts). */
export const payRunPages = {
  /** HR's list of runs (prepare, submit). */
  hrList: page('/employee-management/hr-payment-report-list'),
  hrRecord: page('/employee-management/hr-payment-report-list/:id'),
  /** Finance's list of runs (approve, pay). */
  financeList: page('/finance-management/finance-report-list'),
  financeRecord: page('/finance-management/finance-report-list/:id'),
};

/** No audit words or links of its own yet (its record kinds keep the shared labels, decision 024). */
export const pages = defineSectionPages({});
