import type { AvailabilityCourt, Slot } from '../../../../contract/availability';
import type { WaitlistEntry } from '../../../../contract/waitlist';

/** The entries of one slot's queue: its time, and its court or any court. */
export function entriesOfSlot(entries: WaitlistEntry[], slot: Pick<Slot, 'courtId' | 'slotTime'>): WaitlistEntry[] {
  return entries.filter(
    (e) => e.time === slot.slotTime && (e.courtId === null || e.courtId === slot.courtId || e.offeredCourtId === slot.courtId),
  );
}

/** The live offer held on a slot, if any. */
export function offerOn(entries: WaitlistEntry[], slot: Pick<Slot, 'courtId' | 'slotTime'>): WaitlistEntry | undefined {
  return entries.find((e) => e.status === 'offered' && e.time === slot.slotTime && e.offeredCourtId === slot.courtId);
}

/**
 * The day's courts with the waitlist laid over their slots (ADR 0080): a held slot offered to a
 * waitlisted customer names them (`offeredTo`), and a taken slot says how many wait for it
 * (`waiting`: entries for its court or for any court at its time). Slots without either are the
 * same objects, so unchanged cells do not re-render.
 */
export function overlayWaitlist(courts: AvailabilityCourt[], entries: WaitlistEntry[]): AvailabilityCourt[] {
  if (entries.length === 0) return courts;
  return courts.map((court) => ({
    ...court,
    slots: court.slots.map((slot) => {
      if (slot.status === 'Book') return slot;
      const offer = offerOn(entries, slot);
      const waiting = entries.filter(
        (e) => e.status === 'waiting' && e.time === slot.slotTime && (e.courtId === null || e.courtId === slot.courtId),
      ).length;
      if (!offer && waiting === 0) return slot;
      return { ...slot, offeredTo: offer?.customerName ?? null, waiting };
    }),
  }));
}
