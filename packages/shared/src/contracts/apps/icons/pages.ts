import { defineSectionPages } from '../../common/section-pages.ts';

/** The icons page's path (the only place it is written); `?set=` picks the set. */
export const iconPages = { browse: '/apps/icons' };

export const pages = defineSectionPages({ audit: {} });
