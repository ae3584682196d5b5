import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import { InputError } from '../core/input-error';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { applySecurityHeaders, SECURITY_HEADERS } from './security-headers';
import { GENERIC_ERROR_MESSAGE, sendEnvelope } from './errors';

export const NUL_MESSAGE = 'must not contain a NUL character';

/** The path of the first string (or key) holding a NUL character, or null. */
export function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulPath(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * NUL is refused everywhere (issue 7): PostgreSQL text cannot hold it, so it would otherwise
 * surface as a database error. Checked before validation on every route, public ones included.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const at = nulPath(request.query, '') ?? nulPath(request.params, '') ?? nulPath(request.body, '');
    if (at !== null) throw new InputError(at || 'body', NUL_MESSAGE);
  });
});

// The same browser defences as every other reply (no request was read, so no HSTS).
const CLIENT_ERROR_HEADERS = Object.entries(SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

const CLIENT_ERROR_BODY = JSON.stringify({
  requestStatus: 0,
  message: 'The request could not be read',
  errors: [{ path: 'request', message: 'The request could not be read' }],
});

/**
 * Requests Node's HTTP parser refuses (duplicate Content-Length, bad chunking, oversized
 * headers) never reach Fastify's error handler: they get the same envelope here.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, text] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request'];
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\n${CLIENT_ERROR_HEADERS}` +
      `Content-Length: ${Buffer.byteLength(CLIENT_ERROR_BODY)}\r\nConnection: close\r\n\r\n${CLIENT_ERROR_BODY}`,
  );
}

export const BAD_URL_MESSAGE = 'The address could not be read';

/**
 * What the router refuses before any hook runs (a path with a broken %-escape such as
 * /api/%zz): Fastify would answer with its own JSON and none of the reply's headers. Here it is
 * the envelope, naming the URL, with the browser's defences. (Fastify builds this request
 * without its proxy reading, so HSTS comes only on a direct TLS socket; every other reply of the
 * host has already given it.)
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(request, reply);
  if (error.code === 'FST_ERR_BAD_URL') {
    void sendEnvelope(reply, 400, { requestStatus: 0, message: BAD_URL_MESSAGE, errors: [{ path: 'url', message: BAD_URL_MESSAGE }] });
    return;
  }
  request.log.error({ err: error }, 'framework error');
  void sendEnvelope(reply, 500, { requestStatus: 0, message: GENERIC_ERROR_MESSAGE });
}
