import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { endpointKey, type Endpoint, type EndpointInput, type EndpointOutput } from '@wf/shared/api/endpoint';
import type { ApiError } from './api.ts';
import { call, type CallArgs } from './call.ts';

/**
 * Queries and mutations from endpoint definitions (docs/decisions/040-endpoint-hooks.md).
 *
 * The query key of an endpoint's answer is `[endpointKey(endpoint), input]` (`['GET /api/locations/:id',
 * { params: { id } }]`): two pages reading the same endpoint with the same input share one cache entry,
 * and a change invalidates by endpoint (every input of it) or by a whole group of definitions (a
 * feature's `…Endpoints` object). No feature writes a query key or a fetcher of its own.
 */

/** The input of an endpoint as a query key holds it (`{}` for an endpoint without input). */
type KeyInput<E extends Endpoint> = EndpointInput<E> | Record<string, never>;

/** `[endpointKey, input]`: the key of the endpoint's answer to this input (then the `revision`, when one is given). */
export type EndpointQueryKey<E extends Endpoint> = readonly [string, KeyInput<E>, ...unknown[]];

/** The key of an endpoint's answer to an input; `[endpointKey]` alone (no input) is every input's prefix. */
export function endpointQueryKey<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): EndpointQueryKey<E> {
  return [endpointKey(endpoint), (input ?? {}) as KeyInput<E>];
}

/** The query of an endpoint (for `ensureQueryData` in a loader, or `useQueries`): its key and its fetcher. */
export function endpointQuery<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) {
  const queryKey = endpointQueryKey(endpoint, ...args);
  return queryOptions<EndpointOutput<E>, ApiError, EndpointOutput<E>, EndpointQueryKey<E>>({
    queryKey,
    queryFn: ({ signal }) => call(endpoint, ...([{ ...(args[0] ?? {}), signal }] as CallArgs<E>)),
  });
}

/** What `useEndpoint` takes besides the input: TanStack's query options without key and fetcher. */
export type EndpointQueryOptions<E extends Endpoint, T = EndpointOutput<E>> = Omit<
  UseQueryOptions<EndpointOutput<E>, ApiError, T, EndpointQueryKey<E>>,
  'queryKey' | 'queryFn'
> & {
  /** A list's page: the last answer stays on screen while the next input loads. */
  keepPrevious?: boolean;
  /**
   * What the answer depends on besides the input (a pay run's version): each value is its own cache
   * entry, `[endpointKey, input, revision]`, so a new one loads afresh. Invalidation still reaches it.
   */
  revision?: string | number;
};

type QueryArgs<E extends Endpoint, T> = E extends
  { params: unknown } | { query: unknown } | { body: unknown } | { headers: unknown }
  ? [input: EndpointInput<E>, options?: EndpointQueryOptions<E, T>]
  : [input?: EndpointInput<E>, options?: EndpointQueryOptions<E, T>];

/**
 * Reads an endpoint: `useEndpoint(locationEndpoints.get, { params: { id } })`, typed by its schemas
 * (the answer is the response schema's output). `enabled: false` while an input is not known yet.
 */
export function useEndpoint<E extends Endpoint, T = EndpointOutput<E>>(endpoint: E, ...[input, options]: QueryArgs<E, T>) {
  // The conditional argument list loses the generic option type inside; it is the same type.
  const { keepPrevious, revision, ...rest } = (options ?? {}) as EndpointQueryOptions<E, T>;
  const { queryKey, queryFn } = endpointQuery(endpoint, ...([input] as CallArgs<E>));
  return useQuery<EndpointOutput<E>, ApiError, T, EndpointQueryKey<E>>({
    queryKey: revision === undefined ? queryKey : [queryKey[0], queryKey[1], revision],
    queryFn,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...rest,
  });
}

