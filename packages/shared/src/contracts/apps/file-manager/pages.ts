import { defineSectionPages } from '../../common/section-pages.ts';

/** The file manager's page paths: the only place they are written. */
export const fileManagerPages = {
  home: '/apps/file-manager',
  /** A folder (a staff folder's id or a virtual folder's, e.g. `payslips/<workerId>`). */
  folder: (id: string) => `/apps/file-manager?folder=${encodeURIComponent(id)}`,
};

export const pages = defineSectionPages({
  audit: {
    file_manager_file: { label: 'shared file', labelKey: 'apps.file-manager.audit.file' },
    file_manager_folder: { label: 'shared folder', labelKey: 'apps.file-manager.audit.folder' },
  },
});
