import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { LiveChangeEvent } from '../../../contract/booking';
import { rows } from '../../db/rows';
import { sweepExpiredHolds } from '../../ledger/occupancy';

type Listener = (event: LiveChangeEvent) => void;

const POLL_MS = 400;
const SWEEP_EVERY = 10; // polls: expired holds are swept about every 4 s
/** A skipped id is looked for this long: no write transaction stays open longer (ADR 0057). */
const GAP_KEEP_MS = 120_000;
/** Wider jumps (a sequence moved by hand) are not tracked id by id. */
const MAX_GAP = 1000;

interface Change {
  id: number;
  clubId: number;
  activityId: number;
  day: string;
  kind: string;
}
const CHANGE_COLUMNS = sql`id::float8 AS id, club_id AS "clubId", activity_id AS "activityId", slot_date::text AS day, kind`;

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
  /**
   * Ids passed over with no row yet, and since when: ids come from a sequence but commits may
   * finish out of order (PostgreSQL), so a row may still appear under one (ADR 0057).
   */
  private gaps = new Map<number, number>();
  private polls = 0;
  /** The poll in flight, if any: closing waits for it, so it never reads a database being closed. */
  private running: Promise<void> | null = null;
  private pinned = false;
  private closed = false;

  constructor(
    private db: Db,
    private log: (err: unknown) => void,
  ) {}

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
    this.timer = setInterval(() => void this.poll(), POLL_MS);
    // The poller alone must not keep a process (or a test run) alive.
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * The app is closing: stop for good, once the poll in flight (if any) has finished. The process
   * closes its database right after the app; a poll still reading then failed with "Cannot use a
   * pool after calling end on the pool" and logged it as an error at every shutdown.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.stop();
    await this.running;
  }

  /** Sets the starting point so a new stream gets changes from now on. */
  async prime() {
    if (this.lastId !== null) return;
    const [row] = await rows<{ id: number }>(this.db, sql`SELECT COALESCE(max(id), 0)::float8 AS id FROM change_log`);
    this.lastId ??= row.id;
  }

  private poll(): Promise<void> {
    if (this.running || this.closed) return Promise.resolve();
    this.running = this.tick().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async tick() {
    try {
      await this.prime();
      if (++this.polls % SWEEP_EVERY === 0) await this.db.transaction((tx) => sweepExpiredHolds(tx, null));
      const late = await this.lateChanges();
      const changes = await rows<Change>(
        this.db,
        sql`SELECT ${CHANGE_COLUMNS} FROM change_log WHERE id > ${this.lastId} ORDER BY id LIMIT 1000`,
      );
      const now = Date.now();
      for (const c of changes) {
        const last = this.lastId ?? c.id;
        if (c.id - last <= MAX_GAP) for (let gap = last + 1; gap < c.id; gap++) this.gaps.set(gap, now);
        this.lastId = c.id;
      }
      // One event per day and poll, with the day's newest kind (a hold and its expiry read in
      // one poll say 'hold-expired', the state the day is now in).
      const days = new Map<string, Change>();
      for (const c of [...late, ...changes]) days.set(`${c.clubId}|${c.activityId}|${c.day}`, c);
      for (const c of days.values()) {
        for (const listener of this.listeners.get(c.clubId) ?? []) listener({ activityId: c.activityId, date: c.day, kind: c.kind });
      }
    } catch (err) {
      this.log(err);
    }
  }

  /** Rows that committed under ids already passed over; those ids stop being looked for. */
  private async lateChanges(): Promise<Change[]> {
    const now = Date.now();
    for (const [id, since] of this.gaps) if (now - since > GAP_KEEP_MS) this.gaps.delete(id);
    if (this.gaps.size === 0) return [];
    const late = await rows<Change>(
      this.db,
      sql`SELECT ${CHANGE_COLUMNS} FROM change_log WHERE id = ANY(${`{${[...this.gaps.keys()].join(',')}}`}::bigint[]) ORDER BY id`,
    );
    for (const c of late) this.gaps.delete(c.id);
    return late;
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
