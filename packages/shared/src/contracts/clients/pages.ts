import { defineSectionPages } from '../common/section-pages.ts';
import { page } from '../common/page-path.ts';

/** The client pages' paths: the only place they are written (contracts/common/page-path.ts). */
export const clientPages = {
  list: page('/client-management/list'),
  create: page('/client-management/list/create-client'),
  record: page('/client-management/list/:id'),
  edit: page('/client-management/list/:id/edit'),
};

export const pages = defineSectionPages({
  audit: { client: { label: 'client', labelKey: 'admin.audit.entityLabel.client', link: (id) => clientPages.record(id) } },
});
