import type { DayFrame } from './day-frame';
import { cartedOf, renderShared, withCarted } from './day-render';
import { ReplyBytes } from './day-bytes';

/** Backstop for writes that bypass change_log (direct SQL, seeding): see ADR 0006 and ADR 0057. */
export const DAY_CACHE_MAX_AGE_MS = 10_000;
const MAX_DAYS = 400;
const MAX_DESKS_PER_DAY = 64;

interface Rendered {
  bytes: ReplyBytes;
  validUntilMs: number;
}

interface Entry {
  token: string;
  builtAt: number;
  frame: DayFrame;
  /** The desk-independent body (every hold reads 'Booking in Progress'). */
  shared: Rendered | null;
  /** Bodies of desks that hold slots of this day (the shared body plus their `carted`). */
  desks: Map<number, Rendered>;
}

export interface CachedDay {
  frame: DayFrame;
  bytes: ReplyBytes;
}

/**
 * Per-process cache of calendar days as finished reply bytes (ADR 0006, ADR 0023). A change of
 * a club (seen in change_log by FreshDays, ADR 0057) bumps the club's generation, which drops its
 * days; a build that started before a bump is used for its own reply but never stored. Hold expiry and the desk's own 'Carted' slots are
 * decided at request time from the frame, never from the database.
 */
export class DayCache {
  private epoch = 0;
  private generations = new Map<number, number>();
  private days = new Map<number, Map<string, Entry>>();
  private building = new Map<string, Promise<DayFrame | null>>();

  constructor(private maxAgeMs = DAY_CACHE_MAX_AGE_MS) {}

  private token(clubId: number) {
    return `${this.epoch}.${this.generations.get(clubId) ?? 0}`;
  }

  /** Something of the club changed (a change_log row was seen): its cached days are no longer true. */
  invalidateClub(clubId: number) {
    this.generations.set(clubId, (this.generations.get(clubId) ?? 0) + 1);
    this.days.delete(clubId);
  }

  /** Forget everything. */
  clear() {
    this.epoch++;
    this.days.clear();
  }

  get size() {
    let n = 0;
    for (const m of this.days.values()) n += m.size;
    return n;
  }

  /**
   * One day's reply for one desk. `build` reads the day from the database (null when the
   * activity does not exist); concurrent misses of one generation share one build.
   */
  async day(
    clubId: number,
    activityId: number,
    date: string,
    userId: number,
    build: () => Promise<DayFrame | null>,
  ): Promise<CachedDay | null> {
    const key = `${activityId}|${date}`;
    const token = this.token(clubId);
    const now = Date.now();
    let entry = this.days.get(clubId)?.get(key);
    if (entry && entry.token !== token) {
      this.days.get(clubId)?.delete(key);
      entry = undefined;
    }
    if (entry && now - entry.builtAt > this.maxAgeMs) {
      // Only the backstop age ran out (no change was seen): keep answering from this day while
      // one rebuild runs in the background, so no reader waits behind it (p99 at 300 req/s).
      void this.build(clubId, key, token, build).catch(() => undefined);
    }
    if (!entry) {
      const frame = await this.build(clubId, key, token, build);
      if (!frame) return null;
      entry = this.days.get(clubId)?.get(key) ?? { token, builtAt: now, frame, shared: null, desks: new Map() };
    }
    return { frame: entry.frame, bytes: this.render(entry, userId) };
  }

  /** One build per (club, day, generation) at a time; stored only if no change came meanwhile. */
  private build(clubId: number, key: string, token: string, build: () => Promise<DayFrame | null>): Promise<DayFrame | null> {
    const flight = `${clubId}|${key}|${token}`;
    let pending = this.building.get(flight);
    if (!pending) {
      const startedAt = Date.now();
      pending = build()
        .then((frame) => {
          if (frame && this.token(clubId) === token)
            this.store(clubId, key, { token, builtAt: startedAt, frame, shared: null, desks: new Map() });
          return frame;
        })
        .finally(() => this.building.delete(flight));
      this.building.set(flight, pending);
    }
    return pending;
  }

  private render(entry: Entry, userId: number): ReplyBytes {
    const now = Date.now();
    if (!entry.shared || now >= entry.shared.validUntilMs) {
      const { json, validUntilMs } = renderShared(entry.frame, now);
      entry.shared = { bytes: new ReplyBytes(json), validUntilMs };
      entry.desks.clear();
    }
    const shared = entry.shared;
    if (!entry.frame.hasHolds) return shared.bytes;
    const hit = entry.desks.get(userId);
    if (hit && now < hit.validUntilMs) return hit.bytes;
    const carted = cartedOf(entry.frame, userId, now);
    if (entry.desks.size >= MAX_DESKS_PER_DAY) entry.desks.clear();
    const bytes = carted.length === 0 ? shared.bytes : new ReplyBytes(withCarted(shared.bytes.raw.toString('utf8'), carted));
    entry.desks.set(userId, { bytes, validUntilMs: shared.validUntilMs });
    return bytes;
  }

  private store(clubId: number, key: string, entry: Entry) {
    if (this.size >= MAX_DAYS) this.days.clear();
    let club = this.days.get(clubId);
    if (!club) this.days.set(clubId, (club = new Map()));
    club.set(key, entry);
  }
}
