import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnlineStore } from '../lib/online/online-store';
import { useSessionStore } from '../lib/session/session-store';
import { db } from './db';
import { registerMirrorSet, resetMirrors, resync } from './sync';
import { arenaSession } from '../lib/testing/arena-session';

const session = arenaSession();

const court = (courtId: number) => ({
  courtId,
  courtName: `Court ${courtId}`,
  openTime: '06:00:00',
  closeTime: '23:00:00',
  courtBrothers: [],
  courtInfo: '',
  courtOffset: courtId,
  courtPriceClass: null,
  peoplePerCourt: 1,
  slotDuration: 60,
});

const REPLIES: Record<string, unknown> = {
  '/api/get/user/clubs': {
    requestStatus: 1,
    userClubs: [
      { clubId: 1, clubName: 'Arena' },
      { clubId: 2, clubName: 'Annexe' },
    ],
  },
  '/api/features?premiumAccess=0': {
    requestStatus: 1,
    features: [{ featureId: 3, featureName: 'Booking Calendar', readAccess: true, writeAccess: true }],
  },
  '/api/activities': {
    requestStatus: 1,
    activities: [
      { activityId: 3, activityName: 'Badminton', activityType: 0, maxSlotCount: 1 },
      { activityId: 4, activityName: 'Swimming', activityType: 1, maxSlotCount: 20 },
    ],
  },
  '/api/transaction/codes': { requestStatus: 1, modes: [{ code: 0, name: 'No Pay' }], types: [{ code: 1, name: 'Single Booking' }] },
  '/api/court/details?activityId=3': { requestStatus: 1, courtList: [court(1), court(2)] },
  '/api/court/details?activityId=4': { requestStatus: 1, courtList: [court(9)] },
};

function serve(replies = REPLIES) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = replies[url];
    return body
      ? new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response('', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('mirror sync', () => {
  beforeEach(async () => {
    await resetMirrors();
    useSessionStore.setState({ session });
    useOnlineStore.setState({ browserOnline: true, serverReachable: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('mirrors session, features, activities, transaction codes and courts, stamping each set', async () => {
    serve();
    const before = Date.now();
    // The calendar's day set is there too whenever calendar-days.ts is loaded (as in the console):
    // with no day on screen it has nothing to fetch.
    expect(await resync()).toMatchObject({ session: true, features: true, activities: true, transactionCodes: true, courts: true });
    expect((await db.activities.toArray()).map((a) => a.activityName)).toEqual(['Badminton', 'Swimming']);
    expect((await db.courts.where('activityId').equals(3).toArray()).map((c) => c.courtId)).toEqual([1, 2]);
    expect((await db.courts.where('activityId').equals(4).toArray()).map((c) => c.courtId)).toEqual([9]);
    expect(await db.transactionCodes.get('codes')).toMatchObject({ modes: [{ code: 0, name: 'No Pay' }] });
    expect(await db.features.get(3)).toMatchObject({ writeAccess: true });
    const session = await db.session.get('current');
    expect(session).toMatchObject({ clubId: 1, userClubs: [{ clubId: 1 }, { clubId: 2 }] });
    expect(session).not.toHaveProperty('authToken');
    // The refreshed club list reaches the live session too (Switch Club appears).
    expect(useSessionStore.getState().session?.userClubs).toHaveLength(2);
    for (const set of ['session', 'features', 'activities', 'transactionCodes', 'courts', 'courts:3', 'courts:4']) {
      expect((await db.meta.get(set))?.fetchedAt).toBeGreaterThanOrEqual(before);
    }
  });

  it("follows the club's config changed since sign-in (hold time, email rule, currency)", async () => {
    serve({
      ...REPLIES,
      '/api/club/config': {
        requestStatus: 1,
        config: { cartHoldMinutes: 25, emailRequired: true },
        currency: 'aed',
        countryCode: '+971',
        timeZone: 'Asia/Dubai',
      },
    });
    await resync(['session']);
    expect(useSessionStore.getState().session).toMatchObject({
      config: { cartHoldMinutes: 25, emailRequired: true },
      clubCurrency: 'aed',
      countryCode: '+971',
      timeZone: 'Asia/Dubai',
    });
    expect(await db.session.get('current')).toMatchObject({ clubCurrency: 'aed' });
  });

  it('a refresh replaces the set: rows gone on the server go here too', async () => {
    serve();
    await resync();
    serve({
      ...REPLIES,
      '/api/activities': { requestStatus: 1, activities: [{ activityId: 3, activityName: 'Badminton', activityType: 0, maxSlotCount: 1 }] },
    });
    await resync(['activities', 'courts']);
    expect((await db.activities.toArray()).map((a) => a.activityId)).toEqual([3]);
    expect(await db.courts.where('activityId').equals(4).count()).toBe(0);
  });

  it('offline it fetches nothing and keeps the mirrors', async () => {
    serve();
    await resync();
    const fetchMock = serve();
    useOnlineStore.setState({ browserOnline: false });
    expect(await resync()).toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await db.activities.count()).toBe(2);
  });

  it('a failed fetch keeps the previous mirror and its age', async () => {
    serve();
    await resync(['activities']);
    const stamped = (await db.meta.get('activities'))!.fetchedAt;
    serve({});
    expect(await resync(['activities'])).toEqual({ activities: false });
    expect(await db.activities.count()).toBe(2);
    expect((await db.meta.get('activities'))!.fetchedAt).toBe(stamped);
  });

  it('asks for the sets behind the loader together, and for courts only once the activities are in', async () => {
    const fetchMock = serve();
    const started: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (url: string) => {
      started.push(url);
      // Nothing answers until all four are out: one at a time would never get past the first.
      if (started.length < 4) await held;
      else release();
      return new Response(JSON.stringify(REPLIES[url]), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const results = await resync();
    expect(results).toMatchObject({ features: true, activities: true, transactionCodes: true, courts: true });
    expect(started.slice(0, 4).sort()).toEqual([
      '/api/activities',
      '/api/features?premiumAccess=0',
      '/api/get/user/clubs',
      '/api/transaction/codes',
    ]);
    expect(started.filter((u) => u.startsWith('/api/court/details'))).toHaveLength(2);
  });

  it('another area can register a mirrored set of its own', async () => {
    const fetcher = vi.fn(async () => true);
    const stop = registerMirrorSet('calendarDays', fetcher);
    serve();
    expect(await resync(['calendarDays'])).toEqual({ calendarDays: true });
    expect(fetcher).toHaveBeenCalledTimes(1);
    stop();
  });

  it('resetMirrors forgets every mirrored set (logout, switch club)', async () => {
    serve();
    await resync();
    await resetMirrors();
    expect(await db.activities.count()).toBe(0);
    expect(await db.courts.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
    expect(await db.session.count()).toBe(0);
  });
});
