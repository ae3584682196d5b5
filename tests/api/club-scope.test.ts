import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { ACTIVITY_NOT_FOUND_MESSAGE } from '../../contract/catalog';

let t: TestApp;
let arenaToken: string;
let riversideToken: string;
type Act = { activityId: number; activityName: string; activityType: number; maxSlotCount: number };

beforeAll(async () => {
  t = await createTestApp();
  arenaToken = await t.login('admin', 'admin123');
  const manager = await t.loginAuth('manager', 'manager123');
  const riverside = manager.userClubs.find((c) => c.clubName === 'Courtdesk Riverside')!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/switch/account',
    headers: t.authHeader(manager.authToken),
    payload: { clubId: riverside.clubId },
  });
  riversideToken = res.json().userAuth.authToken;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: t.authHeader(token) });
const activities = async (token: string): Promise<Act[]> => (await get('/api/activities', token)).json().activities;

describe('club scope', () => {
  it("lists only the session club's activities", async () => {
    expect((await activities(arenaToken)).map((a) => a.activityName)).toEqual(['Badminton', 'Football Turf', 'Swimming Session']);
    expect((await activities(riversideToken)).map((a) => a.activityName)).toEqual(['Tennis', 'Pickleball']);
  });

  it("answers 'Activity not found' for another club's courts, exactly as for a missing activity", async () => {
    const tennis = (await activities(riversideToken)).find((a) => a.activityName === 'Tennis')!;
    const foreign = await get(`/api/court/details?activityId=${tennis.activityId}`, arenaToken);
    expect(foreign.json()).toEqual({ requestStatus: 0, message: ACTIVITY_NOT_FOUND_MESSAGE, code: 'activityNotFound' });
    const missing = await get('/api/court/details?activityId=999999', arenaToken);
    expect(missing.json()).toEqual(foreign.json());
    expect((await get(`/api/court/details?activityId=${tennis.activityId}`, riversideToken)).json().courtList).toHaveLength(3);
  });
});

describe('catalog', () => {
  it('describes the demo activities', async () => {
    const acts = await activities(arenaToken);
    expect(acts.find((a) => a.activityName === 'Badminton')).toMatchObject({ activityType: 0, maxSlotCount: 1 });
    expect(acts.find((a) => a.activityName === 'Swimming Session')).toMatchObject({ activityType: 1, maxSlotCount: 20 });
  });

  it('lists the badminton courts with times, slot length and price class', async () => {
    const badminton = (await activities(arenaToken)).find((a) => a.activityName === 'Badminton')!;
    const { courtList } = (await get(`/api/court/details?activityId=${badminton.activityId}`, arenaToken)).json();
    expect(courtList).toHaveLength(6);
    expect(courtList[0]).toMatchObject({
      courtName: 'Court 1',
      openTime: '06:00:00',
      closeTime: '23:00:00',
      slotDuration: 60,
      courtBrothers: [],
      courtOffset: 0,
      peoplePerCourt: 4,
    });
    expect(typeof courtList[0].courtPriceClass).toBe('number');
    expect(courtList[4].courtPriceClass).not.toBe(courtList[0].courtPriceClass);
  });

  it('makes the full pitch and each half brothers', async () => {
    const turf = (await activities(arenaToken)).find((a) => a.activityName === 'Football Turf')!;
    const { courtList } = (await get(`/api/court/details?activityId=${turf.activityId}`, arenaToken)).json();
    const byName = Object.fromEntries(courtList.map((c: { courtName: string }) => [c.courtName, c])) as Record<
      string,
      { courtId: number; courtBrothers: number[] }
    >;
    expect(byName['Full Pitch'].courtBrothers.sort()).toEqual([byName['Half A'].courtId, byName['Half B'].courtId].sort());
    expect(byName['Half A'].courtBrothers).toEqual([byName['Full Pitch'].courtId]);
    expect(byName['Half B'].courtBrothers).toEqual([byName['Full Pitch'].courtId]);
  });

  it('gives the payment modes 0–4 (UPI, ADR 0082) and the transaction types', async () => {
    const body = (await get('/api/transaction/codes', arenaToken)).json();
    expect(body.modes).toEqual([
      { code: 0, name: 'No Pay' },
      { code: 1, name: 'Cash' },
      { code: 2, name: 'Card' },
      { code: 3, name: 'Other' },
      { code: 4, name: 'UPI' },
    ]);
    expect(body.types.map((x: { code: number }) => x.code)).toEqual([-1, 1, 2, 3, 5, 7]);
  });
});
