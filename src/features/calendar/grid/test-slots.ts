import type { AvailabilityCourt, Slot } from '../../../../contract/availability';

/** A slot of the wire shape with the given overrides (tests only). */
export function makeSlot(over: Partial<Slot> = {}): Slot {
  return {
    slotTime: '06:00:00',
    endTime: '07:00:00',
    price: 400,
    grossPrice: 400,
    available: 1,
    maxSlotCount: 1,
    status: 'Book',
    courtId: 1,
    courtName: 'Court 1',
    activityId: 3,
    activityType: 0,
    slotDate: '2026-11-21',
    bookingId: null,
    customerName: null,
    paymentPending: false,
    count: 0,
    blocked: false,
    blockingId: null,
    slotDiscount: {},
    ...over,
  };
}

export function makeCourt(courtId: number, slots: Partial<Slot>[]): AvailabilityCourt {
  const courtName = `Court ${courtId}`;
  return {
    courtId,
    courtName,
    openTime: '06:00:00',
    closeTime: '22:00:00',
    courtBrothers: [],
    courtInfo: null,
    courtOffset: courtId,
    courtPriceClass: null,
    peoplePerCourt: 4,
    slotDuration: 60,
    slots: slots.map((slot) => makeSlot({ courtId, courtName, ...slot })),
  };
}
