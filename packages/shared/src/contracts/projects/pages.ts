import { defineSectionPages } from '../common/section-pages.ts';

/** The project pages' paths: the only place they are written (contracts/common/section-pages.ts). */
export const projectPages = {
  list: '/project-management/list',
  record: (id: string) => `/project-management/list/${id}`,
  edit: (id: string) => `/project-management/list/${id}/edit`,
  /** The create page, for a client when given. */
  create: (clientId?: string) =>
    `/project-management/list/create-project${clientId ? `?clientId=${encodeURIComponent(clientId)}` : ''}`,
};

export const pages = defineSectionPages({
  audit: { project: { label: 'project', labelKey: 'admin.audit.entityLabel.project', link: projectPages.record } },
});
