import { defineSectionPages } from '../common/section-pages.ts';
import { page } from '../common/page-path.ts';

/** The admin pages' paths: the only place they are written (contracts/common/page-path.ts). */
export const staffPages = {
  /** The staff accounts; `{ search: name }` searched for one name. */
  list: page('/admin-management/list'),
  create: page('/admin-management/list/create-management'),
  auditLog: page('/admin-management/audit-log'),
  dashboard: page('/admin-management/admin-dashboard'),
};

export const pages = defineSectionPages({
  audit: {
    user: {
      label: 'staff user',
      labelKey: 'admin.audit.entityLabel.user',
      link: (_id, name) => (name ? staffPages.list({ search: name }) : null),
    },
  },
});
