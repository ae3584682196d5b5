/**
 * The console's session cookie (spec 1 §3), named once for the console and the server. A file
 * of its own, free of zod: the console reads it before the login screen, where zod (about 30 KB
 * gzip) is not loaded (issue 33).
 */
export const AUTH_TOKEN_COOKIE = 'authToken';
