import type { Queryable } from '../../db/client';
import type { AvailabilityCourt } from '../../../contract/availability';
import { priceSlot } from '../pricing/engine';
import { loadHolidays, loadPricing } from '../pricing/repository';
import { toMajor } from '../pricing/money';
import { type ActivityRow, type CourtRow, listCourts } from './catalog';
import { courtSlots } from './court-slots';
import { loadDayOccupancy } from './day-occupancy';
import { slotState } from './slot-state';

/** Both directions of the brother relation for a set of courts (see brothersOf). */
export function brotherMap(courts: CourtRow[]): Map<number, number[]> {
  const map = new Map<number, Set<number>>();
  const add = (a: number, b: number) => {
    if (a === b) return;
    map.set(a, (map.get(a) ?? new Set()).add(b));
  };
  for (const c of courts) {
    for (const b of c.brothers) {
      add(c.id, b);
      add(b, c.id);
    }
  }
  return new Map([...map].map(([k, v]) => [k, [...v]]));
}

/** Every court of an activity with its slots, statuses and prices on one day. */
export async function dayAvailability(
  q: Queryable,
  clubId: number,
  userId: number,
  activity: ActivityRow,
  date: string,
): Promise<AvailabilityCourt[]> {
  const courts = await listCourts(q, clubId, activity.id);
  const classIds = [...new Set(courts.map((c) => c.priceClassId).filter((id): id is number => id !== null))];
  const [pricing, holidays, occupancy] = await Promise.all([
    loadPricing(q, clubId, classIds),
    loadHolidays(q, clubId, date, date),
    loadDayOccupancy(q, clubId, courts.map((c) => c.id), date),
  ]);
  const brothers = brotherMap(courts);
  return courts.map((court) => {
    const rules = court.priceClassId === null ? [] : (pricing.get(court.priceClassId) ?? []);
    const courtRows = occupancy.filter((o) => o.courtId === court.id);
    const slots = courtSlots(court).map((w) => {
      const price = priceSlot(rules, holidays, date, w.slotTime, court.slotDurationMinutes);
      const state = slotState(activity.type, activity.maxSlotCount, courtRows.filter((o) => o.start < w.end && o.end > w.start), userId);
      return {
        slotTime: w.slotTime,
        endTime: w.endTime,
        price: toMajor(price.priceMinor),
        grossPrice: toMajor(price.priceMinor),
        ...state,
        courtId: court.id,
        courtName: court.name,
        activityId: activity.id,
        activityType: activity.type,
        slotDate: date,
        slotDiscount: price.slotDiscount,
      };
    });
    return {
      courtId: court.id,
      courtName: court.name,
      openTime: court.openTime,
      closeTime: court.closeTime,
      courtBrothers: brothers.get(court.id) ?? [],
      courtInfo: court.info || null,
      courtOffset: court.position,
      courtPriceClass: court.priceClassId,
      peoplePerCourt: court.peoplePerCourt,
      slotDuration: court.slotDurationMinutes,
      slots,
    };
  });
}
