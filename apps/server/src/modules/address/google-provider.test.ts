import { describe, expect, it } from 'vitest';
import { addressResult, addressSelection } from '@wf/shared/contracts/address/address';
import { ansonRoad } from '@wf/shared/contracts/address/anson-road.test-helper';
import { AddressProviderError } from './address-provider.ts';
import { fakeFetch, fixture } from './fixtures/load.ts';
import { GOOGLE_FIELD_MASK, GOOGLE_TEXT_SEARCH_URL, googlePlacesProvider, SEARCH_AREAS } from './google-provider.ts';

const KEY = 'test-key-not-real';

describe('Google Places adapter: request', () => {
  it('posts a Text Search (New) with key, field mask and a location restriction', async () => {
    const f = fakeFetch(fixture('google-text-search-empty.json'));
    await googlePlacesProvider({ key: KEY, fetch: f }).search({ q: '10 Anson Road' });
    expect(f.calls).toHaveLength(1);
    const { url, init } = f.calls[0]!;
    expect(url).toBe(GOOGLE_TEXT_SEARCH_URL);
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('x-goog-api-key')).toBe(KEY);
    expect(headers.get('x-goog-fieldmask')).toBe(GOOGLE_FIELD_MASK);
    expect(url).not.toContain(KEY);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      textQuery: '10 Anson Road',
      regionCode: 'sg',
      locationRestriction: { rectangle: SEARCH_AREAS.ALL },
    });
  });

  it('narrows the search area to the requested country', async () => {
    const f = fakeFetch(fixture('google-text-search-empty.json'));
    await googlePlacesProvider({ key: KEY, fetch: f }).search({ q: 'Tampines', country: 'SG' });
    expect(JSON.parse(String(f.calls[0]!.init?.body)).locationRestriction.rectangle).toEqual(SEARCH_AREAS.SG);
  });
});

describe('Google Places adapter: recorded responses', () => {
  it('maps address components and keeps only Singapore and Malaysia', async () => {
    const results = await googlePlacesProvider({
      key: KEY,
      fetch: fakeFetch(fixture('google-text-search-anson.json')),
    }).search({
      q: 'Anson',
    });
    expect(results.map((r) => r.country_code)).toEqual(['SG', 'MY', 'SG']); // the Indonesian place is dropped
    expect(results[0]).toEqual(
      ansonRoad({
        formatted_address: '10 Anson Rd, Singapore 079903',
        location_lat: 1.2746849,
        location_lng: 103.8452335,
        place_id: 'ChIJ0cOfT2wZ2jERe3tBYPxVQ8k',
        approximate: false,
        provider: 'google',
      }),
    );
    expect(results[1]).toMatchObject({
      street_number: null,
      street: 'Jalan Ampang',
      city: 'Kuala Lumpur',
      state: 'Wilayah Persekutuan Kuala Lumpur',
      country: 'Malaysia',
      postal_code: '50450',
    });
    expect(results[2]).toMatchObject({ formatted_address: 'Tanjong Pagar, Singapore', postal_code: null });
    for (const r of results) expect(addressResult.parse(r)).toEqual(r);
    expect(addressSelection.safeParse(results[0]).success).toBe(true);
    expect(addressSelection.safeParse(results[1]).success).toBe(true);
    expect(addressSelection.safeParse(results[2]).success).toBe(false);
  });

  it('keeps only the requested country', async () => {
    const results = await googlePlacesProvider({
      key: KEY,
      fetch: fakeFetch(fixture('google-text-search-anson.json')),
    }).search({
      q: 'Anson',
      country: 'MY',
    });
    expect(results.map((r) => r.postal_code)).toEqual(['50450']);
  });

  it('answers an empty list for an empty answer', async () => {
    const p = googlePlacesProvider({ key: KEY, fetch: fakeFetch(fixture('google-text-search-empty.json')) });
    expect(await p.search({ q: 'zzzz' })).toEqual([]);
  });
});

describe('Google Places adapter: failures', () => {
  it('an error answer is a provider error with its status and without the key', async () => {
    const p = googlePlacesProvider({ key: KEY, fetch: fakeFetch(fixture('google-error-permission.json'), 403) });
    const err = await p.search({ q: 'x y' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AddressProviderError);
    expect(err).toMatchObject({ provider: 'google', status: 403 });
    expect(String((err as Error).message)).not.toContain(KEY);
  });

  it('an unexpected body is a provider error', async () => {
    const p = googlePlacesProvider({ key: KEY, fetch: fakeFetch({ places: 'nope' }) });
    await expect(p.search({ q: 'x y' })).rejects.toBeInstanceOf(AddressProviderError);
  });
});
