import { workerFiles, workers } from '../../db/schema/index.ts';
import { defineModule, recordName } from '../module.ts';
import { seedDemoWorkers } from './demo-workers.ts';
import { workerRoutes } from './worker-routes.ts';
import { workerSearch } from './search.ts';

export const module = defineModule({
  name: 'workers',
  routes: (app) => app.register(workerRoutes),
  seed: { after: ['shell'], run: async (d) => void (await d.db.transaction((tx) => seedDemoWorkers(tx))) },
  search: workerSearch,
  storageKeys: [workerFiles.storageKey],
  auditNames: { worker: recordName(workers.id, workers.name) },
});
