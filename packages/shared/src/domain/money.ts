/** Money is kept as integer cents (SGD). These are the only conversions. */

const amount = new Intl.NumberFormat('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 -> "S$1,234.56", -450 -> "-S$4.50"; null/undefined -> "" (the S$ prefix whatever the locale). */
export function formatSgd(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const text = `S$${amount.format(Math.abs(cents) / 100)}`;
  return cents < 0 ? `-${text}` : text;
}

/** "1,234.5" or "S$12" -> cents; null when not a valid non-negative amount with at most 2 decimals. */
export function parseSgdToCents(input: string): number | null {
  const s = input.trim().replace(/^S?\$/i, '').replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** cents -> "1234.56" for an input field; null -> "" */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const neg = cents < 0;
  const abs = Math.abs(cents);
  return `${neg ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
