import { defineSectionPages } from '../common/section-pages.ts';
import { page } from '../common/page-path.ts';

/** The location pages' paths: the only place they are written (contracts/common/page-path.ts). */
export const locationPages = {
  list: page('/project-location-management/list'),
  create: page('/project-location-management/list/create-location'),
  record: page('/project-location-management/list/:id'),
};

export const pages = defineSectionPages({
  audit: {
    project_location: {
      label: 'location',
      labelKey: 'admin.audit.entityLabel.project_location',
      link: (id) => locationPages.record(id),
    },
  },
});
