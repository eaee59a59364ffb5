import {
  fillPath,
  type DownloadedFile,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
} from '@wf/shared/api/endpoint';
import { isAllowed } from '@wf/shared/permissions';
import type { Role } from '@wf/shared/roles';
import { send } from './api.ts';

/** What a call may carry besides the endpoint's input. */
export type CallOptions = {
  /** Aborts the request (a search superseded by newer typing). */
  signal?: AbortSignal;
};

/** The arguments of `call`: none for an endpoint that takes no input, else its input. */
export type CallArgs<E extends Endpoint> = E extends
  { params: unknown } | { query: unknown } | { body: unknown } | { headers: unknown } | { upload: unknown }
  ? [input: EndpointInput<E> & CallOptions]
  : [input?: EndpointInput<E> & CallOptions];

type AnyInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
} & CallOptions;

/**
 * (The hooks useRole/useCan are in lib/use-can.ts, so the public pages' bundle stays free of TanStack Query.)
 *
 * Calls an API endpoint by its shared definition: the path is filled from `params`, `query`
 * becomes the query string, `body` is sent as JSON (or as the multipart form of an upload).
 * Answers the endpoint's response type (or, for file answers, the bytes and the file name);
 * failures throw ApiError with the answer's typed code.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<EndpointOutput<E>> {
  const i = (input ?? {}) as AnyInput;
  const path = fillPath(endpoint.path, i.params);
  const answer = await send(path, {
    method: endpoint.method,
    query: i.query as Record<string, string | number | boolean | undefined | null> | undefined,
    body: i.body,
    headers: definedHeaders(i.headers),
    signal: i.signal,
    as: endpoint.answer === 'file' ? 'file' : 'json',
  });
  return answer as EndpointOutput<E>;
}

/** Whether a role may call an endpoint: the rule the server enforces, from the same definition. */
export function can(endpoint: Pick<Endpoint, 'access'>, role: Role | null): boolean {
  return role !== null && isAllowed(endpoint.access, role);
}

/** Saves a downloaded file under the server's name (or the fallback). */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const href = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = file.filename ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Opens a downloaded file in a new tab (PDFs and images viewed in the browser). */
export function openFile(file: DownloadedFile): void {
  const href = URL.createObjectURL(file.blob);
  window.open(href, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

function definedHeaders(h: Record<string, string | undefined> | undefined): Record<string, string> | undefined {
  if (!h) return undefined;
  return Object.fromEntries(Object.entries(h).filter((kv): kv is [string, string] => kv[1] !== undefined));
}
