/** Pure helpers of the registration translations (nested dictionaries, dotted keys). */

export type Dictionary = { [key: string]: string | Dictionary };

/**
 * The string at a dotted key. A key present as a whole (e.g. 'pattern.phone' inside
 * 'validation') is found as well as the nested form, so message keys such as
 * 'validation.pattern.phone' work with either layout.
 */
export function lookup(dict: Dictionary | undefined, key: string): string | undefined {
  if (!dict) return undefined;
  if (typeof dict[key] === 'string') return dict[key];
  const parts = key.split('.');
  for (let i = 1; i < parts.length; i++) {
    const head = parts.slice(0, i).join('.');
    const next = dict[head];
    if (next && typeof next === 'object') {
      const found = lookup(next, parts.slice(i).join('.'));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Fills {name} placeholders; unknown ones are left as they are. */
export function interpolate(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** Every dotted key of a dictionary that holds a string (for completeness checks). */
export function flattenKeys(dict: Dictionary, prefix = ''): string[] {
  return Object.entries(dict).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : flattenKeys(v, `${prefix}${k}.`),
  );
}
