import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The console's Content-Security-Policy (ADR 0068). Scripts and workers come only from this
 * origin: the built console has no inline script, and the captcha's proof-of-work workers are
 * files of their own (vite `?worker`), so neither 'unsafe-inline' nor blob: is granted to code.
 * Styles keep 'unsafe-inline': Mantine writes its theme as a <style> element and positions
 * popovers with style attributes, and CSS cannot run script. Pictures may be data: (icons inside
 * CSS, charts) or blob: (a photographed QR, a file about to be saved).
 */
const CONSOLE_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

export const CONSOLE_CSP = CONSOLE_DIRECTIVES.join('; ');

/**
 * Only the camera (courtside QR scanning), and only for the console itself; every other
 * powerful feature the console never uses is off, for it and for anything it could embed.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/** A year: long enough to matter, and a venue that moves off https can still wait it out. */
export const HSTS = 'max-age=31536000';

/** Headers every reply carries, whatever path produced it. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONSOLE_CSP,
  'x-content-type-options': 'nosniff',
  // No URL of the console (some carry a download's ticket) ever leaves in a Referer.
  'referrer-policy': 'no-referrer',
  'permissions-policy': PERMISSIONS_POLICY,
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** Puts the headers on a reply; HSTS only when the request came over https. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
  // request.protocol is https for a TLS socket or, with trustProxy (TRUST_PROXY=1), when the
  // proxy's X-Forwarded-Proto says so. Never over plain http: a venue testing on a LAN address
  // must not have its browsers pinned to an https the server does not offer.
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

/**
 * Sets the headers when a request arrives (onRequest), before anything can fail: the reply
 * that follows (a route's, a 404, a 400 envelope, a static file, the console's shell, the
 * docs) keeps them, since Fastify's error path only replaces the body's type and length.
 * Replies made outside the hooks apply them themselves (openEventStream, the framework's and
 * the HTTP parser's refusals in input-guard.ts).
 */
export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => applySecurityHeaders(request, reply));
});
