import { describe, expect, it } from 'vitest';
import { slotState } from './slot-state';
import { courtSlots } from '../../core/court-slots';
import { lockKeys } from '../../ledger/occupancy';
import type { DayOccupancy } from './day-occupancy';

const row = (over: Partial<DayOccupancy>): DayOccupancy => ({
  courtId: 1,
  kind: 'booking',
  exclusive: true,
  count: 1,
  viaBrother: false,
  bookingId: null,
  blockId: null,
  cartSessionId: null,
  customerName: null,
  balanceMinor: null,
  start: 600,
  end: 660,
  ...over,
});
const ME = 7;

describe('slot status', () => {
  it('follows the precedence Blocked, Booked, Carted / Booking in Progress, Locked, Book', () => {
    expect(slotState(0, 1, [], ME).status).toBe('Book');
    expect(slotState(0, 1, [row({ viaBrother: true })], ME).status).toBe('Locked');
    expect(slotState(0, 1, [row({ kind: 'hold', cartSessionId: ME }), row({ viaBrother: true })], ME).status).toBe('Carted');
    expect(slotState(0, 1, [row({ kind: 'hold', cartSessionId: 8 })], ME).status).toBe('Booking in Progress');
    const booked = slotState(0, 1, [row({ bookingId: 5, customerName: 'A', balanceMinor: 100 })], ME);
    expect(booked).toMatchObject({ status: 'Booked', bookingId: 5, customerName: 'A', paymentPending: true, available: 0 });
    expect(slotState(0, 1, [row({ bookingId: 5, balanceMinor: 0 })], ME).paymentPending).toBe(false);
    expect(slotState(0, 1, [row({}), row({ kind: 'block', blockId: 3 })], ME)).toMatchObject({
      status: 'Blocked',
      blockingId: 3,
      blocked: true,
    });
  });

  it('keeps a group slot bookable while places remain', () => {
    const place = (over: Partial<DayOccupancy>) => row({ exclusive: false, ...over });
    expect(slotState(1, 20, [place({ count: 5, balanceMinor: 10 })], ME)).toMatchObject({
      status: 'Book',
      available: 15,
      count: 5,
      maxSlotCount: 20,
      paymentPending: true,
    });
    expect(slotState(1, 20, [place({ count: 20 })], ME)).toMatchObject({ status: 'Booked', available: 0 });
    expect(slotState(1, 20, [place({ count: 15 }), place({ kind: 'hold', count: 5, cartSessionId: 8 })], ME).status).toBe(
      'Booking in Progress',
    );
    expect(slotState(1, 20, [place({ kind: 'hold', count: 2, cartSessionId: ME })], ME)).toMatchObject({ status: 'Carted', available: 18 });
  });
});

describe('court slots and lock keys', () => {
  it('cuts the day from open to close; a close of 00:00 is midnight', () => {
    const slots = courtSlots({ openTime: '06:00:00', closeTime: '00:00:00', slotDurationMinutes: 90 });
    expect(slots.map((s) => s.slotTime).slice(0, 2)).toEqual(['06:00:00', '07:30:00']);
    expect(slots.at(-1)).toMatchObject({ slotTime: '22:30:00', endTime: '00:00:00', end: 1440 });
    expect(courtSlots({ openTime: '06:00:00', closeTime: '23:00:00', slotDurationMinutes: 60 })).toHaveLength(17);
  });

  it('gives brothers a shared pair key and the two halves none', () => {
    const full = lockKeys(1, [2, 3]).map((k) => k.lockKey);
    const halfA = lockKeys(2, [1]).map((k) => k.lockKey);
    const halfB = lockKeys(3, [1]).map((k) => k.lockKey);
    expect(full).toEqual(['c:1', 'p:1-2', 'p:1-3']);
    expect(halfA.filter((k) => full.includes(k))).toEqual(['p:1-2']);
    expect(halfA.filter((k) => halfB.includes(k))).toEqual([]);
  });
});

describe('states without anything of their own (ADR 0091)', () => {
  it('are one frozen object each, so no caller can change every free slot at once', () => {
    const free = slotState(0, 1, [], ME);
    expect(slotState(0, 1, [], ME + 1)).toBe(free);
    expect(Object.isFrozen(free)).toBe(true);
    expect(() => {
      (free as { status: string }).status = 'Booked';
    }).toThrow(TypeError);
    const locked = slotState(0, 1, [row({ kind: 'booking', viaBrother: true })], ME);
    expect(locked).toMatchObject({ status: 'Locked', available: 0 });
    expect(Object.isFrozen(locked)).toBe(true);
    // A booked slot carries its own booking: never shared.
    const booked = slotState(0, 1, [row({ kind: 'booking', bookingId: 5 })], ME);
    expect(Object.isFrozen(booked)).toBe(false);
    expect(booked.bookingId).toBe(5);
  });
});
