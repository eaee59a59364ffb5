import { defineSectionPages } from '../common/section-pages.ts';

/** The client pages' paths: the only place they are written (contracts/common/section-pages.ts). */
export const clientPages = {
  list: '/client-management/list',
  record: (id: string) => `/client-management/list/${id}`,
};

export const pages = defineSectionPages({
  audit: { client: { label: 'client', labelKey: 'admin.audit.entityLabel.client', link: clientPages.record } },
});
