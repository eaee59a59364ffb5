import {
  ADDRESS_COUNTRY_CODES,
  ADDRESS_COUNTRY_NAMES,
  isValidPostalCode,
  type AddressCountryCode,
  type AddressResult,
} from '@wf/shared/contracts/address/address';
import {
  AddressProviderError,
  fetchJson,
  MAX_RESULTS,
  present,
  type AddressProvider,
  type FetchLike,
} from './address-provider.ts';

/** Places API (New), Text Search. */
export const GOOGLE_TEXT_SEARCH_URL = 'https://places.googleapis.com/v1/places:searchText';
export const GOOGLE_FIELD_MASK = 'places.id,places.formattedAddress,places.location,places.addressComponents';

export type GoogleAddressComponent = { longText?: string; shortText?: string; types?: string[]; languageCode?: string };
export type GooglePlace = {
  id?: string;
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  addressComponents?: GoogleAddressComponent[];
};
export type GoogleTextSearchResponse = { places?: GooglePlace[] };

type Viewport = { low: { latitude: number; longitude: number }; high: { latitude: number; longitude: number } };
/**
 * Search areas (a location restriction is a rectangle). Malaysia's rectangle also covers
 * Singapore, Brunei and parts of Indonesia and Thailand: results are then kept only when their
 * country component is SG or MY.
 */
export const SEARCH_AREAS: Record<AddressCountryCode | 'ALL', Viewport> = {
  SG: { low: { latitude: 1.15, longitude: 103.59 }, high: { latitude: 1.48, longitude: 104.1 } },
  MY: { low: { latitude: 0.85, longitude: 99.6 }, high: { latitude: 7.4, longitude: 119.3 } },
  ALL: { low: { latitude: 0.85, longitude: 99.6 }, high: { latitude: 7.4, longitude: 119.3 } },
};

export type GoogleOptions = { key: string; fetch?: FetchLike; timeoutMs?: number; url?: string; languageCode?: string };

/**
 * Google Places Text Search (New): one request gives place id, formatted address, location and
 * address components. Restricted to Singapore and Malaysia by the search area and by the
 * country of each result.
 */
export function googlePlacesProvider(opts: GoogleOptions): AddressProvider {
  const fetchImpl = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 5000;
  const url = opts.url ?? GOOGLE_TEXT_SEARCH_URL;
  return {
    name: 'google',
    async search({ q, country }, signal) {
      const body = {
        textQuery: q,
        languageCode: opts.languageCode ?? 'en',
        regionCode: (country ?? 'SG').toLowerCase(),
        pageSize: MAX_RESULTS,
        locationRestriction: { rectangle: SEARCH_AREAS[country ?? 'ALL'] },
      };
      const init: RequestInit = {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': opts.key,
          'x-goog-fieldmask': GOOGLE_FIELD_MASK,
        },
        body: JSON.stringify(body),
      };
      const res = (await fetchJson('google', fetchImpl, url, init, timeoutMs, signal)) as GoogleTextSearchResponse;
      if (!res || typeof res !== 'object') throw new AddressProviderError('google', 'answered an unexpected body');
      if (res.places !== undefined && !Array.isArray(res.places))
        throw new AddressProviderError('google', 'answered an unexpected body');
      return mapGooglePlaces(res.places ?? [], country);
    },
  };
}

export function mapGooglePlaces(places: readonly GooglePlace[], country?: AddressCountryCode): AddressResult[] {
  const out: AddressResult[] = [];
  for (const p of places) {
    const r = mapGooglePlace(p);
    if (r && (!country || r.country_code === country)) out.push(r);
  }
  return out.slice(0, MAX_RESULTS);
}

const isCountry = (c: string | null): c is AddressCountryCode =>
  ADDRESS_COUNTRY_CODES.includes(c as AddressCountryCode);

export function mapGooglePlace(place: GooglePlace): AddressResult | null {
  const components = place.addressComponents ?? [];
  const find = (...types: string[]) => {
    for (const t of types) {
      const c = components.find((x) => x.types?.includes(t));
      if (c) return c;
    }
    return undefined;
  };
  const countryComp = find('country');
  const code = present(countryComp?.shortText)?.toUpperCase() ?? null;
  if (!isCountry(code)) return null;
  const lat = place.location?.latitude;
  const lng = place.location?.longitude;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const formatted = present(place.formattedAddress);
  if (!formatted) return null;
  const rawPostal = present(find('postal_code')?.longText);
  const postal = rawPostal && isValidPostalCode(code, rawPostal) ? rawPostal : null;
  return {
    formatted_address: formatted,
    location_lat: lat,
    location_lng: lng,
    street_number: present(find('street_number')?.longText),
    street: present(find('route')?.longText),
    city: present(find('locality', 'postal_town', 'sublocality_level_1', 'administrative_area_level_2')?.longText),
    // Singapore has no states; Google sometimes names a region there as level 1: keep it out.
    state: code === 'SG' ? null : present(find('administrative_area_level_1')?.longText),
    country: present(countryComp?.longText) ?? ADDRESS_COUNTRY_NAMES[code],
    country_code: code,
    place_id: present(place.id),
    postal_code: postal,
    approximate: false,
    provider: 'google',
  };
}
