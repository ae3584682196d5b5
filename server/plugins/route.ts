import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Endpoint, QueryOf, ReplyOf, RequestOf } from '../../contract/endpoint-table';
import { publicRoute, requires } from './auth';
import { API_PREFIX } from '../../contract/endpoints/prefixes';

/** The request a route of entry E receives: its body or query typed from the entry's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Body: E['method'] extends 'POST' ? RequestOf<E> : unknown;
  Querystring: E['method'] extends 'GET' ? RequestOf<E> : QueryOf<E>;
}>;

/** What a route adds to its table entry: its docs tags, and schema or options beyond the entry's. */
export interface RouteExtras {
  tags: string[];
  /** More schema (security, headers, other status codes' replies); body, query and the 200 reply come from the entry. */
  schema?: Omit<FastifySchema, 'body' | 'querystring'>;
  bodyLimit?: number;
}

type Handler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<ReplyOf<E> | FastifyReply | void>;

// The route modules run their routes through the zod type provider; this helper types the
// request itself from the entry, so it accepts an instance of any provider.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyInstance = FastifyInstance<any, any, any, any, any>;

/**
 * Registers the route of one endpoint-table entry (ADR 0060): its method and path, the feature
 * and access it requires (none for an entry with access null), its request and 200 reply
 * schemas. The path, the permission and the schemas are written once, in contract/endpoints.
 */
export function route<E extends Endpoint>(app: AnyInstance, entry: E, extras: RouteExtras, handler: Handler<E>): void {
  if (!entry.path.startsWith(app.prefix)) throw new Error(`${entry.path} is not under the module's prefix ${app.prefix}`);
  const { response, ...schema } = extras.schema ?? {};
  const query = entry.method === 'GET' ? entry.request : entry.query;
  app.route({
    method: entry.method,
    url: entry.path.slice(app.prefix.length),
    ...(entry.access === null ? publicRoute() : requires(entry.feature, entry.access)),
    ...(extras.bodyLimit === undefined ? {} : { bodyLimit: extras.bodyLimit }),
    schema: {
      tags: extras.tags,
      ...schema,
      ...(entry.method === 'POST' && entry.request ? { body: entry.request } : {}),
      ...(query ? { querystring: query } : {}),
      ...(entry.reply || response ? { response: { ...(entry.reply ? { 200: entry.reply } : {}), ...(response as object) } } : {}),
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/**
 * The name a write of this entry keeps its stored replies under (runWrite's `route`): its path
 * without '/api/', as the routes have always named them, so a retry across a deploy still finds
 * the reply stored before it.
 */
export function writeScope(entry: Endpoint): string {
  return entry.path.slice(API_PREFIX.length + 1);
}
