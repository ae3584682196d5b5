/**
 * The API's URL prefixes: every path of the endpoint table starts with one of them, and the
 * server mounts its route modules, its docs and its checks on them. With the table these are the
 * only API URL text in the product (eslint-rules/endpoint-paths.js).
 */
export const API_PREFIX = '/api';
/** Routes that need no session: sign-in, health, captcha, the public support form. */
export const PUBLIC_PREFIX = '/api/public';
/** The marketplace partners' API, signed in by API key. */
export const MARKETPLACE_PREFIX = '/api/marketplace';
/** Calendar feeds (/ical/<token>.ics): no session, the token in the path is the credential (ADR 0073). */
export const ICAL_PREFIX = '/ical';
/** The OpenAPI page of the API. */
export const DOCS_PREFIX = '/api/docs';

export type RoutePrefix = typeof API_PREFIX | typeof PUBLIC_PREFIX | typeof MARKETPLACE_PREFIX;

/** Whether a URL path is under a prefix (the prefix itself, or below it). */
export function isUnder(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}

/**
 * Paths the console needs before it loads the endpoint table (and zod with it): the health
 * probe that starts with the app and the captcha on the login screen. Their table entries use
 * these same constants.
 */
export const HEALTH_PATH = '/api/public/health';
export const CAPTCHA_PATH = '/api/public/captcha';
