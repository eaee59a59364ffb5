import type { AddressProviderName, AddressResult, AddressSearchQuery } from '@wf/shared/contracts/address/address';
import type { Config } from '../../config.ts';
import { AddressProviderError, MAX_RESULTS, type AddressProvider, type FetchLike } from './address-provider.ts';
import { googlePlacesProvider } from './google-provider.ts';
import { offlineProvider } from './offline-provider.ts';
import { oneMapProvider } from './onemap-provider.ts';

type Logger = { warn(obj: object, msg: string): void };

export type AddressSearch = {
  readonly provider: AddressProviderName;
  search(query: AddressSearchQuery): Promise<AddressResult[]>;
};

export type AddressSearchDeps = {
  fetch?: FetchLike;
  log?: Logger;
  timeoutMs?: number;
  /** How long a network provider's answer is reused for the same query. 0 turns the cache off. */
  cacheSeconds?: number;
  now?: () => number;
};

/** The provider named by ADDRESS_PROVIDER. A missing key for Google stops the server from starting. */
export function providerFromConfig(
  config: Pick<Config, 'addressProvider' | 'onemapToken' | 'googleMapsKey'>,
  deps: Pick<AddressSearchDeps, 'fetch' | 'timeoutMs'> = {},
): AddressProvider {
  switch (config.addressProvider) {
    case 'onemap':
      return oneMapProvider({ token: config.onemapToken, fetch: deps.fetch, timeoutMs: deps.timeoutMs });
    case 'google':
      if (!config.googleMapsKey) throw new Error('ADDRESS_PROVIDER=google needs GOOGLE_MAPS_KEY');
      return googlePlacesProvider({ key: config.googleMapsKey, fetch: deps.fetch, timeoutMs: deps.timeoutMs });
    default:
      return offlineProvider();
  }
}

/**
 * Address search over the configured provider:
 * - OneMap knows Singapore only, so Malaysian postcodes and towns come from the offline provider;
 * - when a network provider fails (down, timeout, quota), the offline provider answers instead,
 *   so an applicant can still give an address (its results are marked approximate);
 * - a network provider's answers are kept briefly per query (typing back and forth repeats them).
 */
export function createAddressSearch(
  config: Pick<Config, 'addressProvider' | 'onemapToken' | 'googleMapsKey'>,
  deps: AddressSearchDeps = {},
): AddressSearch {
  const primary = providerFromConfig(config, deps);
  const offline = offlineProvider();
  if (primary.name === 'offline') return { provider: 'offline', search: (q) => offline.search(q) };

  const ttlMs = (deps.cacheSeconds ?? 600) * 1000;
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { at: number; results: AddressResult[] }>();
  const MAX_CACHE = 500;

  async function fromPrimary(query: AddressSearchQuery): Promise<AddressResult[]> {
    const key = `${query.country ?? ''}|${query.q.toLowerCase()}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.results;
    const results = await primary.search(query);
    if (ttlMs > 0) {
      if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value!);
      cache.set(key, { at: now(), results });
    }
    return results;
  }

  return {
    provider: primary.name,
    async search(query) {
      let results: AddressResult[];
      try {
        results = await fromPrimary(query);
      } catch (err) {
        if (!(err instanceof AddressProviderError)) throw err;
        // The query itself is an applicant's address: not logged.
        deps.log?.warn(
          { provider: err.provider, status: err.status, reason: err.message },
          'address provider failed; offline answer used',
        );
        return offline.search(query);
      }
      if (primary.name === 'onemap' && query.country !== 'SG') {
        const malaysian = (await offline.search({ ...query, country: 'MY' })).filter(
          (r) => r.postal_code !== null || results.length === 0,
        );
        results = [...results, ...malaysian];
      }
      return results.slice(0, MAX_RESULTS);
    },
  };
}
