import { describe, expect, it } from 'vitest';
import { DayCache } from './day-cache';
import { renderCourts, type DayFrame } from './day-frame';
import type { TimedOccupancy } from './day-occupancy';

const frame = (name: string): DayFrame => ({
  activity: { id: 1, name, type: 0, maxSlotCount: 1 },
  skewMs: 0,
  courts: [],
  hasHolds: false,
});

function builder() {
  let builds = 0;
  let release: () => void = () => {};
  const build = async () => {
    builds++;
    const n = builds;
    await new Promise<void>((r) => (release = r));
    return frame(`build ${n}`);
  };
  return { build, builds: () => builds, release: () => release() };
}

const read = (cache: DayCache, build: () => Promise<DayFrame | null>, clubId = 1) => cache.courtsJson(clubId, 1, '2026-12-01', 7, build);

describe('DayCache', () => {
  it('shares one build between concurrent misses and serves the stored day afterwards', async () => {
    const cache = new DayCache();
    const b = builder();
    const [x, y] = [read(cache, b.build), read(cache, b.build)];
    await Promise.resolve();
    b.release();
    expect((await x)!.frame.activity.name).toBe('build 1');
    expect((await y)!.frame.activity.name).toBe('build 1');
    expect((await read(cache, b.build))!.frame.activity.name).toBe('build 1');
    expect(b.builds()).toBe(1);
  });

  it('never stores a day whose build started before a change of its club', async () => {
    const cache = new DayCache();
    const b = builder();
    const pending = read(cache, b.build);
    await Promise.resolve();
    cache.invalidateClub(1);
    b.release();
    expect((await pending)!.frame.activity.name).toBe('build 1');
    const next = read(cache, b.build);
    await Promise.resolve();
    b.release();
    expect((await next)!.frame.activity.name).toBe('build 2');
  });

  it('drops a club on change, everything on clear, and old days by age; other clubs stay', async () => {
    const cache = new DayCache();
    let n = 0;
    const build = async () => frame(`build ${++n}`);
    await read(cache, build, 1);
    await read(cache, build, 2);
    cache.invalidateClub(1);
    expect((await read(cache, build, 1))!.frame.activity.name).toBe('build 3');
    expect((await read(cache, build, 2))!.frame.activity.name).toBe('build 2');
    cache.clear();
    expect((await read(cache, build, 2))!.frame.activity.name).toBe('build 4');
    const aged = new DayCache(-1);
    await read(aged, build);
    expect((await read(aged, build))!.frame.activity.name).toBe('build 6');
  });

  it('does not cache a missing activity', async () => {
    const cache = new DayCache();
    let calls = 0;
    const none = async () => (calls++, null);
    expect(await read(cache, none)).toBeNull();
    expect(await read(cache, none)).toBeNull();
    expect(calls).toBe(2);
  });
});

describe('renderCourts', () => {
  const hold = (over: Partial<TimedOccupancy>): TimedOccupancy => ({
    courtId: 1, kind: 'hold', exclusive: true, count: 1, viaBrother: false, bookingId: null, blockId: null,
    cartSessionId: 7, customerName: null, balanceMinor: null, start: 600, end: 660, expiresAtMs: 0, ...over,
  });
  const held = (expiresAtMs: number, skewMs = 0): DayFrame => ({
    ...frame('x'),
    skewMs,
    hasHolds: true,
    courts: [{ head: '{"courtId":1,"slots":[', slots: [{ rows: [hold({ expiresAtMs })], head: '{"slotTime":"10:00:00",', mid: ',', tail: '}' }] }],
  });
  const statusOf = (json: string) => (JSON.parse(json) as { slots: { status: string }[] }[])[0].slots[0].status;

  it('judges a hold at request time: its holder, the other desks, and its expiry on the database clock', () => {
    const now = 1_000_000;
    const live = renderCourts(held(now + 1000), 7, now);
    expect(statusOf(live.json)).toBe('Carted');
    expect(live.validUntilMs).toBe(now + 1000);
    expect(statusOf(renderCourts(held(now + 1000), 8, now).json)).toBe('Booking in Progress');
    expect(statusOf(renderCourts(held(now + 1000), 8, now + 1001).json)).toBe('Book');
    // The database clock runs 5 s ahead of ours: by its clock the hold has already expired.
    expect(statusOf(renderCourts(held(now + 1000, 5000), 8, now).json)).toBe('Book');
  });
});
