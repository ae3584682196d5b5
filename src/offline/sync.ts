import { isOnline, useOnlineStore } from '../lib/online/online-store';
import { currentSession } from '../lib/session/session-store';
import { clearMirrors } from './db';
import { mirrorActivities, mirrorCourts, mirrorFeatures, mirrorSession, mirrorTransactionCodes, type MirrorFetcher } from './mirror-sets';

export type CoreMirrorSet = 'session' | 'activities' | 'courts' | 'transactionCodes' | 'features';

/** Insertion order is run order after the independent sets: courts are fetched per activity, so activities come first. */
const registry = new Map<string, MirrorFetcher>([
  ['session', mirrorSession],
  ['features', mirrorFeatures],
  ['activities', mirrorActivities],
  ['transactionCodes', mirrorTransactionCodes],
  ['courts', mirrorCourts],
]);

/** Another area mirrors a set of its own (e.g. calendar days); returns an unregister function. */
export function registerMirrorSet(name: string, fetcher: MirrorFetcher): () => void {
  registry.set(name, fetcher);
  return () => registry.delete(name);
}

/** Sets that need no other set first (courts need the activities). */
const INDEPENDENT_SETS: ReadonlySet<string> = new Set<CoreMirrorSet>(['session', 'features', 'activities', 'transactionCodes']);

let controller = new AbortController();
const inFlight = new Map<string, Promise<boolean>>();
const queued = new Map<string, Promise<boolean>>();

function runSet(name: string): Promise<boolean> {
  const fetcher = registry.get(name);
  if (!fetcher) return Promise.resolve(false);
  const running = inFlight.get(name);
  if (running) {
    // A write after this fetch started needs a fetch after it ended: queue exactly one more.
    let next = queued.get(name);
    if (!next) {
      next = running.then(() => {
        queued.delete(name);
        return runSet(name);
      });
      queued.set(name, next);
    }
    return next;
  }
  const signal = controller.signal;
  const run = fetcher(signal)
    .catch((error: unknown) => {
      console.error(`Mirroring ${name} failed`, error);
      return false;
    })
    .finally(() => {
      if (inFlight.get(name) === run) inFlight.delete(name);
    });
  inFlight.set(name, run);
  return run;
}

/**
 * Refreshes mirrored sets from the server (all when none named). Runs on start, on reconnect
 * and after writes; does nothing offline or signed out. Resolves to what each set did.
 */
export async function resync(sets?: readonly (CoreMirrorSet | (string & {}))[]): Promise<Record<string, boolean>> {
  if (!currentSession() || !isOnline()) return {};
  const order = [...registry.keys()];
  const names = (sets ?? order).slice().sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const results: Record<string, boolean> = {};
  // The sets the console waits for behind its loader are asked for together (four round trips
  // become one wait after sign-in); the rest follow one by one, so a big first download (5,000
  // members) never competes with them for the server.
  const together = names.filter((name) => INDEPENDENT_SETS.has(name));
  const settled = await Promise.all(together.map(runSet));
  together.forEach((name, i) => (results[name] = settled[i]));
  for (const name of names.filter((n) => !INDEPENDENT_SETS.has(n))) results[name] = await runSet(name);
  return results;
}

/** Logout / switch club: stops fetches of the old session and forgets its mirrors. */
export async function resetMirrors(): Promise<void> {
  controller.abort();
  controller = new AbortController();
  inFlight.clear();
  queued.clear();
  await clearMirrors();
}

/** Re-syncs everything whenever the console comes back online; returns a stop function. */
export function resyncOnReconnect(): () => void {
  return useOnlineStore.subscribe((state, previous) => {
    if (isOnline(state) && !isOnline(previous)) void resync();
  });
}
