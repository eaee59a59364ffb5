import type { CertificateFilter, ExpiryBucket } from '@wf/shared/domain/certificates/expiry';

export { EXPIRY_BUCKET_LABELS } from '@wf/shared/domain/certificates/expiry';

export const BUCKET_COLORS: Record<ExpiryBucket, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  expired: 'error',
  expiring_30: 'warning',
  expiring_60: 'warning',
  expiring_90: 'info',
  valid: 'success',
  no_expiry: 'default',
};

export const FILTER_LABELS: Record<CertificateFilter, string> = {
  all: 'All',
  expiring_30: 'Expiring in 30 days',
  expiring_60: 'Expiring in 60 days',
  expiring_90: 'Expiring in 90 days',
  expired: 'Expired',
  unverified: 'Unverified',
};

/** Short labels for the grid's expiry chips. */
export const BUCKET_SHORT: Record<ExpiryBucket, string> = {
  expired: 'Expired',
  expiring_30: '≤ 30 days',
  expiring_60: '≤ 60 days',
  expiring_90: '≤ 90 days',
  valid: 'Valid',
  no_expiry: 'No expiry',
};
