import { describe, expect, it } from 'vitest';
import type { AvailabilityCourt, Slot } from '../../../../contract/availability';
import type { WaitlistEntry } from '../../../../contract/waitlist';
import { entriesOfSlot, overlayWaitlist } from './waitlist-overlay';
import { slotLook } from '../grid/slot-look';

const slot = (courtId: number, slotTime: string, status: Slot['status']): Slot => ({
  slotTime,
  endTime: '',
  price: 0,
  grossPrice: 0,
  available: status === 'Book' ? 1 : 0,
  maxSlotCount: 1,
  status,
  courtId,
  courtName: `Court ${courtId}`,
  activityId: 1,
  activityType: 0,
  slotDate: '2026-12-07',
  bookingId: status === 'Booked' ? 9 : null,
  customerName: status === 'Booked' ? 'Arjun' : null,
  paymentPending: false,
  count: 0,
  blocked: false,
  blockingId: null,
  slotDiscount: {},
});
const court = (courtId: number, slots: Slot[]) => ({ courtId, courtName: `Court ${courtId}`, slots }) as unknown as AvailabilityCourt;
const entry = (over: Partial<WaitlistEntry>): WaitlistEntry => ({
  entryId: 1,
  position: 1,
  activityId: 1,
  date: '2026-12-07',
  time: '07:00:00',
  courtId: 1,
  courtName: 'Court 1',
  customerName: 'Asha',
  countryCode: '+91',
  mobile: '9876500001',
  email: '',
  status: 'waiting',
  source: 'desk',
  createdAt: '',
  offeredCourtId: null,
  offeredCourtName: null,
  offerExpiresAt: null,
  ...over,
});

describe('the waitlist over the grid', () => {
  const courts = [
    court(1, [slot(1, '07:00:00', 'Booked'), slot(1, '08:00:00', 'Booking in Progress')]),
    court(2, [slot(2, '07:00:00', 'Booked'), slot(2, '08:00:00', 'Book')]),
  ];

  it('counts who waits for a taken slot: its own court and any court, not a free slot', () => {
    const out = overlayWaitlist(courts, [
      entry({ entryId: 1 }),
      entry({ entryId: 2, courtId: null }),
      entry({ entryId: 3, courtId: 2, status: 'expired' }),
      entry({ entryId: 4, courtId: null, time: '08:00:00' }),
    ]);
    expect(out[0].slots[0]).toMatchObject({ waiting: 2, offeredTo: null });
    expect(out[1].slots[0]).toMatchObject({ waiting: 1 });
    expect(out[1].slots[1]).toBe(courts[1].slots[1]);
    expect(slotLook(out[0].slots[0])).toMatchObject({ label: 'Arjun', badge: 2 });
    expect(slotLook(out[0].slots[0]).title).toContain('2 on the waitlist');
  });

  it('names the customer an offered hold is for', () => {
    const offered = entry({ entryId: 5, time: '08:00:00', courtId: null, status: 'offered', offeredCourtId: 1 });
    const out = overlayWaitlist(courts, [offered]);
    expect(out[0].slots[1].offeredTo).toBe('Asha');
    expect(slotLook(out[0].slots[1]).label).toBe('Offered to Asha');
    expect(entriesOfSlot([offered], { courtId: 2, slotTime: '08:00:00' })).toEqual([offered]);
    // With nobody waiting, the day is handed back as it was.
    expect(overlayWaitlist(courts, [])).toBe(courts);
  });
});
