import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new endpoint's signing secret: 256 random bits, prefixed so a leaked one is recognisable. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The Courtdesk-Signature value of a body sent at `t` (unix seconds). */
export function signatureHeader(secret: string, t: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * What a receiver does (the README shows it; the tests' receiver uses it): the header's v1
 * matches the HMAC of "<t>.<raw body>", and t is within `toleranceSeconds` of now.
 */
export function verifySignature(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(v1)) return false;
  const expected = Buffer.from(signatureHeader(secret, t, body).split('v1=')[1], 'hex');
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
