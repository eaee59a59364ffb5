import { describe, expect, it, vi } from 'vitest';
import { createAddressSearch, providerFromConfig } from './address-service.ts';
import { fakeFetch, fixture } from './fixtures/load.ts';

const cfg = (addressProvider: 'offline' | 'onemap' | 'google', googleMapsKey?: string) => ({
  addressProvider,
  onemapToken: undefined,
  googleMapsKey,
});

describe('providerFromConfig', () => {
  it('chooses the provider named by ADDRESS_PROVIDER', () => {
    expect(providerFromConfig(cfg('offline')).name).toBe('offline');
    expect(providerFromConfig(cfg('onemap')).name).toBe('onemap');
    expect(providerFromConfig(cfg('google', 'k')).name).toBe('google');
  });

  it('refuses Google without a key', () => {
    expect(() => providerFromConfig(cfg('google'))).toThrow(/GOOGLE_MAPS_KEY/);
  });
});

describe('createAddressSearch', () => {
  it('offline by default, without network', async () => {
    const f = fakeFetch({});
    const s = createAddressSearch(cfg('offline'), { fetch: f });
    expect(s.provider).toBe('offline');
    expect((await s.search({ q: '079903' }))[0]).toMatchObject({ provider: 'offline', postal_code: '079903' });
    expect(f.calls).toHaveLength(0);
  });

  it('falls back to the offline provider when the network provider fails, without logging the query', async () => {
    const warn = vi.fn();
    const s = createAddressSearch(cfg('onemap'), {
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
      log: { warn },
    });
    const results = await s.search({ q: '10 Anson Road 079903' });
    expect(results[0]).toMatchObject({ provider: 'offline', approximate: true, postal_code: '079903' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls[0])).not.toContain('Anson');
  });

  it('falls back when Google answers an error', async () => {
    const s = createAddressSearch(cfg('google', 'k'), {
      fetch: fakeFetch(fixture('google-error-permission.json'), 403),
      log: { warn: () => {} },
    });
    expect((await s.search({ q: '46100' }))[0]).toMatchObject({ provider: 'offline', state: 'Selangor' });
  });

  it('adds Malaysian postcodes to OneMap answers (OneMap knows Singapore only)', async () => {
    const s = createAddressSearch(cfg('onemap'), { fetch: fakeFetch(fixture('onemap-search-empty.json')) });
    const results = await s.search({ q: '12 Jalan Ampang 50450' });
    expect(results).toEqual([
      expect.objectContaining({ provider: 'offline', country_code: 'MY', postal_code: '50450' }),
    ]);
    const sgOnly = await s.search({ q: '12 Jalan Ampang 50450', country: 'SG' });
    expect(sgOnly).toEqual([]);
  });

  it('OneMap results come first and stay exact', async () => {
    const s = createAddressSearch(cfg('onemap'), { fetch: fakeFetch(fixture('onemap-search-anson.json')) });
    const results = await s.search({ q: 'anson' });
    expect(results[0]).toMatchObject({ provider: 'onemap', approximate: false, postal_code: '079903' });
  });

  it('reuses a network answer for the same query for a while', async () => {
    let t = 0;
    const f = fakeFetch(fixture('onemap-search-hdb.json'));
    const s = createAddressSearch(cfg('onemap'), { fetch: f, cacheSeconds: 60, now: () => t });
    await s.search({ q: '123 Tampines St 11' });
    await s.search({ q: '123 tampines st 11' });
    expect(f.calls).toHaveLength(1);
    t = 61_000;
    await s.search({ q: '123 Tampines St 11' });
    expect(f.calls).toHaveLength(2);
  });
});
