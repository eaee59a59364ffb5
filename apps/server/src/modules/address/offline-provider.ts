import {
  ADDRESS_COUNTRY_NAMES,
  sgPostalSector,
  type AddressCountryCode,
  type AddressResult,
  type AddressSearchQuery,
} from '@wf/shared/contracts/address/address';
import { cleanText, MAX_RESULTS, titleCase, type AddressProvider } from './address-provider.ts';
import { MY_RANGES, MY_TOWN_ALIASES, SG_SECTORS, type MyRange, type SgSector } from './offline-data.ts';

/**
 * The default provider: no network. Understands
 * - a Singapore postal code (6 digits, through its postal sector to an area and its centre),
 * - a Malaysian postcode (5 digits, through its range to a town and state),
 * - either inside free text ("10 Anson Road 079903": the text is kept as the street part),
 * - a known area or town name ("Tampines", "Petaling Jaya"): a result without a postal code.
 * Every result is approximate: the coordinates are an area's centre.
 */
export function offlineProvider(): AddressProvider {
  return {
    name: 'offline',
    async search(query) {
      return offlineSearch(query);
    },
  };
}

export function offlineSearch({ q, country }: AddressSearchQuery): AddressResult[] {
  const text = cleanText(q);
  const results: AddressResult[] = [];
  if (country !== 'MY') {
    for (const code of codesIn(text, 6)) {
      const key = sgPostalSector(code);
      if (!key) continue;
      const sector = SG_SECTORS[key]!;
      results.push(sgAddress(sector.names[0]!, sector, streetPart(text, code, []), `offline:SG:${code}`, code));
    }
  }
  if (country !== 'SG') {
    for (const code of codesIn(text, 5)) {
      const range = lookupMyPostcode(code);
      if (range)
        results.push(myAddress(range, streetPart(text, code, [range.town, range.state]), `offline:MY:${code}`, code));
    }
  }
  if (results.length > 0) return dedupe(results).slice(0, MAX_RESULTS);
  return areaMatches(text, country);
}

/** The narrowest range containing a Malaysian postcode, or null. */
export function lookupMyPostcode(code: string): MyRange | null {
  if (!/^\d{5}$/.test(code)) return null;
  const n = Number(code);
  let best: MyRange | null = null;
  for (const r of MY_RANGES) {
    if (n >= r.from && n <= r.to && (!best || r.to - r.from < best.to - best.from)) best = r;
  }
  return best;
}

/** Runs of exactly `len` digits (not part of a longer number). */
function codesIn(text: string, len: number): string[] {
  const re = new RegExp(`(?<!\\d)(\\d{${len}})(?!\\d)`, 'g');
  return [...new Set([...text.matchAll(re)].map((m) => m[1]!))];
}

type StreetPart = { display: string; streetNumber: string | null; street: string | null } | null;

const COUNTRY_WORDS = ['singapore', 'malaysia', 'sg', 'my', 'republic of singapore'];
const ROAD_WORDS =
  /\b(road|rd|street|st|avenue|ave|drive|dr|crescent|cres|lane|ln|way|walk|close|link|place|pl|boulevard|blvd|terrace|quay|central|jalan|jln|lorong|lor|persiaran|lebuh|lebuhraya|taman)\b/i;
const UNIT = /#\s?\d{1,3}\s?-\s?\d{1,5}[a-z]?/gi;

/**
 * What the person typed besides the postal code, as the street part of the address: the code
 * (with an 'S' or 'Singapore' before it) is removed, and so are the country and `trailingNames`
 * (a resolved town/state) at the end of a comma-separated part, and parts equal to `exactNames`.
 */
