import { defineSectionPages } from '../../common/section-pages.ts';

/** The Tasks app's page paths: the only place they are written (contracts/common/section-pages.ts). */
export const taskPages = {
  list: '/apps/tasks',
  /** The list with one task open in the editor. */
  task: (id: string) => `/apps/tasks/${id}`,
};

export const pages = defineSectionPages({});
