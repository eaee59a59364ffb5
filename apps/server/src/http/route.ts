import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type {
  Endpoint,
  EndpointBody,
  EndpointHeaders,
  EndpointParams,
  EndpointQuery,
  EndpointReply,
} from '@wf/shared/api/endpoint';
import type { AuthUser } from './access.ts';
import { unauthenticated } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The shared definition this route was registered from (http/route.ts). */
    endpoint?: Endpoint;
  }
}

/**
 * The signed-in user as a handler of this endpoint sees it: never null unless the endpoint may be
 * public (access control answered 401 before the handler, and route() checks it again).
 */
export type EndpointUser<E extends Endpoint> = 'public' extends E['access'] ? AuthUser | null : AuthUser;

/** The request a handler sees: params, query and body already validated by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body' | 'headers' | 'user'> & {
  /** The signed-in user: non-null for every endpoint that is not public. */
  user: EndpointUser<E>;
  /** The request headers, with those the endpoint declares validated and typed. */
  headers: FastifyRequest['headers'] & EndpointHeaders<E>;
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  /** The validated JSON body; for a raw upload, the bytes (check with Buffer.isBuffer). */
  body: E extends { upload: 'raw' } ? unknown : EndpointBody<E>;
  /** The raw request (for multipart uploads and streaming). */
  raw: FastifyRequest['raw'];
};

/**
 * A handler returns the answer (serialised through the response schema, sent with the
 * endpoint's status) or the reply it sent itself (files, headers).
 */
export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

/** Extra Fastify route options some routes need (a larger body limit, a parser). */
export type RouteExtras = Pick<RouteShorthandOptions, 'bodyLimit'>;

/**
 * Registers one route from its shared definition. Access control (http/access.ts) reads the
 * definition from the route's config, so a route cannot exist without one.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const schema: FastifySchema & Record<string, unknown> = {};
  if (endpoint.tags) schema.tags = [...endpoint.tags];
  if (endpoint.summary) schema.summary = endpoint.summary;
  if (endpoint.description) schema.description = endpoint.description;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.headers) schema.headers = endpoint.headers;
  if (endpoint.body && !endpoint.upload) schema.body = endpoint.body;
  if (endpoint.response) {
    const statuses = [endpoint.status ?? 200, ...(endpoint.otherStatuses ?? [])];
    schema.response = Object.fromEntries(statuses.map((s) => [s, endpoint.response]));
  }
  if (endpoint.upload === 'multipart') schema.consumes = ['multipart/form-data'];
  const status = endpoint.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { endpoint },
    ...extras,
    handler: async (req, reply) => {
      // Access control (http/access.ts) answered 401 already; this keeps EndpointUser's promise by construction.
      if (endpoint.access !== 'public' && !req.user) throw unauthenticated();
      const answer = await handler(req as unknown as EndpointRequest<E>, reply);
      if (answer === reply) return reply;
      if (status !== 200) reply.status(status);
      return answer;
    },
  });
}

/** Registers every endpoint of a group with its handler; a group's handlers are checked for completeness by type. */
export function routes<G extends Record<string, Endpoint>>(
  app: FastifyInstance,
  group: G,
  handlers: { [K in keyof G]: EndpointHandler<G[K]> | [EndpointHandler<G[K]>, RouteExtras] },
): void {
  for (const key of Object.keys(group) as (keyof G)[]) {
    const h = handlers[key];
    if (Array.isArray(h)) route(app, group[key]!, h[0], h[1]);
    else route(app, group[key]!, h);
  }
}