export function streetPart(
  text: string,
  code: string | null,
  trailingNames: ReadonlyArray<string | null>,
  exactNames: ReadonlyArray<string | null> = [],
): StreetPart {
  let t = text;
  if (code) t = t.replace(new RegExp(`(?:\\bsingapore\\s*|\\bS\\s*)?\\(?${code}\\)?`, 'i'), ' ');
  const lower = (names: ReadonlyArray<string | null>) =>
    names.filter((n): n is string => !!n).map((n) => n.toLowerCase());
  const trailing = [...COUNTRY_WORDS, ...lower(trailingNames)];
  const drop = new Set([...trailing, ...lower(exactNames)]);
  const dropList = [...trailing].sort((a, b) => b.length - a.length);
  const segments = t
    .split(',')
    .map((s) => stripTrailing(cleanText(s), dropList))
    .filter((s) => s !== '' && !drop.has(s.toLowerCase()));
  if (segments.length === 0) return null;
  let display = segments.join(', ');
  if (display === display.toLowerCase() || display === display.toUpperCase()) display = titleCase(display);
  const first = segments.map((s) => cleanText(s.replace(UNIT, ' '))).find((s) => s !== '');
  if (!first) return { display, streetNumber: null, street: null };
  const cased = first === first.toLowerCase() || first === first.toUpperCase() ? titleCase(first) : first;
  const m = /^(?:(?:blk|block|no\.?|lot)\s*)?(\d{1,5}[a-z]?)\b[\s,]*(.*)$/i.exec(cased);
  if (m && m[2]) return { display, streetNumber: m[1]!.toUpperCase(), street: m[2] };
  return { display, streetNumber: null, street: ROAD_WORDS.test(cased) ? cased : null };
}

/** "12 Jalan Ampang Kuala Lumpur" -> "12 Jalan Ampang" when Kuala Lumpur is a name to drop. */
function stripTrailing(segment: string, names: readonly string[]): string {
  let s = segment;
  for (let changed = true; changed;) {
    changed = false;
    for (const n of names) {
      if (s.length > n.length && s.toLowerCase().endsWith(` ${n}`)) {
        s = s.slice(0, s.length - n.length).trim();
        changed = true;
      }
    }
  }
  return s;
}

/**
 * A Singapore result: the typed street or else `label`, then "Singapore" and the postal code when
 * there is one (a postal-code match) or none (an area-name match).
 */
function sgAddress(
  label: string,
  sector: SgSector,
  part: StreetPart,
  placeId: string,
  postalCode: string | null,
): AddressResult {
  return {
    formatted_address: `${part?.display ?? label}, Singapore${postalCode === null ? '' : ` ${postalCode}`}`,
    location_lat: sector.lat,
    location_lng: sector.lng,
    street_number: part?.streetNumber ?? null,
    street: part?.street ?? null,
    city: 'Singapore',
    state: null,
    country: ADDRESS_COUNTRY_NAMES.SG,
    country_code: 'SG',
    place_id: placeId,
    postal_code: postalCode,
    approximate: true,
    provider: 'offline',
  };
}

function myPlace(range: MyRange): string {
  if (!range.town) return range.state;
  return range.town === range.state ? range.town : `${range.town}, ${range.state}`;
}

/** A Malaysian result: the typed street when there is one, the postal code when known, the place. */
function myAddress(range: MyRange, part: StreetPart, placeId: string, postalCode: string | null): AddressResult {
  const place = `${postalCode === null ? '' : `${postalCode} `}${myPlace(range)}, Malaysia`;
  return {
    formatted_address: part ? `${part.display}, ${place}` : place,
    location_lat: range.lat,
    location_lng: range.lng,
    street_number: part?.streetNumber ?? null,
    street: part?.street ?? null,
    city: range.town,
    state: range.state,
    country: ADDRESS_COUNTRY_NAMES.MY,
    country_code: 'MY',
    place_id: placeId,
    postal_code: postalCode,
    approximate: true,
    provider: 'offline',
  };
}

// ---------------------------------------------------------------------------------------------
// Area and town names

type AreaEntry = { key: string; country: AddressCountryCode; name: string; id: string } & (
  { country: 'SG'; sector: SgSector } | { country: 'MY'; range: MyRange }
);

const normalize = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const AREAS: readonly AreaEntry[] = buildAreas();

