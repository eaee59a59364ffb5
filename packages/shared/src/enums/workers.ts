/** The enumerations of workers, their files and certificates (docs/product/life-cycles.md#workers). */
import { defineEnum, type EnumValue } from './define-enum.ts';

/** A registration is a worker in status pending; the transitions are domain/workers/status-machine.ts. */
export const WORKER_STATUS = defineEnum(
  'worker_status',
  ['pending', 'active', 'rejected', 'discharge_pending', 'discharged', 'rejoin_pending', 'blacklisted'],
  {
    labels: {
      pending: 'Pending',
      active: 'Active',
      rejected: 'Rejected',
      discharge_pending: 'Discharge pending',
      discharged: 'Discharged',
      rejoin_pending: 'Rejoin pending',
      blacklisted: 'Blacklisted',
    },
    keys: 'workers.status',
    colours: {
      pending: 'info',
      active: 'success',
      rejected: 'default',
      discharge_pending: 'warning',
      discharged: 'default',
      rejoin_pending: 'warning',
      blacklisted: 'error',
    },
  },
);
export type WorkerStatus = EnumValue<typeof WORKER_STATUS>;

/** How a worker record started: the public registration form, or created by staff. */
export const WORKER_SOURCE = defineEnum('worker_source', ['registration', 'staff'], {
  labels: { registration: 'Registration form', staff: 'Created by staff' },
  keys: 'workers.source',
});
export type WorkerSource = EnumValue<typeof WORKER_SOURCE>;

/** The files a worker record holds (registration uploads, the signed contract, parental consent...). */
export const WORKER_FILE_KIND = defineEnum('worker_file_kind', ['certificate', 'signature', 'contract', 'consent', 'other'], {
  labels: {
    certificate: 'Food safety certificate',
    signature: 'Signature',
    contract: 'Contract',
    consent: 'Parental consent',
    other: 'Document',
  },
  keys: 'workers.fileKinds',
});
export type WorkerFileKind = EnumValue<typeof WORKER_FILE_KIND>;

/** Who recorded a worker's certificate. */
export const CERTIFICATE_SOURCE = defineEnum('certificate_source', ['staff', 'registration'], {
  labels: { staff: 'Added by staff', registration: 'Uploaded at registration' },
  keys: 'certificates.source',
});
export type CertificateSource = EnumValue<typeof CERTIFICATE_SOURCE>;
