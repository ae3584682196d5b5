import type { FastifyInstance } from 'fastify';
import { liveHubOf } from '../live/hub';
import { renderCourts, type DayFrame } from './day-frame';

/** Backstop for writes that bypass change_log (direct SQL, future config screens): see ADR 0006. */
export const DAY_CACHE_MAX_AGE_MS = 10_000;
const MAX_DAYS = 400;
const MAX_USERS_PER_DAY = 64;

interface Entry {
  token: string;
  builtAt: number;
  frame: DayFrame;
  /** Rendered courts JSON per desk (or '*' when no hold makes it depend on the desk). */
  json: Map<number | '*', { text: string; validUntilMs: number }>;
}

/**
 * Per-process cache of computed calendar days (ADR 0006). Any change of a club — this
 * process's own writes as they commit, other processes' through the change_log poller —
 * bumps the club's generation, which drops its days; a build that started before a bump is
 * used for its own reply but never stored. Hold expiry and the Carted / Booking in Progress
 * split are decided per request (renderCourts), never frozen in the cache.
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

  /** Something of the club changed (committed): its cached days are no longer true. */
  invalidateClub(clubId: number) {
    this.generations.set(clubId, (this.generations.get(clubId) ?? 0) + 1);
    this.days.delete(clubId);
  }

  /** Forget everything (e.g. the poller failed, so other processes' changes may be missed). */
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
   * The courts JSON of one day for one desk. `build` reads the day from the database (null
   * when the activity does not exist); concurrent misses of one generation share one build.
   */
  async courtsJson(
    clubId: number,
    activityId: number,
    date: string,
    userId: number,
    build: () => Promise<DayFrame | null>,
  ): Promise<{ frame: DayFrame; json: string } | null> {
    const key = `${activityId}|${date}`;
    const token = this.token(clubId);
    const now = Date.now();
    let entry = this.days.get(clubId)?.get(key);
    if (entry && (entry.token !== token || now - entry.builtAt > this.maxAgeMs)) {
      this.days.get(clubId)?.delete(key);
      entry = undefined;
    }
    if (!entry) {
      const flight = `${clubId}|${key}|${token}`;
      let pending = this.building.get(flight);
      if (!pending) {
        pending = build().finally(() => this.building.delete(flight));
        this.building.set(flight, pending);
      }
      const frame = await pending;
      if (!frame) return null;
      entry = { token, builtAt: now, frame, json: new Map() };
      if (this.token(clubId) === token) this.store(clubId, key, entry);
    }
    return { frame: entry.frame, json: this.render(entry, userId) };
  }

  private render(entry: Entry, userId: number): string {
    const who = entry.frame.hasHolds ? userId : '*';
    const now = Date.now();
    const hit = entry.json.get(who);
    if (hit && now < hit.validUntilMs) return hit.text;
    const { json, validUntilMs } = renderCourts(entry.frame, userId, now);
    if (entry.json.size >= MAX_USERS_PER_DAY) entry.json.clear();
    entry.json.set(who, { text: json, validUntilMs });
    return json;
  }

  private store(clubId: number, key: string, entry: Entry) {
    let club = this.days.get(clubId);
    if (!club) this.days.set(clubId, (club = new Map()));
    if (this.size >= MAX_DAYS) this.days.clear();
    club.set(key, entry);
    if (!this.days.has(clubId)) this.days.set(clubId, club);
  }
}

const caches = new WeakMap<object, DayCache>();

/**
 * The app's day cache, wired to its change_log poller. Keyed like liveHubOf (by the app's HTTP
 * server): every route module of one app shares it; a second app on the same database does not.
 */
export function dayCacheOf(app: FastifyInstance): DayCache {
  let cache = caches.get(app.server);
  if (!cache) {
    const created = new DayCache();
    liveHubOf(app).watch({ changed: (clubId) => created.invalidateClub(clubId), failed: () => created.clear() });
    caches.set(app.server, (cache = created));
  }
  return cache;
}
