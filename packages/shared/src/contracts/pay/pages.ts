import { defineSectionPages } from '../common/section-pages.ts';
import { page } from '../common/page-path.ts';

/** The shift payment adjustment pages' paths: the only place they are written (contracts/common/page-path.ts). */
export const adjustmentPages = {
  /** HR's adjustments (make and send). */
  hr: page('/employee-management/hr-shift-payment-adjustment'),
  /** Finance's adjustments (review). */
  finance: page('/finance-management/finance-shift-payment-adjustment'),
};

/** No audit words or links of its own yet (its record kinds keep the shared labels, decision 024). */
export const pages = defineSectionPages({});
