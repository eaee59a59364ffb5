/**
 * One definition per enumeration (decision 039): its values, its English labels (what the exports
 * write), the catalogue group its page labels live under (`<group>.<value>` in en, zh and tr) and,
 * where a page shows it as a chip, each value's chip colour. Everything else reads it: the zod
 * schemas (`z.enum(X.values)`), the Drizzle column and its CHECK constraint (server db/enum-column.ts),
 * the list chips' counts (`enumCounts` in contracts/common/list-query.ts, the server's statusCounts),
 * the exports (`X.label(code)`) and the web's chips (lib/enum-chip.tsx).
 *
 * No zod here: a definition is plain data, so pages that do not load zod can import it.
 * Every definition is registered in enums/index.ts; enum-definitions tests check each one's labels
 * in the three catalogues and its CHECK constraint in the migrated database.
 */

/** The colours of an MUI Chip (the web maps a value to one of them, nothing else). */
export type ChipColour = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

export interface EnumDefinition<V extends string = string> {
  /** The enumeration's name in the database's words, e.g. `pay_run_status`. */
  readonly name: string;
  readonly values: readonly [V, ...V[]];
  /** English words of each value: the exports and audit texts (made on the server) write these. */
  readonly labels: Readonly<Record<V, string>>;
  /** The catalogue group of the page labels (`pay-runs.status`): `<keys>.<value>` in en, zh and tr. */
  readonly keys: string;
  /** The chip colour of each value, where a page shows the value as a chip. */
  readonly colours: Readonly<Record<V, ChipColour>> | undefined;
  /** The catalogue key of a value's page label (a method: a definition is also an EnumDefinition<string>). */
  key(value: V): string;
  /** A stored code in English words; an unknown (old) code as words, an empty value as ''. */
  readonly label: (code: string | null | undefined) => string;
  /** Is this one of the values? */
  readonly has: (value: unknown) => value is V;
}

/** The values of a definition, as a type: `type PayRunStatus = EnumValue<typeof PAY_RUN_STATUS>`. */
export type EnumValue<D> = D extends EnumDefinition<infer V> ? V : never;

/** A code as words: underscores, dots and camel case split, first letter capital ("requestDischarge" -> "Request discharge"). */
export function codeWords(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

/**
 * Define an enumeration once. The labels (and colours) are keyed by value, so TypeScript refuses a
 * value without its English label; the catalogue keys are checked by the web's enum test.
 */
export function defineEnum<const V extends string>(
  name: string,
  values: readonly [V, ...V[]],
  opts: { labels: Record<V, string>; keys: string; colours?: Record<V, ChipColour> },
): EnumDefinition<V> {
  const set = new Set<string>(values);
  if (set.size !== values.length) throw new Error(`enumeration ${name}: a value is listed twice`);
  const labels = Object.freeze({ ...opts.labels });
  return Object.freeze({
    name,
    values: Object.freeze([...values]) as unknown as readonly [V, ...V[]],
    labels,
    keys: opts.keys,
    colours: opts.colours ? Object.freeze({ ...opts.colours }) : undefined,
    key: (value: V) => `${opts.keys}.${value}`,
    label: (code: string | null | undefined) =>
      code === null || code === undefined || code === ''
        ? ''
        : set.has(code)
          ? labels[code as V]
          : codeWords(code),
    has: (value: unknown): value is V => typeof value === 'string' && set.has(value),
  });
}
