import { defineSectionPages } from '../common/section-pages.ts';
import { page } from '../common/page-path.ts';

/** The worker pages' paths: the only place they are written (contracts/common/page-path.ts). */
export const workerPages = {
  pending: page('/part-timer-management/pending'),
  /** The active part-timers; `{ status }` for a chip. */
  active: page('/part-timer-management/list'),
  dischargePending: page('/part-timer-management/discharge-pending'),
  discharged: page('/part-timer-management/discharge-list'),
  dischargeHistory: page('/part-timer-management/discharge-history'),
  rejected: page('/part-timer-management/rejected'),
  record: page('/part-timer-management/worker/:id'),
  employees: page('/employee-management/list'),
  createEmployee: page('/employee-management/list/create-employee'),
  blacklist: page('/employee-management/blacklist'),
  financeList: page('/finance-management/part-timer-list'),
  financeRecord: page('/finance-management/part-timer-list/:id'),
};

export const pages = defineSectionPages({
  audit: { worker: { label: 'worker', labelKey: 'admin.audit.entityLabel.worker', link: (id) => workerPages.record(id) } },
});
