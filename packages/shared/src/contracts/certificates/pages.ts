import { defineSectionPages } from '../common/section-pages.ts';

/** The certificate pages' paths: the only place they are written (contracts/common/section-pages.ts). */
export const certificatePages = {
  list: '/certificate-management/list',
  types: '/certificate-management/list?tab=types',
  edit: (id: string) => `/certificate-management/list/${id}/edit`,
};

export const pages = defineSectionPages({
  audit: {
    worker_certificate: {
      label: 'certificate',
      labelKey: 'admin.audit.entityLabel.worker_certificate',
      link: certificatePages.edit,
    },
    certificate_type: {
      label: 'certificate type',
      labelKey: 'admin.audit.entityLabel.certificate_type',
      link: () => certificatePages.types,
    },
  },
});
