import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values must never reach a log: GET /api/live carries the bearer token
 * as ?token= (EventSource cannot send headers). Matched on the decoded name, loosely on purpose:
 * redacting a harmless value costs nothing, logging a secret cannot be undone.
 */
const SECRET_PARAM = /token|secret|pass|pin|key|auth|signature|captcha/i;
export const REDACTED = '[redacted]';

function secretName(rawName: string): boolean {
  try {
    return SECRET_PARAM.test(decodeURIComponent(rawName.replace(/\+/g, ' ')));
  } catch {
    // A name that does not even decode cannot be judged: treat it as secret.
    return true;
  }
}

/** '/api/live?token=abc&x=1' → '/api/live?token=[redacted]&x=1'. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return secretName(name) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

/**
 * Fastify's own request serializer, with the URL redacted; headers are left out entirely.
 * Anything logged under `req` comes through here, so it must cope with a plain object too.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Should anything log headers anyway (a child logger, a future plugin), these never show. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'request.headers.authorization',
  'request.headers.cookie',
];

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The logger options buildApp hands to Fastify: whatever the caller asked for, with the safe
 * request serializer and header redaction on top (they win over a caller's own).
 */
export function safeLoggerOptions(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  const redact = Array.isArray(base.redact) ? base.redact : (base.redact?.paths ?? []);
  return {
    ...base,
    serializers: { ...base.serializers, req: serializeRequest as never },
    redact: { paths: [...new Set([...redact, ...REDACT_PATHS])], censor: REDACTED },
  };
}
