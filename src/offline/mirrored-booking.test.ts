import { describe, expect, it } from 'vitest';
import type { Slot } from '../../contract/availability';
import type { CalendarDayRow } from './schema/v2';
import { findMirroredBooking } from './mirrored-booking';

const slot = (courtName: string, slotTime: string, over: Partial<Slot> = {}) =>
  ({
    courtName,
    slotTime,
    endTime: `${String(Number(slotTime.slice(0, 2)) + 1).padStart(2, '0')}:00:00`,
    bookingId: null,
    customerName: null,
    paymentPending: false,
    ...over,
  }) as Slot;
const day = (date: string, fetchedAt: number, slots: Slot[]): CalendarDayRow => ({
  activityId: 1,
  date,
  activityType: 0,
  maxSlotCount: 1,
  fetchedAt,
  courts: [{ courtName: 'Court 1', slots } as CalendarDayRow['courts'][number]],
});

describe('a booking read from the mirrored days', () => {
  it('gathers its slots in time order, its customer and whether anything is owed', () => {
    const days = [
      day('2026-12-01', 100, [
        slot('Court 1', '11:00:00', { bookingId: 7, customerName: 'Asha', paymentPending: true }),
        slot('Court 1', '10:00:00', { bookingId: 7, customerName: 'Asha' }),
        slot('Court 1', '12:00:00', { bookingId: 8, customerName: 'Ravi' }),
      ]),
    ];
    expect(findMirroredBooking(days, 7)).toEqual({
      bookingId: 7,
      activityId: 1,
      date: '2026-12-01',
      slots: [
        { courtName: 'Court 1', slotTime: '10:00:00', endTime: '11:00:00' },
        { courtName: 'Court 1', slotTime: '11:00:00', endTime: '12:00:00' },
      ],
      customerName: 'Asha',
      paymentPending: true,
      fetchedAt: 100,
    });
    expect(findMirroredBooking(days, 9)).toBeNull();
  });
  it('takes the newest copy when a moved booking is still in an older day', () => {
    const days = [
      day('2026-12-02', 300, [slot('Court 1', '09:00:00', { bookingId: 7, customerName: 'Asha' })]),
      day('2026-12-01', 100, [slot('Court 1', '10:00:00', { bookingId: 7, customerName: 'Asha' })]),
    ];
    expect(findMirroredBooking(days, 7)).toMatchObject({ date: '2026-12-02', fetchedAt: 300 });
    expect(findMirroredBooking([...days].reverse(), 7)).toMatchObject({ date: '2026-12-02', fetchedAt: 300 });
  });
});
