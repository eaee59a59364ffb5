import { defineSectionPages } from '../common/section-pages.ts';

/** The location pages' paths: the only place they are written (contracts/common/section-pages.ts). */
export const locationPages = {
  list: '/project-location-management/list',
  record: (id: string) => `/project-location-management/list/${id}`,
};

export const pages = defineSectionPages({
  audit: {
    project_location: {
      label: 'location',
      labelKey: 'admin.audit.entityLabel.project_location',
      link: locationPages.record,
    },
  },
});
