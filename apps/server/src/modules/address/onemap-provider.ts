import { ADDRESS_COUNTRY_NAMES, isValidSgPostalCode, type AddressResult } from '@wf/shared/contracts/address/address';
import {
  AddressProviderError,
  fetchJson,
  MAX_RESULTS,
  present,
  titleCase,
  type AddressProvider,
  type FetchLike,
} from './address-provider.ts';

export const ONEMAP_SEARCH_URL = 'https://www.onemap.gov.sg/api/common/elastic/search';

/** One hit of OneMap's search with getAddrDetails=Y and returnGeom=Y (all values are strings). */
export type OneMapHit = {
  SEARCHVAL?: string;
  BLK_NO?: string;
  ROAD_NAME?: string;
  BUILDING?: string;
  ADDRESS?: string;
  POSTAL?: string;
  X?: string;
  Y?: string;
  LATITUDE?: string;
  LONGITUDE?: string;
  /** the older spelling, still sent alongside LONGITUDE for a while */
  LONGTITUDE?: string;
};
export type OneMapSearchResponse = {
  found?: number;
  totalNumPages?: number;
  pageNum?: number;
  results?: OneMapHit[];
  error?: string;
};

export type OneMapOptions = {
  /** Optional access token (Authorization header) for accounts that need one. */
  token?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  url?: string;
};

/**
 * Singapore Land Authority's OneMap search. Singapore only: for a Malaysian-only query it answers
 * nothing (the service combines it with the offline provider for Malaysia).
 */
export function oneMapProvider(opts: OneMapOptions = {}): AddressProvider {
  const fetchImpl = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 5000;
  const base = opts.url ?? ONEMAP_SEARCH_URL;
  return {
    name: 'onemap',
    async search({ q, country }, signal) {
      if (country === 'MY') return [];
      const url = `${base}?${new URLSearchParams({ searchVal: q, returnGeom: 'Y', getAddrDetails: 'Y', pageNum: '1' }).toString()}`;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (opts.token) headers.authorization = opts.token;
      const body = (await fetchJson('onemap', fetchImpl, url, { headers }, timeoutMs, signal)) as OneMapSearchResponse;
      if (!body || typeof body !== 'object' || !Array.isArray(body.results)) {
        throw new AddressProviderError(
          'onemap',
          body && typeof body.error === 'string' ? 'answered an error' : 'answered an unexpected body',
        );
      }
      return mapOneMapResults(body.results);
    },
  };
}

/** OneMap hits to our results: one per address, those with a postal code first. */
export function mapOneMapResults(hits: readonly OneMapHit[]): AddressResult[] {
  const out: AddressResult[] = [];
  const seen = new Set<string>();
  for (const hit of hits) {
    const r = mapOneMapHit(hit);
    if (!r) continue;
    const key = `${r.postal_code}|${r.formatted_address}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(r);
  }
  out.sort((a, b) => Number(b.postal_code !== null) - Number(a.postal_code !== null));
  return out.slice(0, MAX_RESULTS);
}

export function mapOneMapHit(hit: OneMapHit): AddressResult | null {
  const lat = Number(hit.LATITUDE);
  const lng = Number(hit.LONGITUDE ?? hit.LONGTITUDE);
  // Singapore lies within about 1.1..1.5 N, 103.5..104.1 E.
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat < 1 || lat > 1.6 || lng < 103.5 || lng > 104.2) return null;
  const blk = present(hit.BLK_NO);
  const road = present(hit.ROAD_NAME);
  const building = present(hit.BUILDING);
  const rawPostal = present(hit.POSTAL);
  const postal = rawPostal && isValidSgPostalCode(rawPostal) ? rawPostal : null;
  const street = road ? titleCase(road) : null;
  const line1 = [blk, street].filter(Boolean).join(' ');
  const parts = [line1, building ? titleCase(building) : null].filter((p): p is string => !!p);
  if (parts.length === 0) {
    const search = present(hit.SEARCHVAL);
    if (!search) return null;
    parts.push(titleCase(search));
  }
  return {
    formatted_address: `${parts.join(', ')}, Singapore${postal ? ` ${postal}` : ''}`,
    location_lat: lat,
    location_lng: lng,
    street_number: blk,
    street,
    city: 'Singapore',
    state: null,
    country: ADDRESS_COUNTRY_NAMES.SG,
    country_code: 'SG',
    place_id: postal ? `onemap:${postal}:${blk ?? ''}` : null,
    postal_code: postal,
    approximate: false,
    provider: 'onemap',
  };
}
