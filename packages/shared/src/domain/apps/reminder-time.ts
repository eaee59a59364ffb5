/** Singapore is UTC+8 all year (no daylight saving). */
const SG_OFFSET_MS = 8 * 3_600_000;

/** An instant as the value of a datetime-local field in Singapore time ("2027-01-31T23:59"), '' for none. */
export function sgLocalInput(iso: string | null): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + SG_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Singapore time -> the instant (ISO), null for none or a bad value. */
export function fromSgLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00+08:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
