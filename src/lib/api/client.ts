import type { z } from 'zod';
import type { Endpoint, QueryOf, ReplyOf, RequestOf } from '../../../contract/endpoint-table';
import { isOnline, reportNetworkResult } from '../online/online-store';
import { currentSession } from '../session/session-store';
import type { ApiOutcome } from './outcome';
import { presentOutcome } from './present-outcome';
import { classifyResult, type PresentOptions, type RawResult } from './reply-handler';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions<S extends z.ZodType> {
  /** zod schema of a successful reply (requestStatus 1), usually from contract/. */
  schema?: S;
  /** Sent as the Idempotency-Key header on creating writes (booking, payment…). */
  idempotencyKey?: string;
  /** How the outcome is shown; `false` = the caller presents it itself (still signs out on 401/403). */
  present?: PresentOptions | false;
  signal?: AbortSignal;
  /**
   * Revalidation (ADR 0023): sent as If-None-Match; `seen` gets the reply's ETag and whether it
   * was 304 Not Modified (then the outcome is a silent http-error with status 304: keep your copy).
   */
  revalidate?: { etag?: string; seen: (etag: string | null, notModified: boolean) => void };
  /** A file sent as the body itself (an import), in place of the JSON body. */
  file?: { data: Blob; type: string };
  /** More request headers (an import's column mapping). */
  headers?: Record<string, string>;
  /** A longer wait than the usual 20 s (an import's commit of a large file). */
  timeoutMs?: number;
  /** The call only reads (the endpoint table's `access: 'read'`): offline, its lack of an answer shows no toast. */
  read?: boolean;
}

const TIMEOUT_MS = 20_000;

/** An endpoint's path (from the endpoint table) with its query string; empty values left out. */
export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function rawCall(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  options: CallOptions<z.ZodType>,
  token: string | undefined,
): Promise<RawResult> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.file) headers['Content-Type'] = options.file.type;
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, options.headers);
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.revalidate?.etag) headers['If-None-Match'] = options.revalidate.etag;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    const payload = options.file ? options.file.data : body === undefined ? undefined : JSON.stringify(body);
    response = await fetch(url, { method, headers, body: payload, signal });
  } catch (error) {
    if (!options.signal?.aborted) reportNetworkResult(false);
    return { kind: 'thrown', error };
  }
  // 503: the API answers but its database does not (a restart): as good as no connection, so
  // the shell shows its offline state and the heartbeat brings it back when the API recovers.
  reportNetworkResult(response.status !== 503);
  options.revalidate?.seen(response.headers.get('etag'), response.status === 304);
  if (response.status === 304) return { kind: 'response', status: 304, body: null };
  return { kind: 'response', status: response.status, body: await readBody(response) };
}

/**
 * The reply's JSON body, or null when it has none. An envelope is read whatever its
 * content type says: some refusals (a 400 naming the field) come without one, and reading only
 * `application/json` turned the server's own message into "Something went wrong".
 */
async function readBody(response: Response): Promise<unknown> {
  const declaredJson = (response.headers.get('content-type') ?? '').includes('json');
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  const looksJson = /^\s*[{[]/.test(text);
  if (!declaredJson && !looksJson) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A body that claims to be JSON and is not is a broken reply, never a message to show.
    return null;
  }
}

async function call<S extends z.ZodType>(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  options: CallOptions<S> = {},
): Promise<ApiOutcome<z.output<S>>> {
  const token = currentSession()?.authToken;
  const raw = await rawCall(method, url, body, options, token);
  const outcome = classifyResult(raw, options.schema);
  if (options.signal?.aborted) return outcome;
  // A 304 the caller asked for (revalidate) is its copy confirmed, nothing to show.
  if (raw.kind === 'response' && raw.status === 304 && options.revalidate) return outcome;
  // Offline, a read that got no answer is not news: the offline banner and the screen ("needs a
  // connection", saved data) already say it. A write that could not be sent still says so.
  const readOffline = options.read === true && outcome.kind === 'no-response' && !isOnline();
  presentOutcome(outcome, options.present === false || readOffline ? { silent: true } : options.present, token);
  return outcome;
}

/** Options of a call through the endpoint table: the reply schema is the entry's unless given. */
export interface EndpointCallOptions<E extends Endpoint, S extends z.ZodType | undefined> extends Omit<CallOptions<z.ZodType>, 'schema'> {
  /** Only for an entry without a reply schema (files, streams), or to read a reply more narrowly. */
  schema?: S;
  /** The query string of a POST entry that reads one (the cart's removes). */
  query?: QueryOf<E> & Query;
}

type ReplyData<E extends Endpoint, S> = S extends z.ZodType ? z.output<S> : ReplyOf<E>;

/** The body (POST) or query (GET) of an entry: required where the entry's schema says what it is. */
type EndpointArgs<E extends Endpoint, S extends z.ZodType | undefined> =
  unknown extends RequestOf<E>
    ? [input?: Record<string, unknown>, options?: EndpointCallOptions<E, S>]
    : [input: RequestOf<E>, options?: EndpointCallOptions<E, S>];

/**
 * Calls one entry of the endpoint table (contract/endpoint-table.ts, ADR 0060): its method and
 * path from the table, the body or query typed by its request schema, the reply parsed by its
 * reply schema. The console names endpoints, never paths.
 */
export function callEndpoint<E extends Endpoint, S extends z.ZodType | undefined = undefined>(
  entry: E,
  ...[input, options = {}]: EndpointArgs<E, S>
): Promise<ApiOutcome<ReplyData<E, S>>> {
  const { query, schema, ...rest } = options;
  const callOptions = {
    ...rest,
    read: entry.access === 'read',
    schema: (schema ?? entry.reply) as z.ZodType<ReplyData<E, S>> | undefined,
  };
  if (entry.method === 'GET') return call('GET', apiUrl(entry.path, input as Query | undefined), undefined, callOptions);
  return call('POST', apiUrl(entry.path, query), input ?? {}, callOptions);
}

/**
 * The typed API client: adds the Bearer token, applies the one reply handler (toasts,
 * sign-out on 401/403) and returns the outcome; `outcome.ok` narrows to the parsed data. Every
 * call names an entry of the endpoint table; there is no call by path.
 */
export const api = {
  call: callEndpoint,
};
