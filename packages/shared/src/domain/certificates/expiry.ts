/** Certificate expiry rules (docs/product/life-cycles.md#certificates). Dates are ISO yyyy-mm-dd strings. */

export const EXPIRY_BUCKETS = ['expired', 'expiring_30', 'expiring_60', 'expiring_90', 'valid', 'no_expiry'] as const;
export type ExpiryBucket = (typeof EXPIRY_BUCKETS)[number];

export const EXPIRY_BUCKET_LABELS: Record<ExpiryBucket, string> = {
  expired: 'Expired',
  expiring_30: 'Expires within 30 days',
  expiring_60: 'Expires within 60 days',
  expiring_90: 'Expires within 90 days',
  valid: 'Valid',
  no_expiry: 'No expiry',
};

/** List filters of the certificate list. */
export const CERTIFICATE_FILTERS = [
  'all',
  'expiring_30',
  'expiring_60',
  'expiring_90',
  'expired',
  'unverified',
] as const;
export type CertificateFilter = (typeof CERTIFICATE_FILTERS)[number];

/** Notifications go out for certificates expiring within this many days. */
export const EXPIRY_NOTICE_DAYS = 30;

const DAY_MS = 86_400_000;

function toUtcMs(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar date in Singapore (UTC+8, no daylight saving) at this instant. */
export function singaporeToday(now: Date): string {
  return fromUtcMs(now.getTime() + 8 * 3_600_000);
}

export function addDays(iso: string, days: number): string {
  return fromUtcMs(toUtcMs(iso) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** Adds months; the day is clamped to the end of a shorter month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const total = y! * 12 + (m! - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = total % 12;
  const last = new Date(Date.UTC(ny, nm + 1, 0)).getUTCDate();
  return fromUtcMs(Date.UTC(ny, nm, Math.min(d!, last)));
}

/**
 * The expiry date a type's validity gives a certificate issued on `issueDate`: the day before the
 * same date `validityMonths` later. null when the type has no validity or there is no issue date.
 */
export function defaultExpiryDate(
  issueDate: string | null | undefined,
  validityMonths: number | null | undefined,
): string | null {
  if (!issueDate || !validityMonths) return null;
  return addDays(addMonths(issueDate, validityMonths), -1);
}

/**
 * Bucket of a certificate on `today`. A certificate is valid through its expiry date, so it is
 * expired from the next day. "Within 30 days" includes today + 30.
 */
export function expiryBucket(expiryDate: string | null | undefined, today: string): ExpiryBucket {
  if (!expiryDate) return 'no_expiry';
  const days = daysBetween(today, expiryDate);
  if (days < 0) return 'expired';
  if (days <= 30) return 'expiring_30';
  if (days <= 60) return 'expiring_60';
  if (days <= 90) return 'expiring_90';
  return 'valid';
}

/** A certificate counts on a date when it has not expired by then. */
export function isCertificateValidOn(expiryDate: string | null | undefined, date: string): boolean {
  return !expiryDate || expiryDate >= date;
}

/**
 * The expiry-date range a list filter selects (inclusive). "Expiring in 60 days" includes those
 * in 30: lists are cumulative, as a user reading "expiring within 60 days" expects.
 */
export function expiryFilterRange(filter: CertificateFilter, today: string): { from?: string; to?: string } | null {
  switch (filter) {
    case 'expired':
      return { to: addDays(today, -1) };
    case 'expiring_30':
      return { from: today, to: addDays(today, 30) };
    case 'expiring_60':
      return { from: today, to: addDays(today, 60) };
    case 'expiring_90':
      return { from: today, to: addDays(today, 90) };
    default:
      return null;
  }
}
