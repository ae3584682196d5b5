import type { z } from 'zod';
import type { Access, FeatureId } from '../features';

export type Method = 'GET' | 'POST';

/**
 * One API route as the server registers it and the console calls it. `Req` is what the console
 * sends (the body of a POST, the query of a GET) and `Res` the parsed reply, both taken from the
 * route's contract schemas, so a caller written against the entry gets its types from here.
 *
 * `feature`/`access` are what `requires()` sets on the route: feature null with access 'read' is
 * any signed-in user; access null is a route that needs no session (/api/public, the live
 * streams that sign in by ?token=, the marketplace's API key).
 */
export interface Endpoint<Req = unknown, Res = unknown, M extends Method = Method, Qry = unknown> {
  readonly method: M;
  /** The full URL path, '/api/…', as Fastify lists it. */
  readonly path: string;
  readonly feature: FeatureId | null;
  readonly access: Access | null;
  /** The route's body (POST) or query (GET) schema; absent where the route validates none from contract/. */
  readonly request?: z.ZodType<Req>;
  /** A POST that also reads a query string (the cart's removes). */
  readonly query?: z.ZodType<Qry>;
  /** The 200 reply schema; absent for files, streams and replies the server builds from its own schema. */
  readonly reply?: z.ZodType<Res>;
}

// Both sides are the parsed shapes: the console sends what the server's schema yields (the
// contract's `z.infer` types), not the looser input a coercing schema would also accept.
type OutputOf<S> = S extends z.ZodType ? z.output<S> : unknown;

/** An entry of the table, with its request and reply types read off its schemas. */
export function endpoint<
  M extends Method,
  Q extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
  S extends z.ZodType | undefined = undefined,
>(entry: {
  method: M;
  path: `/api/${string}`;
  feature: FeatureId | null;
  access: Access | null;
  request?: Q;
  query?: S;
  reply?: R;
}): Endpoint<OutputOf<Q>, OutputOf<R>, M, OutputOf<S>> {
  return entry as Endpoint<OutputOf<Q>, OutputOf<R>, M, OutputOf<S>>;
}

/** What a caller sends to an endpoint (unknown where the entry has no request schema). */
export type RequestOf<E extends Endpoint> = E['request'] extends z.ZodType<infer Req> | undefined ? Req : unknown;
/** What an endpoint's successful reply parses to (unknown where the entry has no reply schema). */
export type ReplyOf<E extends Endpoint> = E['reply'] extends z.ZodType<infer Res> | undefined ? Res : unknown;
/** The query string of a POST that also reads one (unknown where the entry has none). */
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType<infer Q> | undefined ? Q : unknown;
