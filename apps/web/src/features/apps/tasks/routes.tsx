import { defineFeature } from '../../../lib/feature.ts';

/** The Tasks app's page (/apps/tasks, and /apps/tasks/<id> with one task open); every staff role. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/apps/tasks/endpoints').then((m) => m.taskEndpoints),
  pages: [
    { path: 'apps/tasks', lazy: () => import('./tasks-page.tsx'), needs: (e) => [e.all] },
    { path: 'apps/tasks/:id', lazy: () => import('./tasks-page.tsx'), needs: (e) => [e.all] },
  ],
});
