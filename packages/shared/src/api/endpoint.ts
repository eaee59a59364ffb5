import type { z } from 'zod';
import type { Access } from '../permissions.ts';

/**
 * One API endpoint, defined once: method, path, the schemas of what goes in and comes out, and
 * the roles that may call it. The server registers its route from this definition (and builds
 * the access matrix from the definitions it registered); the web calls it through
 * `call(endpoint, input)` and shows or hides actions with `can(endpoint)`.
 * docs/decisions/008-endpoint-definitions.md.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  readonly method: Method;
  /** Fastify path syntax: `/api/clients/:id`. */
  readonly path: `/api/${string}`;
  /** 'public', 'signedIn' (any active staff user) or the roles allowed (admin is never implied). */
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** Request headers the endpoint reads (e.g. the name of a raw file upload). */
  readonly headers?: z.ZodType;
  /** The JSON body; for `upload` endpoints the handler reads the form or the bytes. */
  readonly body?: z.ZodType;
  /** The JSON answer; absent for `file` answers. */
  readonly response?: z.ZodType;
  /** The success status (default 200). */
  readonly status?: 200 | 201 | 202 | 204;
  /** Other success statuses the handler may answer with itself (same response schema), e.g. 200 for a replay. */
  readonly otherStatuses?: readonly (200 | 201 | 202 | 204)[];
  /** 'json' (default), or 'file': the answer is bytes (CSV, XLSX, PDF, an image) with a file name. */
  readonly answer?: 'json' | 'file';
  /** A file upload: 'multipart' (multipart/form-data) or 'raw' (the file's bytes are the body). */
  readonly upload?: 'multipart' | 'raw';
  readonly tags?: readonly string[];
  readonly summary?: string;
  /** A longer note for the API documentation (the access rule is appended to it). */
  readonly description?: string;
}

/** Defines an endpoint; the literal types are kept so the client and the route are typed by it. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Schema<E, K extends 'params' | 'query' | 'body' | 'headers'> = E extends { [P in K]: infer S extends z.ZodType }
  ? S
  : never;

/** What a caller sends: the schemas' input types (defaults may be left out). */
export type EndpointInput<E extends Endpoint> = ([Schema<E, 'params'>] extends [never]
  ? unknown
  : { params: z.input<Schema<E, 'params'>> }) &
  ([Schema<E, 'query'>] extends [never] ? unknown : { query: z.input<Schema<E, 'query'>> }) &
  ([Schema<E, 'headers'>] extends [never] ? unknown : { headers: z.input<Schema<E, 'headers'>> }) &
  (E extends { upload: 'multipart' }
    ? { body: FormDataLike }
    : E extends { upload: 'raw' }
      ? { body: Blob }
      : [Schema<E, 'body'>] extends [never]
        ? unknown
        : { body: z.input<Schema<E, 'body'>> });

/** A multipart body as the browser builds it (kept structural so shared needs no DOM types). */
export interface FormDataLike {
  append(name: string, value: unknown, fileName?: string): void;
}

/** What the server's handler receives after validation: the schemas' output types. */
export type EndpointParams<E extends Endpoint> = [Schema<E, 'params'>] extends [never]
  ? unknown
  : z.output<Schema<E, 'params'>>;
export type EndpointQuery<E extends Endpoint> = [Schema<E, 'query'>] extends [never]
  ? unknown
  : z.output<Schema<E, 'query'>>;
export type EndpointBody<E extends Endpoint> = [Schema<E, 'body'>] extends [never]
  ? unknown
  : z.output<Schema<E, 'body'>>;

export type EndpointHeaders<E extends Endpoint> = [Schema<E, 'headers'>] extends [never]
  ? unknown
  : z.output<Schema<E, 'headers'>>;

/** What the answer holds for the caller (the response schema's output), or a file. */
export type EndpointOutput<E extends Endpoint> = E extends { answer: 'file' }
  ? DownloadedFile
  : E extends { response: infer R extends z.ZodType }
    ? z.output<R>
    : void;

/** What a handler returns for the response schema to serialise (its input type). */
export type EndpointReply<E extends Endpoint> = E extends { response: infer R extends z.ZodType }
  ? z.input<R>
  : unknown;

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** True when the endpoint's path has `:name` segments. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

/** The path with its `:name` segments filled (each value URI-encoded); a missing value throws. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** `METHOD /path`: the key of an endpoint in the access matrix and in messages. */
export function endpointKey(e: Pick<Endpoint, 'method' | 'path'>): string {
  return `${e.method} ${e.path}`;
}
