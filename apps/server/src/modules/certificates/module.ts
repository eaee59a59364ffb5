import { seedDemoCertificates } from '../clients/index.ts';
import { sql } from 'drizzle-orm';
import { certificateTypes, workerCertificates, workers } from '../../db/schema/index.ts';
import { defineModule, recordName } from '../module.ts';
import { certificateRoutes } from './certificate-routes.ts';
import { certificateExpiryJob } from './expiry-job.ts';

export const module = defineModule({
  name: 'certificates',
  routes: (app) => app.register(certificateRoutes),
  // Certificates attach to the demo workers.
  seed: { after: ['workers', 'clients'], run: async (d) => void (await seedDemoCertificates(d.db)) },
  jobs: (app) => [certificateExpiryJob(app.db)],
  storageKeys: [workerCertificates.fileStorageKey],
  auditNames: {
    certificate_type: recordName(certificateTypes.id, certificateTypes.name),
    // "First aid (Tan Mei Ling)": the certificate's type and its worker.
    worker_certificate: (entityId) =>
      sql`(select ${certificateTypes.name} || ' (' || ${workers.name} || ')' from ${workerCertificates}
        join ${certificateTypes} on ${certificateTypes.id} = ${workerCertificates.typeId}
        join ${workers} on ${workers.id} = ${workerCertificates.workerId} where ${workerCertificates.id}::text = ${entityId})`,
  },
});
