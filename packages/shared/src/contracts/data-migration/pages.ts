import { defineSectionPages } from '../common/section-pages.ts';
import { page } from '../common/page-path.ts';

/** The data migration pages' paths: the only place they are written (contracts/common/page-path.ts). */
export const dataMigrationPages = {
  rosterMigration: page('/data-migration/roster-migration'),
};

/** No audit words or links of its own yet (its record kinds keep the shared labels, decision 024). */
export const pages = defineSectionPages({});
