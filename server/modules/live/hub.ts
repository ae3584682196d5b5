import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { LiveChangeEvent } from '../../../contract/booking';
import { rows } from '../../db/rows';
import { sweepExpiredHolds } from '../availability/occupancy';

type Listener = (event: LiveChangeEvent) => void;

const POLL_MS = 400;
const SWEEP_EVERY = 10; // polls: expired holds are swept about every 4 s

/**
 * One poller per process reads change_log (id > last seen) and fans each change out to the
 * streams of its club (the day cache reads the table itself, ADR 0057). The table, not memory, is the
 * source: every API process sharing one PostgreSQL sees every change. The poller runs while
 * someone listens or the calendar is read (keepPolling: the sweep of expired holds), until the app closes.
 */
export class LiveHub {
  private listeners = new Map<number, Set<Listener>>();
  private timer: NodeJS.Timeout | null = null;
  private lastId: number | null = null;
  private polls = 0;
  private busy = false;
  private pinned = false;
  private closed = false;

  constructor(private db: Db, private log: (err: unknown) => void) {}

  subscribe(clubId: number, listener: Listener): () => void {
    const set = this.listeners.get(clubId) ?? new Set();
    set.add(listener);
    this.listeners.set(clubId, set);
    this.start();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(clubId);
      if (this.listeners.size === 0 && !this.pinned) this.stop();
    };
  }

  /** Keeps the poller running without streams (expired holds are swept and logged meanwhile). */
  keepPolling() {
    this.pinned = true;
    this.start();
  }

  private start() {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => void this.tick(), POLL_MS);
    // The poller alone must not keep a process (or a test run) alive.
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The app is closing: stop for good. */
  close() {
    this.closed = true;
    this.stop();
  }

  /** Sets the starting point so a new stream gets changes from now on. */
  async prime() {
    if (this.lastId !== null) return;
    const [row] = await rows<{ id: number }>(this.db, sql`SELECT COALESCE(max(id), 0)::float8 AS id FROM change_log`);
    this.lastId ??= row.id;
  }

  private async tick() {
    if (this.busy) return;
    this.busy = true;
    try {
      await this.prime();
      if (++this.polls % SWEEP_EVERY === 0) await this.db.transaction((tx) => sweepExpiredHolds(tx, null));
      const changes = await rows<{ id: number; clubId: number; activityId: number; day: string; kind: string }>(
        this.db,
        sql`SELECT id::float8 AS id, club_id AS "clubId", activity_id AS "activityId", slot_date::text AS day, kind
            FROM change_log WHERE id > ${this.lastId} ORDER BY id LIMIT 1000`,
      );
      const seen = new Set<string>();
      for (const c of changes) {
        this.lastId = c.id;
        const key = `${c.clubId}|${c.activityId}|${c.day}`;
        if (seen.has(key)) continue;
        seen.add(key);
        for (const listener of this.listeners.get(c.clubId) ?? []) listener({ activityId: c.activityId, date: c.day, kind: c.kind });
      }
    } catch (err) {
      this.log(err);
    } finally {
      this.busy = false;
    }
  }
}

const hubs = new WeakMap<object, LiveHub>();

/**
 * The one hub of an app. Route modules are encapsulated plugins, so it is keyed by the HTTP
 * server they share: two apps on one database (tests, several processes) keep separate hubs.
 */
export function liveHubOf(app: FastifyInstance): LiveHub {
  let hub = hubs.get(app.server);
  if (!hub) {
    hub = new LiveHub(app.db, (err) => app.log.error({ err }, 'live poll failed'));
    hubs.set(app.server, hub);
  }
  return hub;
}
