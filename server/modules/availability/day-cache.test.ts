import { describe, expect, it } from 'vitest';
import { DayCache } from './day-cache';
import type { DayFrame } from './day-frame';
import { cartedOf, renderShared, withCarted } from './day-render';
import { pickEncoding } from './day-bytes';
import { expandAvailability } from '../../../contract/availability-wire';
import type { TimedOccupancy } from './day-occupancy';

const frame = (name: string): DayFrame => ({
  activity: { id: 1, name, type: 0, maxSlotCount: 1 },
  date: '2026-12-01',
  skewMs: 0,
  tiers: [{ price: 5, grossPrice: 5, slotDiscount: {} }],
  courts: [],
  bookings: new Map(),
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

const read = (cache: DayCache, build: () => Promise<DayFrame | null>, clubId = 1) => cache.day(clubId, 1, '2026-12-01', 7, build);

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
    // Past the backstop age the stored day still answers while one rebuild runs behind it.
    const aged = new DayCache(-1);
    await read(aged, build);
    expect((await read(aged, build))!.frame.activity.name).toBe('build 5');
    await new Promise((r) => setTimeout(r, 0));
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

describe('renderShared and cartedOf', () => {
  const hold = (over: Partial<TimedOccupancy>): TimedOccupancy => ({
    courtId: 1,
    kind: 'hold',
    exclusive: true,
    count: 1,
    viaBrother: false,
    bookingId: null,
    blockId: null,
    cartSessionId: 7,
    customerName: null,
    balanceMinor: null,
    start: 600,
    end: 630,
    expiresAtMs: 0,
    ...over,
  });
  const head = JSON.stringify({
    courtId: 1,
    courtName: 'C1',
    openTime: '10:00:00',
    closeTime: '10:30:00',
    courtBrothers: [],
    courtInfo: null,
    courtOffset: 0,
    courtPriceClass: null,
    peoplePerCourt: null,
    slotDuration: 30,
  }).slice(1, -1);
  const held = (expiresAtMs: number, skewMs = 0): DayFrame => ({
    ...frame('x'),
    skewMs,
    hasHolds: true,
    courts: [{ courtId: 1, head, priceRuns: [0, 1], slots: [{ rows: [hold({ expiresAtMs })] }] }],
  });
  const statusFor = (f: DayFrame, userId: number, now: number) =>
    expandAvailability(JSON.parse(withCarted(renderShared(f, now).json, cartedOf(f, userId, now))))!.courts[0].slots[0].status;

  it('judges a hold at request time: its holder, the other desks, and its expiry on the database clock', () => {
    const now = 1_000_000;
    expect(statusFor(held(now + 1000), 7, now)).toBe('Carted');
    expect(renderShared(held(now + 1000), now).validUntilMs).toBe(now + 1000);
    expect(statusFor(held(now + 1000), 8, now)).toBe('Booking in Progress');
    expect(statusFor(held(now + 1000), 8, now + 1001)).toBe('Book');
    expect(statusFor(held(now + 1000), 7, now + 1001)).toBe('Book');
    // The database clock runs 5 s ahead of ours: by its clock the hold has already expired.
    expect(statusFor(held(now + 1000, 5000), 8, now)).toBe('Book');
  });

  it("keeps the shared body the same for every desk and adds only the holder's overlay", () => {
    const now = 1_000_000;
    const shared = renderShared(held(now + 1000), now).json;
    expect(JSON.parse(shared).courts[0].status).toBe('P');
    expect(cartedOf(held(now + 1000), 8, now)).toEqual([]);
    expect(JSON.parse(withCarted(shared, cartedOf(held(now + 1000), 7, now))).carted).toEqual([[1, 0]]);
  });
});

describe('pickEncoding', () => {
  it('prefers br, then gzip, honours q=0, and sends identity otherwise', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
