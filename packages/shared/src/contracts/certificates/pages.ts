import { defineSectionPages } from '../common/section-pages.ts';
import { page } from '../common/page-path.ts';

/** The certificate pages' paths: the only place they are written (contracts/common/page-path.ts). */
export const certificatePages = {
  /** The list; `{ tab: 'types' }` for the certificate types, `{ filter }` for a chip. */
  list: page('/certificate-management/list'),
  create: page('/certificate-management/list/create-certificate'),
  edit: page('/certificate-management/list/:id/edit'),
};

export const pages = defineSectionPages({
  audit: {
    worker_certificate: {
      label: 'certificate',
      labelKey: 'admin.audit.entityLabel.worker_certificate',
      link: (id) => certificatePages.edit(id),
    },
    certificate_type: {
      label: 'certificate type',
      labelKey: 'admin.audit.entityLabel.certificate_type',
      link: () => certificatePages.list({ tab: 'types' }),
    },
  },
});
