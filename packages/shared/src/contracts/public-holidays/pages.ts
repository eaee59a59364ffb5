import { defineSectionPages } from '../common/section-pages.ts';
import { page } from '../common/page-path.ts';

/** The public holiday pages' paths: the only place they are written (contracts/common/page-path.ts). */
export const publicHolidayPages = {
  list: page('/settings/public-holidays-management/list'),
};

/** No audit words or links of its own yet (its record kinds keep the shared labels, decision 024). */
export const pages = defineSectionPages({});
