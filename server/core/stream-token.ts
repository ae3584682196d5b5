import type { FastifyRequest } from 'fastify';
import { AUTH_TOKEN_COOKIE } from '../../contract/session';

/**
 * The session token of an event-stream request (EventSource sends no headers): the console's
 * same-origin `authToken` cookie, or `?token=` from a client without it.
 */
export function streamToken(request: FastifyRequest, query: { token?: string }): string | undefined {
  if (query.token) return query.token;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== AUTH_TOKEN_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
