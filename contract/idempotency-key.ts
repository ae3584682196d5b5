/**
 * Idempotency keys (DESIGN: creating writes): the console makes one per attempt of a money or
 * creating write and sends it as the Idempotency-Key header, so a retried request (a lost
 * reply, a double tap) is answered from the first one instead of writing twice.
 */

/** The header's name as Fastify reads it (lower case). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The server refuses a longer key rather than cutting it (two keys would collide). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * A fresh random key (a version 4 UUID). crypto.randomUUID exists only in secure contexts (HTTPS
 * or localhost); a console opened over plain http on the venue's network still has
 * getRandomValues, so the key stays random there instead of failing the write.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
