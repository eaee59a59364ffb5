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

export type Vars = Record<string, string | number>;
/** The translate function every page uses: a dotted key, optional {placeholders}. */
export type TFunction = (key: string, vars?: Vars) => string;

/**
 * A translate function over dictionaries tried in order (the language's, then the fallback's).
 * With a numeric `count`, `key_one` / `key_other` (Intl plural categories of `lang`) are tried
 * before `key`. An unknown key comes back as itself, so a gap is visible, never blank.
 */
export function makeT(lang: string, dicts: ReadonlyArray<Dictionary | undefined>): TFunction {
  let plural: Intl.PluralRules | undefined;
  const find = (key: string): string | undefined => {
    for (const d of dicts) {
      const v = lookup(d, key);
      if (v !== undefined) return v;
    }
    return undefined;
  };
  return (key, vars) => {
    let text: string | undefined;
    if (typeof vars?.count === 'number') {
      plural ??= new Intl.PluralRules(lang);
      text = find(`${key}_${plural.select(vars.count)}`) ?? find(`${key}_other`);
    }
    text ??= find(key) ?? key;
    return vars ? interpolate(text, vars) : text;
  };
}
