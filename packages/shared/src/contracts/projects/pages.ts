import { defineSectionPages } from '../common/section-pages.ts';
import { page } from '../common/page-path.ts';

/** The project pages' paths: the only place they are written (contracts/common/page-path.ts). */
export const projectPages = {
  /** The section's home (the root redirect's target): the list. */
  home: page('/project-management'),
  list: page('/project-management/list'),
  record: page('/project-management/list/:id'),
  edit: page('/project-management/list/:id/edit'),
  /** The create page; `{ clientId }` for a client's new project. */
  create: page('/project-management/list/create-project'),
};

export const pages = defineSectionPages({
  audit: { project: { label: 'project', labelKey: 'admin.audit.entityLabel.project', link: (id) => projectPages.record(id) } },
});
