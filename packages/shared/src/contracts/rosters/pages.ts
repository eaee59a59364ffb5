import { defineSectionPages } from '../common/section-pages.ts';
import { page } from '../common/page-path.ts';

/** The roster pages' paths: the only place they are written (contracts/common/page-path.ts). */
export const rosterPages = {
  list: page('/roster-management/list'),
  create: page('/roster-management/list/create-roster'),
  /** A roster's board. */
  record: page('/roster-management/list/:id'),
  attendance: page('/roster-management/list/:id/attendance'),
};

/** No audit words or links of its own yet (its record kinds keep the shared labels, decision 024). */
export const pages = defineSectionPages({});