/** What a change makes stale: one endpoint's answers (every input), or every endpoint of a group of definitions. */
export type Invalidation = Pick<Endpoint, 'method' | 'path'> | EndpointGroup;
/** A feature's definitions object (`publicHolidayEndpoints`), nested groups included. */
export type EndpointGroup = { readonly [name: string]: Endpoint | EndpointGroup };

function isEndpoint(x: Invalidation): x is Pick<Endpoint, 'method' | 'path'> {
  return typeof (x as { path?: unknown }).path === 'string' && typeof (x as { method?: unknown }).method === 'string';
}

/** The endpoint keys a list of invalidations names (a group's GET endpoints; the others are never queried). */
export function invalidatedKeys(targets: readonly Invalidation[]): Set<string> {
  const keys = new Set<string>();
  const walk = (t: Invalidation) => {
    if (isEndpoint(t)) keys.add(endpointKey(t));
    else for (const v of Object.values(t)) walk(v);
  };
  targets.forEach(walk);
  return keys;
}

/**
 * Marks the named endpoints' answers stale and refetches those on screen (`refetchType: 'none'`: only
 * marks them, e.g. a deleted record's page that is closing; the next page to show them refetches).
 */
export function invalidateEndpoints(
  client: QueryClient,
  targets: readonly Invalidation[],
  filters: Pick<InvalidateQueryFilters, 'refetchType'> = {},
): Promise<void> {
  const keys = invalidatedKeys(targets);
  if (keys.size === 0) return Promise.resolve();
  return client.invalidateQueries({ ...filters, predicate: (q) => keys.has(q.queryKey[0] as string) });
}

/** Stores an answer as the endpoint's answer to an input (a record saved: its page shows the answer at once). */
export function setEndpointData<E extends Endpoint>(
  client: QueryClient,
  endpoint: E,
  input: EndpointInput<E>,
  data: EndpointOutput<E> | ((old: EndpointOutput<E> | undefined) => EndpointOutput<E> | undefined),
): void {
  client.setQueryData<EndpointOutput<E>>(endpointQueryKey(endpoint, ...([input] as CallArgs<E>)), data);
}

/** Variables of a mutation: the endpoint's input (nothing for an endpoint without input). */
export type MutationInput<E extends Endpoint> = E extends
  { params: unknown } | { query: unknown } | { body: unknown } | { headers: unknown } | { upload: unknown }
  ? EndpointInput<E>
  : EndpointInput<E> | void;

/** What `useEndpointMutation` takes: what the change makes stale, and TanStack's mutation options. */
export type EndpointMutationOptions<E extends Endpoint, C = unknown> = Omit<
  UseMutationOptions<EndpointOutput<E>, ApiError, MutationInput<E>, C>,
  'mutationFn'
> & {
  /**
   * The endpoints (or groups of definitions) whose answers the change makes stale; refetched before
   * the mutation settles, so a page that closes a dialog on success shows the new state.
   */
  invalidates?: readonly Invalidation[];
  /**
   * `false`: settle as soon as the change is answered and refetch the invalidated answers behind it
   * (a page that moved on at once before its conversion keeps doing so). Default `true`.
   */
  awaitRefetch?: boolean;
};

/**
 * Changes through an endpoint: `useEndpointMutation(locationEndpoints.update, { invalidates:
 * [locationEndpoints] })`, then `mutate({ params: { id }, body })`. The variables are the endpoint's
 * input; the answer its response. A given `onSuccess` runs first, then the invalidation.
 */
export function useEndpointMutation<E extends Endpoint, C = unknown>(
  endpoint: E,
  options: EndpointMutationOptions<E, C> = {},
) {
  const client = useQueryClient();
  const { invalidates = [], awaitRefetch = true, onSuccess, ...rest } = options;
  return useMutation<EndpointOutput<E>, ApiError, MutationInput<E>, C>({
    mutationFn: (input) => call(endpoint, ...([input ?? undefined] as CallArgs<E>)),
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      const refetched = invalidateEndpoints(client, invalidates);
      if (awaitRefetch) await refetched;
    },
    ...rest,
  });
}
