import type { AddressProviderName, AddressResult, AddressSearchQuery } from '@wf/shared/contracts/address/address';

/** Where address search results come from. Every provider answers only addresses in SG and MY. */
export interface AddressProvider {
  readonly name: AddressProviderName;
  search(query: AddressSearchQuery, signal?: AbortSignal): Promise<AddressResult[]>;
}

/** A provider that could not answer (network, timeout, bad status or body). The message never holds a key. */
export class AddressProviderError extends Error {
  constructor(
    readonly provider: AddressProviderName,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The most results one search answers. */
export const MAX_RESULTS = 8;

// eslint-disable-next-line no-control-regex
const CONTROL_AND_BRACKETS = /[\u0000-\u001f\u007f<>]/g;

/** Collapses whitespace and drops control characters and angle brackets from text that is echoed back. */
export function cleanText(s: string): string {
  return s.replace(CONTROL_AND_BRACKETS, ' ').replace(/\s+/g, ' ').trim();
}

const SMALL_WORDS = new Set(['of', 'and', 'the', 'di', 'de']);
const KEEP_UPPER = new Set([
  'HDB',
  'MRT',
  'LRT',
  'KLIA',
  'KL',
  'JB',
  'PJ',
  'NTU',
  'NUS',
  'SMU',
  'UOB',
  'OCBC',
  'DBS',
  'ITE',
  'CBD',
  'SG',
  'MY',
]);

/** 'ANSON ROAD' -> 'Anson Road', "PEOPLE'S PARK" -> "People's Park"; keeps HDB/MRT and unit numbers. */
export function titleCase(s: string): string {
  return cleanText(s)
    .split(' ')
    .map((w, i) => {
      if (KEEP_UPPER.has(w.toUpperCase())) return w.toUpperCase();
      const lower = w.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower.replace(/(^|[-/(])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
    })
    .join(' ');
}

/** The text of a provider field, or null for an empty value or OneMap's 'NIL'. */
export function present(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const t = cleanText(v);
  return t === '' || t.toUpperCase() === 'NIL' ? null : t;
}

/** Calls fetch with a timeout; network failures and timeouts become AddressProviderError. */
export async function fetchJson(
  provider: AddressProviderName,
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetchImpl(url, { ...init, signal: combined });
  } catch (err) {
    const reason = timeout.aborted ? `timed out after ${timeoutMs} ms` : `request failed (${(err as Error).name})`;
    throw new AddressProviderError(provider, reason);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new AddressProviderError(provider, `answered ${res.status} without JSON`, res.status);
  }
  if (!res.ok) throw new AddressProviderError(provider, `answered ${res.status}`, res.status);
  return body;
}
