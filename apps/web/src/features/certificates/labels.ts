import type { CertificateFilter, ExpiryBucket } from '@wf/shared/domain/certificates/expiry';


export const BUCKET_COLORS: Record<ExpiryBucket, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  expired: 'error',
  expiring_30: 'warning',
  expiring_60: 'warning',
  expiring_90: 'info',
  valid: 'success',
  no_expiry: 'default',
};

/** The catalogue keys of the expiry filters (certificates.filter.*). */
export const FILTER_KEYS: Record<CertificateFilter, string> = {
  all: 'certificates.filter.all',
  expiring_30: 'certificates.filter.expiring_30',
  expiring_60: 'certificates.filter.expiring_60',
  expiring_90: 'certificates.filter.expiring_90',
  expired: 'certificates.filter.expired',
  unverified: 'certificates.filter.unverified',
};

/** The empty list's title under a filter other than "all". */
export const NOTHING_KEYS: Record<Exclude<CertificateFilter, 'all'>, string> = {
  expiring_30: 'certificates.nothing.expiring_30',
  expiring_60: 'certificates.nothing.expiring_60',
  expiring_90: 'certificates.nothing.expiring_90',
  expired: 'certificates.nothing.expired',
  unverified: 'certificates.nothing.unverified',
};

/** Short labels for the grid's expiry chips. */
export const BUCKET_SHORT_KEYS: Record<ExpiryBucket, string> = {
  expired: 'certificates.bucket.expired',
  expiring_30: 'certificates.bucket.expiring_30',
  expiring_60: 'certificates.bucket.expiring_60',
  expiring_90: 'certificates.bucket.expiring_90',
  valid: 'certificates.bucket.valid',
  no_expiry: 'certificates.bucket.no_expiry',
};

/** The chips' titles (the shared EXPIRY_BUCKET_LABELS, translated). */
export const BUCKET_LABEL_KEYS: Record<ExpiryBucket, string> = {
  expired: 'certificates.bucketLong.expired',
  expiring_30: 'certificates.bucketLong.expiring_30',
  expiring_60: 'certificates.bucketLong.expiring_60',
  expiring_90: 'certificates.bucketLong.expiring_90',
  valid: 'certificates.bucketLong.valid',
  no_expiry: 'certificates.bucketLong.no_expiry',
};
