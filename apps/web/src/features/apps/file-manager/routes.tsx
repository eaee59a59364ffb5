import { defineFeature } from '../../../lib/feature.ts';

/** The file manager (issue #34, item 4). */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/apps/file-manager/endpoints').then((m) => m.fileManagerEndpoints),
  pages: [{ path: 'apps/file-manager', lazy: () => import('./file-manager-page.tsx'), needs: (e) => [e.list] }],
});
