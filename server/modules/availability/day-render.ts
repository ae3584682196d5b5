import { SlotStatus, slotCodeOf } from '../../../contract/availability';
import { isHeld, type DayFrame } from './day-frame';
import { slotState, type SlotState } from './slot-state';

/** Nobody's user id: every live hold reads 'Booking in Progress' in the shared part. */
const NO_DESK = -1;

/**
 * The desk-independent reply body of a day at one moment (the lean shape of
 * contract/availability.ts, key order as the schema), and until when it stays true: the first
 * live hold's expiry (Infinity without holds). `carted` is not in it: see cartedOf.
 */
export function renderShared(frame: DayFrame, nowMs: number): { json: string; validUntilMs: number } {
  const dbNow = nowMs + frame.skewMs;
  const { activity } = frame;
  let validUntilMs = Infinity;
  const referenced = new Set<number>();
  const blocksShown = new Set<number>();
  const j = JSON.stringify;
  const courts = frame.courts.map((court) => {
    let status = '';
    const refs: number[] = [];
    const places: number[] = [];
    for (const slot of court.slots) {
      let s: SlotState;
      if (isHeld(slot)) {
        const live = slot.rows.filter((o) => o.kind !== 'hold' || (o.expiresAtMs ?? 0) > dbNow);
        for (const o of live) if (o.kind === 'hold') validUntilMs = Math.min(validUntilMs, (o.expiresAtMs ?? 0) - frame.skewMs);
        s = slotState(activity.type, activity.maxSlotCount, live, NO_DESK);
      } else s = slot;
      status += slotCodeOf[s.status];
      if (s.status === SlotStatus.blocked) {
        refs.push(s.blockingId ?? 0);
        if (s.blockingId !== null && frame.blockRemarks?.has(s.blockingId)) blocksShown.add(s.blockingId);
      } else if (activity.type !== 1 && s.status === SlotStatus.booked) {
        refs.push(s.bookingId ?? 0);
        if (s.bookingId !== null) referenced.add(s.bookingId);
      }
      if (activity.type === 1) places.push(s.available, s.count, s.paymentPending ? 1 : 0);
    }
    const tail = activity.type === 1 ? `,"places":${j(places)}` : '';
    return `{${court.head},"status":${j(status)},"prices":${j(court.priceRuns)},"refs":${j(refs)}${tail}}`;
  });
  const bookings: string[] = [];
  // Ascending: JSON.parse orders integer-like keys so, and the bytes then round-trip exactly.
  for (const id of [...referenced].sort((a, b) => a - b)) {
    const b = frame.bookings.get(id);
    bookings.push(`${j(String(id))}:[${j(b?.name ?? null)},${b?.pending ? 1 : 0}]`);
  }
  // Only days with a remarked block carry `blocks`: every other day's bytes stay as they were.
  const remarks = [...blocksShown].sort((a, b) => a - b).map((id) => `${j(String(id))}:${j(frame.blockRemarks?.get(id))}`);
  const blocks = remarks.length > 0 ? `,"blocks":{${remarks.join(',')}}` : '';
  const head = j({
    requestStatus: 1,
    activityId: activity.id,
    activityType: activity.type,
    maxSlotCount: activity.maxSlotCount,
    date: frame.date,
  });
  const json = `${head.slice(0, -1)},"prices":${j(frame.tiers)},"bookings":{${bookings.join(',')}}${blocks},"courts":[${courts.join(',')}]}`;
  return { json, validUntilMs };
}

/** The slots one desk's own live holds make 'Carted' for it: [courtId, slot index]. */
export function cartedOf(frame: DayFrame, userId: number, nowMs: number): [number, number][] {
  if (!frame.hasHolds) return [];
  const dbNow = nowMs + frame.skewMs;
  const out: [number, number][] = [];
  for (const court of frame.courts) {
    court.slots.forEach((slot, index) => {
      if (!isHeld(slot)) return;
      const live = slot.rows.filter((o) => o.kind !== 'hold' || (o.expiresAtMs ?? 0) > dbNow);
      if (slotState(frame.activity.type, frame.activity.maxSlotCount, live, userId).status === SlotStatus.carted)
        out.push([court.courtId, index]);
    });
  }
  return out;
}

/** The shared body with the desk's overlay added (unchanged when it holds nothing here). */
export function withCarted(sharedJson: string, carted: [number, number][]): string {
  return carted.length === 0 ? sharedJson : `${sharedJson.slice(0, -1)},"carted":${JSON.stringify(carted)}}`;
}
