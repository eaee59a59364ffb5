import { defineSectionPages } from '../common/section-pages.ts';

/** The worker pages' paths: the only place they are written (contracts/common/section-pages.ts). */
export const workerPages = {
  record: (id: string) => `/part-timer-management/worker/${id}`,
};

export const pages = defineSectionPages({
  audit: { worker: { label: 'worker', labelKey: 'admin.audit.entityLabel.worker', link: workerPages.record } },
});
