import { defineFeature } from '../../../lib/feature.ts';

/** The mailbox app's page (paths relative to the main layout). */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/apps/mailbox/endpoints').then((m) => m.mailboxEndpoints),
  pages: [{ path: 'apps/mailbox', lazy: () => import('./mailbox-page.tsx'), needs: (e) => [e.folders, e.mails] }],
});
