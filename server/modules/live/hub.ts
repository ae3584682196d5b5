import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LiveChangeEvent } from '../../../contract/booking';
import { rows } from '../availability/db-rows';
import { sweepExpiredHolds } from '../availability/occupancy';

type Listener = (event: LiveChangeEvent) => void;

const POLL_MS = 400;
const SWEEP_EVERY = 10; // polls: expired holds are swept about every 4 s

/**
 * One poller per process reads change_log (id > last seen) and fans each change out to the
 * streams of its club. The table, not memory, is the source: every API process sharing one
 * PostgreSQL sees every change. The poller runs only while someone listens.
 */
export class LiveHub {
  private listeners = new Map<number, Set<Listener>>();
  private timer: NodeJS.Timeout | null = null;
  private lastId: number | null = null;
  private polls = 0;
  private busy = false;

  constructor(private db: Db, private log: (err: unknown) => void) {}

  subscribe(clubId: number, listener: Listener): () => void {
    const set = this.listeners.get(clubId) ?? new Set();
    set.add(listener);
    this.listeners.set(clubId, set);
    if (!this.timer) this.timer = setInterval(() => void this.tick(), POLL_MS);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(clubId);
      if (this.listeners.size === 0) this.stop();
    };
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
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
