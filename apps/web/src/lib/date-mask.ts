/**
 * Typing help for DD/MM/YYYY date fields (display only; the shared schema decides validity).
 * Phones show a numeric keypad without '/', so slashes are inserted while digits are typed.
 * Input the user types with their own separators ('5/3/2026', '2026-03-05') is left alone and
 * normalised on blur by the shared normalizeDateInput. The public form and the staff DateField
 * both type this way.
 */
export function maskDateInput(raw: string): string {
  if (raw === '' || /[^\d/]/.test(raw)) return raw;
  const parts = raw.split('/');
  // Slashes only where the mask puts them (after DD and after MM); otherwise the user typed them.
  if (parts.length > 3 || parts.slice(0, -1).some((p) => p.length !== 2)) return raw;
  const d = parts.join('').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}
