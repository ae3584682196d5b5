import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlotStatus } from '../../contract/availability';
import { checkout, client, plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

// Issue 7: a cart belongs to a session (a desk terminal), not to the login.
let t: TestApp;
let tabletA: Client;
let tabletB: Client;
let ids: Ids;
const date = plainMonday(56);

beforeAll(async () => {
  let desk: Client;
  ({ t, desk, ids } = await setup());
  tabletA = desk;
  tabletB = client(t, await t.login('desk', 'desk123'));
});
afterAll(async () => {
  await t?.close();
});

const add = (c: Client, court: string, time: string) =>
  c.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts[court], date, time });
const cartOf = async (c: Client) => (await c.get('/api/carting/details')).json().cart as { slots: { courtId: number }[] };
const statusOn = async (c: Client, court: string, time: string) =>
  slotOf((await c.post('/api/availability', { activityId: ids.badminton, date })).json(), ids.courts[court], time).status;

describe('a cart per terminal', () => {
  it("keeps two tablets of one login apart: each sees the other's hold as 'Booking in Progress'", async () => {
    expect((await add(tabletA, 'Court 1', '10:00:00')).json().requestStatus).toBe(1);
    expect((await cartOf(tabletA)).slots).toHaveLength(1);
    expect((await cartOf(tabletB)).slots).toEqual([]);
    expect(await statusOn(tabletA, 'Court 1', '10:00:00')).toBe(SlotStatus.carted);
    expect(await statusOn(tabletB, 'Court 1', '10:00:00')).toBe(SlotStatus.inProgress);
    // The other tablet cannot take the held slot either.
    expect((await add(tabletB, 'Court 1', '10:00:00')).json().requestStatus).toBe(0);
  });

  it("does not let one tablet check out or clear the other's cart", async () => {
    expect((await add(tabletB, 'Court 2', '10:00:00')).json().requestStatus).toBe(1);
    await tabletB.post('/api/carting/clear');
    expect((await cartOf(tabletB)).slots).toEqual([]);
    expect((await cartOf(tabletA)).slots.map((s) => s.courtId)).toEqual([ids.courts['Court 1']]);
    // B's checkout finds B's (empty) cart, not A's.
    expect((await tabletB.post('/api/booking', checkout())).json()).toEqual({
      requestStatus: 0,
      message: 'Your cart is empty',
      code: 'cartEmpty',
    });
    const booked = (await tabletA.post('/api/booking', checkout())).json();
    expect(booked.requestStatus).toBe(1);
    expect(await statusOn(tabletB, 'Court 1', '10:00:00')).toBe(SlotStatus.booked);
  });
});
