import { defineSectionPages } from '../../common/section-pages.ts';

/** The notes page's path: the only place it is written (contracts/common/section-pages.ts). */
export const notesPages = { notes: '/apps/notes' };

export const pages = defineSectionPages({
  audit: {
    note_image: { label: 'note image', labelKey: 'apps.notes.audit.note_image', link: () => notesPages.notes },
  },
});
