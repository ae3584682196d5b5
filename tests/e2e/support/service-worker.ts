/**
 * The console as installed: its service worker registers and precaches the shell. Most specs run
 * without it (playwright.config.ts, ADR 0098); the ones about offline reloads, the install and the
 * worker itself use this.
 */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;