function buildAreas(): AreaEntry[] {
  const out: AreaEntry[] = [];
  const seen = new Set<string>();
  const add = (e: AreaEntry) => {
    const k = `${e.country}:${e.key}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push(e);
  };
  for (const [sector, s] of Object.entries(SG_SECTORS)) {
    for (const name of s.names) {
      const key = normalize(name);
      add({ key, country: 'SG', name, id: `offline:SG:area:${sector}`, sector: s });
    }
  }
  const byTown = new Map<string, MyRange>();
  for (const r of MY_RANGES) if (r.town && !byTown.has(r.town)) byTown.set(r.town, r);
  for (const [town, range] of byTown) {
    const key = normalize(town);
    add({ key, country: 'MY', name: town, id: `offline:MY:area:${range.from}`, range });
  }
  // States last: a state name alone gives a result without a town ("Johor").
  const byState = new Map<string, MyRange>();
  for (const r of MY_RANGES)
    if (!byState.has(r.state) || (!r.town && byState.get(r.state)!.town)) byState.set(r.state, r);
  for (const [state, range] of byState) {
    const key = normalize(state);
    add({
      key,
      country: 'MY',
      name: state,
      id: `offline:MY:state:${key.replace(/ /g, '-')}`,
      range: { ...range, town: range.town === state ? state : null },
    });
  }
  for (const [alias, town] of Object.entries(MY_TOWN_ALIASES)) {
    const range = byTown.get(town);
    if (range) add({ key: alias, country: 'MY', name: town, id: `offline:MY:area:${range.from}`, range });
  }
  return out;
}

/**
 * How well an area name matches the query: the whole name appears in the query (a strong match:
 * "Blk 123 Tampines St 11" -> Tampines), or the end of the query starts the name or one of its
 * words (typing in progress: "tamp" -> Tampines, "10 anson ro" -> Anson Road, "jurong" ->
 * Jurong East). 0 for no match; longer matches score higher.
 */
/** Words that alone say nothing about which area is meant ("road" must not find Beach Road). */
const GENERIC_WORDS = new Set(
  'road rd street st avenue ave drive dr lane way walk close park garden gardens village hill hills estate centre center island industrial east west north south central new town jaya bay quay place'.split(
    ' ',
  ),
);

export function areaScore(queryTokens: readonly string[], name: string): number {
  const q = ` ${queryTokens.join(' ')} `;
  if (q.includes(` ${name} `)) return 100 + name.length;
  for (let k = queryTokens.length; k >= 1; k--) {
    const tail = queryTokens.slice(-k).join(' ');
    if (tail.length < 3) continue;
    if (
      name.startsWith(tail) ||
      (!GENERIC_WORDS.has(queryTokens[queryTokens.length - k]!) && name.includes(` ${tail}`))
    ) {
      return 50 + tail.length;
    }
  }
  return 0;
}

function areaMatches(text: string, country: AddressCountryCode | undefined): AddressResult[] {
  const tokens = normalize(text).split(' ').filter(Boolean);
  if (tokens.length === 0) return [];
  const scored = AREAS.filter((a) => !country || a.country === country)
    .map((a) => ({ a, score: areaScore(tokens, a.key) }))
    .filter((x) => x.score > 0)
    .sort((x, y) => y.score - x.score);
  const results: AddressResult[] = [];
  const seen = new Set<string>();
  for (const { a } of scored) {
    if (seen.has(a.id)) continue;
    seen.add(a.id);
    // Keep a typed street ("10 Anson Road") but not a bare area name ("Tampines").
    const part =
      a.country === 'SG' ? streetPart(text, null, [], [a.name]) : streetPart(text, null, [a.name, a.range.state]);
    const street = part && (part.streetNumber || part.street) ? part : null;
    const result =
      a.country === 'SG' ? sgAddress(a.name, a.sector, street, a.id, null) : myAddress(a.range, street, a.id, null);
    if (seen.has(result.formatted_address)) continue;
    seen.add(result.formatted_address);
    results.push(result);
    if (results.length >= MAX_RESULTS) break;
  }
  return results;
}

function dedupe(results: AddressResult[]): AddressResult[] {
  const seen = new Set<string>();
  return results.filter((r) => {
    const k = `${r.country_code}:${r.postal_code}:${r.formatted_address}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
