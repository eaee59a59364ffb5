import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoint } from '@wf/shared/api/endpoint';
import {
  endpointQueryKey,
  invalidatedKeys,
  useEndpoint,
  useEndpointMutation,
} from './use-endpoint.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const thing = z.object({ id: z.string(), name: z.string() });
const things = {
  list: endpoint({
    method: 'GET',
    path: '/api/things',
    access: 'signedIn',
    query: z.object({ search: z.string().optional() }),
    response: z.object({ items: z.array(thing) }),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/things/:id',
    access: 'signedIn',
    params: z.object({ id: z.string() }),
    response: thing,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/things/:id',
    access: 'signedIn',
    params: z.object({ id: z.string() }),
    body: z.object({ name: z.string() }),
    response: thing,
  }),
  nested: {
    count: endpoint({ method: 'GET', path: '/api/things/count', access: 'signedIn', response: z.number() }),
  },
};
const other = endpoint({ method: 'GET', path: '/api/others', access: 'signedIn', response: z.number() });

/** A fetch that answers from a table of `METHOD url` -> JSON body and records each request. */
function fakeApi(answers: (method: string, url: string, body: unknown) => unknown) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      requests.push(`${method} ${url}`);
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      return Promise.resolve(
        new Response(JSON.stringify(answers(method, url, body)), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return requests;
}

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, Wrapper };
}

describe('query keys derived from the endpoint and its input', () => {
  it('is [METHOD path, input]; the same input in another order is the same key', () => {
    expect(endpointQueryKey(things.get, { params: { id: 'a' } })).toEqual(['GET /api/things/:id', { params: { id: 'a' } }]);
    expect(endpointQueryKey(things.nested.count)).toEqual(['GET /api/things/count', {}]);
  });
  it('a group of definitions invalidates its GET endpoints, nested ones included, and nothing else', () => {
    expect([...invalidatedKeys([things])].sort()).toEqual(
      ['GET /api/things', 'GET /api/things/:id', 'GET /api/things/count', 'PUT /api/things/:id'].sort(),
    );
    expect([...invalidatedKeys([things.get, other])]).toEqual(['GET /api/things/:id', 'GET /api/others']);
  });
});

describe('useEndpoint', () => {
  it('fills the path from params, sends the query, answers the typed response', async () => {
    const requests = fakeApi((_m, url) => (url.includes('/api/things/a') ? { id: 'a', name: 'Anchor' } : { items: [] }));
    const { Wrapper, client } = wrapper();
    const { result } = renderHook(() => useEndpoint(things.get, { params: { id: 'a' } }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const name: string | undefined = result.current.data?.name;
    expect(name).toBe('Anchor');
    expect(requests).toEqual(['GET /api/things/a']);
    expect(client.getQueryData(['GET /api/things/:id', { params: { id: 'a' } }])).toEqual({ id: 'a', name: 'Anchor' });

    const list = renderHook(() => useEndpoint(things.list, { query: { search: 'an chor' } }), { wrapper: Wrapper });
    await waitFor(() => expect(list.result.current.data).toEqual({ items: [] }));
    expect(requests[1]).toBe('GET /api/things?search=an+chor');
  });

  it('sends nothing while not enabled', async () => {
    const requests = fakeApi(() => ({ id: 'x', name: 'x' }));
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useEndpoint(things.get, { params: { id: '' } }, { enabled: false }), {
      wrapper: Wrapper,
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests).toEqual([]);
  });
});

describe('useEndpointMutation', () => {
  it('sends the input, then refetches the invalidated endpoints (every input) before it settles; others stay', async () => {
    let saved = 'Anchor';
    const requests = fakeApi((method, url, body) => {
      if (method === 'PUT') saved = (body as { name: string }).name;
      if (url === '/api/others') return 7;
      return url.split('?')[0] === '/api/things' ? { items: [{ id: 'a', name: saved }] } : { id: 'a', name: saved };
    });
    const { Wrapper } = wrapper();
    const { result } = renderHook(
      () => ({
        list: useEndpoint(things.list, { query: {} }),
        one: useEndpoint(things.get, { params: { id: 'a' } }),
        other: useEndpoint(other),
        save: useEndpointMutation(things.update, { invalidates: [things.list, things.get] }),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.other.data).toBe(7));
    await waitFor(() => expect(result.current.one.data?.name).toBe('Anchor'));
    requests.length = 0;
    let answer: { name: string } | undefined;
    await act(async () => {
      answer = await result.current.save.mutateAsync({ params: { id: 'a' }, body: { name: 'Bolt' } });
    });
    expect(answer?.name).toBe('Bolt');
    // Settled only once the stale answers were fetched again: the page shows the change at once.
    expect(result.current.one.data?.name).toBe('Bolt');
    expect(result.current.list.data?.items[0]?.name).toBe('Bolt');
    expect(requests.sort()).toEqual(['GET /api/things', 'GET /api/things/a', 'PUT /api/things/a']);
  });

  it('with awaitRefetch: false, settles on the answer and refetches behind it', async () => {
    let saved = 'Anchor';
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const method = init.method ?? 'GET';
        requests.push(`${method} ${url}`);
        if (method === 'PUT') saved = (JSON.parse(String(init.body)) as { name: string }).name;
        // The refetch after the change waits until the test lets it through.
        else if (requests.some((r) => r.startsWith('PUT'))) await held;
        return new Response(JSON.stringify({ id: 'a', name: saved }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const { Wrapper } = wrapper();
    const { result } = renderHook(
      () => ({
        one: useEndpoint(things.get, { params: { id: 'a' } }),
        save: useEndpointMutation(things.update, { invalidates: [things.get], awaitRefetch: false }),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.one.data?.name).toBe('Anchor'));
    await act(async () => {
      await result.current.save.mutateAsync({ params: { id: 'a' }, body: { name: 'Bolt' } });
    });
    // Settled while the refetch is still held: the page had the old answer.
    expect(result.current.one.data?.name).toBe('Anchor');
    expect(requests).toEqual(['GET /api/things/a', 'PUT /api/things/a', 'GET /api/things/a']);
    release();
    await waitFor(() => expect(result.current.one.data?.name).toBe('Bolt'));
  });
});
