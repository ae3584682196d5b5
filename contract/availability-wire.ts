import {
  SlotCode,
  SlotStatus,
  type AvailabilityCourt,
  type AvailabilityReply,
  type LeanCourt,
  type PriceTier,
  type Slot,
} from './availability';

/** 'HH:mm:ss' → minutes after midnight. */
function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

function timeOf(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
}

/**
 * A court's slots: open → close in `slotDuration` steps; a close at or before the open (00:00)
 * means midnight. The server's court-slots.ts walks the same rule; the API tests compare them.
 */
export function courtSlotTimes(openTime: string, closeTime: string, slotDuration: number): { slotTime: string; endTime: string }[] {
  const open = minutesOf(openTime);
  const closeRaw = minutesOf(closeTime) === 0 ? 1440 : minutesOf(closeTime);
  const close = closeRaw <= open ? 1440 : closeRaw;
  const out: { slotTime: string; endTime: string }[] = [];
  if (slotDuration <= 0) return out;
  for (let t = open; t + slotDuration <= close; t += slotDuration) out.push({ slotTime: timeOf(t), endTime: timeOf(t + slotDuration) });
  return out;
}

/** Runs `[tier, count, …]` → one tier index per slot. */
export function tiersOf(runs: number[], slotCount: number): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < runs.length; i += 2) for (let k = 0; k < runs[i + 1]; k++) out.push(runs[i]);
  while (out.length < slotCount) out.push(out.at(-1) ?? 0);
  return out;
}

export interface ExpandedDay {
  activityId: number;
  activityType: number;
  maxSlotCount: number;
  date: string;
  courts: AvailabilityCourt[];
}

const FREE_TIER: PriceTier = { price: 0, grossPrice: 0, slotDiscount: {} };

function expandCourt(day: AvailabilityReply & { date: string }, court: LeanCourt, carted: Set<number> | undefined): AvailabilityCourt {
  const { status, prices, refs, places, ...head } = court;
  const type = day.activityType ?? 0;
  const maxSlotCount = day.maxSlotCount ?? 1;
  const times = courtSlotTimes(court.openTime, court.closeTime, court.slotDuration);
  const tiers = tiersOf(prices, times.length);
  let ref = 0;
  const slots = times.map((time, i): Slot => {
    const code = status[i] ?? 'o';
    const tier = day.prices?.[tiers[i]] ?? FREE_TIER;
    const own = carted?.has(i) ?? false;
    const slot: Slot = {
      ...time,
      price: tier.price,
      grossPrice: tier.grossPrice,
      available: code === 'o' ? 1 : 0,
      maxSlotCount: 1,
      status: own ? SlotStatus.carted : (SlotCode[code] ?? SlotStatus.book),
      courtId: court.courtId,
      courtName: court.courtName,
      activityId: day.activityId ?? 0,
      activityType: type,
      slotDate: day.date,
      bookingId: null,
      customerName: null,
      paymentPending: false,
      count: 0,
      blocked: false,
      blockingId: null,
      slotDiscount: tier.slotDiscount,
    };
    if (code === 'X') {
      const id = refs[ref++] ?? 0;
      return { ...slot, available: 0, maxSlotCount, blocked: true, blockingId: id || null, blockRemark: day.blocks?.[String(id)] ?? null };
    }
    if (type === 1) {
      const at = i * 3;
      return { ...slot, maxSlotCount, available: places?.[at] ?? 0, count: places?.[at + 1] ?? 0, paymentPending: places?.[at + 2] === 1 };
    }
    if (code === 'B') {
      const id = refs[ref++] ?? 0;
      const booking = day.bookings?.[String(id)];
      return { ...slot, count: 1, bookingId: id, customerName: booking?.[0] ?? null, paymentPending: booking?.[1] === 1 };
    }
    return slot;
  });
  return { ...head, slots };
}

/**
 * The lean availability reply as the spec's courts and slots, every field of Slot filled in.
 * Null when the reply carries no day (a failure).
 */
export function expandAvailability(day: AvailabilityReply): ExpandedDay | null {
  if (!day.courts || day.date === undefined || day.activityId === undefined) return null;
  const carted = new Map<number, Set<number>>();
  for (const [courtId, index] of day.carted ?? []) carted.set(courtId, (carted.get(courtId) ?? new Set()).add(index));
  const withDate = { ...day, date: day.date };
  return {
    activityId: day.activityId,
    activityType: day.activityType ?? 0,
    maxSlotCount: day.maxSlotCount ?? 1,
    date: day.date,
    courts: day.courts.map((c) => expandCourt(withDate, c, carted.get(c.courtId))),
  };
}
