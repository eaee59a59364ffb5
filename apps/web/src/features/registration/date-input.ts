/** The public form and the staff date fields type dates the same way. */
export { maskDateInput } from '../../lib/date-mask.ts';

/** Human file size: 1.2 MB, 350 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
