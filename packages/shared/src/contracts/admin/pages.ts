import { defineSectionPages } from '../common/section-pages.ts';

/** The staff account pages' paths: the only place they are written (contracts/common/section-pages.ts). */
export const staffPages = {
  list: '/admin-management/list',
  /** The staff list searched for one name. */
  search: (name: string) => `/admin-management/list?search=${encodeURIComponent(name)}`,
};

export const pages = defineSectionPages({
  audit: {
    user: {
      label: 'staff user',
      labelKey: 'admin.audit.entityLabel.user',
      link: (_id, name) => (name ? staffPages.search(name) : null),
    },
  },
});
