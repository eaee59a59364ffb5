import { defineSectionPages } from '../../common/section-pages.ts';

/** The contacts app's page paths: the only place they are written. */
export const contactPages = {
  list: '/apps/contacts',
  record: (id: string) => `/apps/contacts/${id}`,
};

export const pages = defineSectionPages({ audit: {} });
