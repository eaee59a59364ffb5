import { defineFeature } from '../../../lib/feature.ts';

/** The contacts app: the address book, and one contact open beside it. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/apps/contacts/endpoints').then((m) => m.contactEndpoints),
  pages: [
    { path: 'apps/contacts', lazy: () => import('./contacts-page.tsx'), needs: (e) => [e.all] },
    { path: 'apps/contacts/:id', lazy: () => import('./contacts-page.tsx'), needs: (e) => [e.all, e.get] },
  ],
});
