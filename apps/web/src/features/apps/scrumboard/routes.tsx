import { defineFeature } from '../../../lib/feature.ts';

/** The scrumboard: the boards one is a member of, and one board. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/apps/scrumboard/endpoints').then((m) => m.scrumboardEndpoints),
  pages: [
    { path: 'apps/scrumboard', lazy: () => import('./boards-page.tsx'), needs: (e) => [e.boards] },
    { path: 'apps/scrumboard/:id', lazy: () => import('./board-page.tsx'), needs: (e) => [e.board] },
  ],
});
