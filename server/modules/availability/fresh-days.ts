import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { clubChangeMark, settledChangeId } from '../../ledger/change-log';
import { DayCache, type CachedDay } from './day-cache';
import type { DayFrame } from './day-frame';

/** No write transaction is assumed to stay open longer than this (ADR 0057). */
const OPEN_WRITE_SECONDS = 60;
/** How often the floor below which change_log is settled moves up. */
const FLOOR_EVERY_MS = 30_000;

interface Mark {
  floor: number;
  maxId: number;
  count: number;
}

/**
 * The day cache kept true by change_log alone (ADR 0057). Before each day is served, the club's
 * mark (its highest change_log id and the count of its rows above a settled floor) is read in one
 * small indexed statement; any difference from the mark seen last drops the club's cached days.
 * Every process does this against the shared table, so a change logged by any process — this
 * one's own writes included — shows on the very next read, and no route calls the cache.
 */
export class FreshDays {
  private marks = new Map<number, Mark>();
  /** The club's mark read now running, and the one queued to start when it ends. */
  private running = new Map<number, Promise<void>>();
  private queued = new Map<number, Promise<void>>();
  private floor = 0;
  private floorReadAt = -Infinity;

  constructor(
    private db: Db,
    readonly cache = new DayCache(),
  ) {}

  async day(
    clubId: number,
    activityId: number,
    date: string,
    userId: number,
    build: () => Promise<DayFrame | null>,
  ): Promise<CachedDay | null> {
    await this.revalidate(clubId);
    return this.cache.day(clubId, activityId, date, userId, build);
  }

  /**
   * Makes the club's cached days true as of a mark read that starts after this call: a reply
   * sent before this call (a write's commit, by any process) is always seen. Reads arriving
   * while a mark read runs share the one queued behind it, so a burst of N reads of a club costs
   * about two mark reads, not N; a read is never served from a mark read that began before it.
   */
  revalidate(clubId: number): Promise<void> {
    const queued = this.queued.get(clubId);
    if (queued) return queued;
    const running = this.running.get(clubId);
    if (!running) return this.startCheck(clubId);
    const next = running
      .catch(() => undefined)
      .then(() => {
        this.queued.delete(clubId);
        return this.startCheck(clubId);
      });
    this.queued.set(clubId, next);
    return next;
  }

  private startCheck(clubId: number): Promise<void> {
    const check = this.check(clubId).finally(() => {
      if (this.running.get(clubId) === check) this.running.delete(clubId);
    });
    this.running.set(clubId, check);
    return check;
  }

  /** Reads where the club's log stands and drops its days if anything was logged since. */
  private async check(clubId: number): Promise<void> {
    await this.moveFloor();
    const seen = this.marks.get(clubId);
    const floor = seen?.floor ?? this.floor;
    const now = await clubChangeMark(this.db, clubId, floor, this.floor);
    if (!seen || seen.maxId !== now.maxId || seen.count !== now.count) this.cache.invalidateClub(clubId);
    // The count is kept from the newer floor on, so it stays a count of recent rows.
    this.marks.set(clubId, { floor: this.floor, maxId: now.maxId, count: now.countAboveNext });
  }

  private async moveFloor() {
    if (Date.now() - this.floorReadAt < FLOOR_EVERY_MS) return;
    this.floorReadAt = Date.now();
    this.floor = Math.max(this.floor, await settledChangeId(this.db, OPEN_WRITE_SECONDS));
  }
}

const apps = new WeakMap<object, FreshDays>();

/** The app's day cache. Keyed by the app's HTTP server: every route module of one app shares it. */
export function freshDaysOf(app: FastifyInstance): FreshDays {
  let days = apps.get(app.server);
  if (!days) apps.set(app.server, (days = new FreshDays(app.db)));
  return days;
}
