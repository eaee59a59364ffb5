import { defineSectionPages } from '../../common/section-pages.ts';

/** The scrumboard's page paths: the only place they are written. */
export const scrumboardPages = {
  list: '/apps/scrumboard',
  board: (id: string) => `/apps/scrumboard/${id}`,
};

export const pages = defineSectionPages({});
