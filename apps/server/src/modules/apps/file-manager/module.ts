import { fileManagerFiles } from '../../../db/schema/index.ts';
import { defineModule } from '../../module.ts';
import { fileManagerRoutes } from './file-manager-routes.ts';

/** The file manager (issue #34, item 4): the system's documents by kind and owner, and staff files. */
export const module = defineModule({
  name: 'file-manager',
  routes: (app) => app.register(fileManagerRoutes),
  storageKeys: [fileManagerFiles.storageKey],
});
