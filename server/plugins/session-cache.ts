import type { FastifyInstance } from 'fastify';

/**
 * A short-lived memory of resolved sessions, so a desk polling cached replies (availability
 * served from memory, issue 14) costs no database round trip per request. Only live sessions are
 * remembered; anything that ends a session or changes what a person may do clears the whole
 * cache in this process (`forgetOnWrite`), and entries expire after TTL_MS so another API process
 * sharing the database follows such a change within that time (ADR 0023).
 */
const TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  expiresAt: number;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    // A flood of distinct tokens must not grow memory without bound: drop the oldest entry.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Clears `cache` once any write route of this plugin scope has produced its reply (its
 *  transaction is committed by then), before the reply leaves: the next request sees the change. */
export function forgetOnWrite(app: FastifyInstance, cache: { clear(): void }): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') cache.clear();
    return payload;
  });
}
