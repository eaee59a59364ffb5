import { vi } from 'vitest';

/** Tests' stand-in for the API: a JSON answer as the server sends it, and the global fetch stubbed. */

/** A JSON answer (`status` 200 unless given). */
export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Replaces the global fetch with `answer` (undone by `vi.unstubAllGlobals()`); the returned mock keeps the calls. */
export function stubFetch(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', mock);
  return mock;
}
