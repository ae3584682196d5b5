import { pgCode } from './rows';

/** Socket-level failures of a lost or refused database connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
/** SQLSTATEs of a server that is going away or not there yet. */
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres says these in words, without a code. */
const LOST_MESSAGES = [
  /connection terminated/i,
  /connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
];

function chain(err: unknown): { code?: unknown; message?: unknown; cause?: unknown }[] {
  const out = [];
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | null | undefined;
  for (let i = 0; e && typeof e === 'object' && i < 5; i++, e = e.cause as typeof e) out.push(e);
  return out;
}

/** True when an error means "the database cannot be reached right now" (restart, outage). */
export function isDatabaseUnavailable(err: unknown): boolean {
  return chain(err).some(({ code, message }) => {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SHUTDOWN_CODES.has(code) || code.startsWith('08'))) return true;
    return typeof message === 'string' && LOST_MESSAGES.some((re) => re.test(message));
  });
}

/**
 * Class 22 (data exception: out-of-range number, impossible date, NUL byte …) and 54000
 * (a value too long to index): the request carried a value the database cannot hold. The
 * schemas refuse these first with a field-named message; this is the net under them.
 */
export function isBadValue(err: unknown): boolean {
  const code = pgCode(err) ?? '';
  return code.startsWith('22') || code === '54000';
}
