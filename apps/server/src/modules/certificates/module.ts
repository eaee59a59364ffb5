import { seedDemoCertificates } from '../clients/index.ts';
import { workerCertificates } from '../../db/schema/index.ts';
import { defineModule } from '../module.ts';
import { certificateRoutes } from './certificate-routes.ts';
import { certificateExpiryJob } from './expiry-job.ts';

export const module = defineModule({
  name: 'certificates',
  routes: (app) => app.register(certificateRoutes),
  // Certificates attach to the demo workers.
  seed: { after: ['workers', 'clients'], run: async (d) => void (await seedDemoCertificates(d.db)) },
  jobs: (app) => [certificateExpiryJob(app.db)],
  storageKeys: [workerCertificates.fileStorageKey],
});
