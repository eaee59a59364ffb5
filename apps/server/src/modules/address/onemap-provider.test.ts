import { describe, expect, it } from 'vitest';
import { addressResult, addressSelection } from '@wf/shared/contracts/address/address';
import { ansonRoad } from '@wf/shared/contracts/address/anson-road.test-helper';
import { AddressProviderError } from './address-provider.ts';
import { fakeFetch, fixture } from './fixtures/load.ts';
import { mapOneMapHit, ONEMAP_SEARCH_URL, oneMapProvider } from './onemap-provider.ts';

describe('OneMap adapter: request', () => {
  it('calls the elastic search with the query, geometry and address details, page 1', async () => {
    const f = fakeFetch(fixture('onemap-search-empty.json'));
    await oneMapProvider({ fetch: f }).search({ q: '10 Anson Road' });
    expect(f.calls).toHaveLength(1);
    const url = new URL(f.calls[0]!.url);
    expect(`${url.origin}${url.pathname}`).toBe(ONEMAP_SEARCH_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      searchVal: '10 Anson Road',
      returnGeom: 'Y',
      getAddrDetails: 'Y',
      pageNum: '1',
    });
    expect(new Headers(f.calls[0]!.init?.headers).get('authorization')).toBeNull();
  });

  it('sends the token when one is configured', async () => {
    const f = fakeFetch(fixture('onemap-search-empty.json'));
    await oneMapProvider({ fetch: f, token: 'tok-123' }).search({ q: '079903' });
    expect(new Headers(f.calls[0]!.init?.headers).get('authorization')).toBe('tok-123');
  });

  it('does not call OneMap for a Malaysian-only search', async () => {
    const f = fakeFetch(fixture('onemap-search-anson.json'));
    expect(await oneMapProvider({ fetch: f }).search({ q: '50450', country: 'MY' })).toEqual([]);
    expect(f.calls).toHaveLength(0);
  });
});

describe('OneMap adapter: recorded responses', () => {
  it('maps a building: one result per address, with postal code first', async () => {
    const results = await oneMapProvider({ fetch: fakeFetch(fixture('onemap-search-anson.json')) }).search({
      q: 'anson',
    });
    expect(results).toHaveLength(2);
    expect(results[0]).toEqual(
      ansonRoad({
        formatted_address: '10 Anson Road, International Plaza, Singapore 079903',
        location_lat: 1.27468489585339,
        location_lng: 103.845233543373,
        place_id: 'onemap:079903:10',
        approximate: false,
        provider: 'onemap',
      }),
    );
    // the road itself has no postal code ('NIL'): listed, but not a valid choice
    expect(results[1]).toMatchObject({
      formatted_address: 'Anson Road, Singapore',
      street_number: null,
      postal_code: null,
      place_id: null,
    });
    for (const r of results) expect(addressResult.parse(r)).toEqual(r);
    expect(addressSelection.safeParse(results[0]).success).toBe(true);
    expect(addressSelection.safeParse(results[1]).success).toBe(false);
  });

  it('maps an HDB block', async () => {
    const results = await oneMapProvider({ fetch: fakeFetch(fixture('onemap-search-hdb.json')) }).search({
      q: '123 tampines st 11',
    });
    expect(results).toEqual([
      expect.objectContaining({
        formatted_address: '123 Tampines Street 11, Singapore 521123',
        street_number: '123',
        street: 'Tampines Street 11',
        postal_code: '521123',
        location_lat: 1.34817985432066,
        location_lng: 103.943101263318,
      }),
    ]);
  });

  it('answers an empty list when nothing is found', async () => {
    expect(
      await oneMapProvider({ fetch: fakeFetch(fixture('onemap-search-empty.json')) }).search({ q: 'zzzz' }),
    ).toEqual([]);
  });

  it('reads the old LONGTITUDE spelling and skips hits without usable coordinates', () => {
    const base = {
      BLK_NO: '1',
      ROAD_NAME: 'RAFFLES QUAY',
      BUILDING: 'ONE RAFFLES QUAY',
      POSTAL: '048583',
      LATITUDE: '1.28118338714692',
    };
    expect(mapOneMapHit({ ...base, LONGTITUDE: '103.851899818913' })?.location_lng).toBe(103.851899818913);
    expect(mapOneMapHit({ ...base })).toBeNull();
    expect(mapOneMapHit({ ...base, LONGITUDE: 'abc' })).toBeNull();
    expect(mapOneMapHit({ ...base, LATITUDE: '3.1', LONGITUDE: '101.6' })).toBeNull(); // not in Singapore
  });

  it('drops a postal code that is not a valid Singapore code', () => {
    const hit = { BLK_NO: '1', ROAD_NAME: 'X ROAD', POSTAL: '740000', LATITUDE: '1.3', LONGITUDE: '103.8' };
    expect(mapOneMapHit(hit)?.postal_code).toBeNull();
  });
});

describe('OneMap adapter: failures', () => {
  it('an error body is a provider error', async () => {
    const p = oneMapProvider({ fetch: fakeFetch(fixture('onemap-error.json')) });
    await expect(p.search({ q: '!!' })).rejects.toBeInstanceOf(AddressProviderError);
  });

  it('an HTTP error is a provider error with its status', async () => {
    const p = oneMapProvider({ fetch: fakeFetch({ message: 'Too Many Requests' }, 429) });
    await expect(p.search({ q: '079903' })).rejects.toMatchObject({ provider: 'onemap', status: 429 });
  });

  it('a network failure is a provider error', async () => {
    const p = oneMapProvider({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(p.search({ q: '079903' })).rejects.toBeInstanceOf(AddressProviderError);
  });

  it('a slow answer times out', async () => {
    const hang = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
      });
    const p = oneMapProvider({ fetch: hang, timeoutMs: 20 });
    await expect(p.search({ q: '079903' })).rejects.toThrow(/timed out/);
  });
});
