import { defineSectionPages } from '../../common/section-pages.ts';

/** The help center's page paths: the only place they are written. */
export const helpCenterPages = {
  home: '/apps/help-center',
  category: (slug: string) => `/apps/help-center/guides/${slug}`,
  guide: (categorySlug: string, guideSlug: string) => `/apps/help-center/guides/${categorySlug}/${guideSlug}`,
  edit: '/apps/help-center/edit',
};

export const pages = defineSectionPages({
  audit: {
    help_faq: { label: 'help FAQ', labelKey: 'apps.help-center.audit.faq' },
    help_guide: { label: 'help guide', labelKey: 'apps.help-center.audit.guide' },
  },
});
