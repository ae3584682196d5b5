import type { Queryable } from '../../db/client';
import { BulkMessages, type PatternForm, type VerifyData } from '../../../contract/bulk';
import { findActivity, listCourts, type ActivityRow, type CourtRow } from '../../core/club-context';
import { priceSlot } from '../pricing/engine';
import { loadHolidays, loadPricing } from '../pricing/repository';
import { toMajor } from '../../core/money';
import { checkPatternForm, type CheckedForm } from './pattern-form';
import { patternSlots, type PatternSlot } from './pattern-slots';
import { loadRangeOccupancy } from './range-occupancy';
import { judgeSlots, markSelfConflicts, type CheckPurpose, type Judged } from './judge-slots';
import { brotherMap } from '../availability/service';

export interface RangeCheck {
  form: CheckedForm;
  activity: ActivityRow;
  courts: CourtRow[];
  judged: Judged[];
  /** Price of one place of each judged slot (minor units), same order; zeros unless booking. */
  prices: number[];
}

/**
 * The shared check of the bulk / block / unblock form: the rules, the club's activity and courts
 * (another club's ids read as not found), every slot of the pattern and its state right now.
 */
export async function checkRange(
  q: Queryable,
  clubId: number,
  userId: number,
  body: PatternForm,
  purpose: CheckPurpose,
  /** Writers lock the slots' conflict keys here, before the occupancy is read. */
  beforeRead?: (courts: CourtRow[], slots: PatternSlot[], activity: ActivityRow) => Promise<void>,
): Promise<{ ok: true; check: RangeCheck } | { ok: false; message: string }> {
  const activity = body.activityId ? await findActivity(q, clubId, body.activityId) : undefined;
  if (body.activityId && !activity) return { ok: false, message: BulkMessages.activityNotFound };
  const checked = checkPatternForm(body, activity?.type ?? null);
  if (!checked.ok) return checked;
  const { form } = checked;
  const all = await listCourts(q, clubId, activity!.id);
  const courts = all.filter((c) => form.courts.includes(c.id));
  if (courts.length !== form.courts.length) return { ok: false, message: BulkMessages.courtNotFound };
  if (activity!.type === 1 && form.slotCount > activity!.maxSlotCount) return { ok: false, message: BulkMessages.selectSlotCount };
  const slots = patternSlots(form, courts);
  if (slots.length === 0) return { ok: false, message: BulkMessages.noSlotsInPattern };
  if (beforeRead) await beforeRead(all, slots, activity!);
  const occupancy = await loadRangeOccupancy(
    q,
    clubId,
    courts.map((c) => c.id),
    form.startDate,
    form.endDate,
    userId,
  );
  const judgedAlone = judgeSlots(slots, occupancy, activity!, form.slotCount, purpose, userId);
  const judged = purpose === 'unblock' || activity!.type === 1 ? judgedAlone : markSelfConflicts(judgedAlone, brotherMap(all));
  const prices = purpose === 'book' ? await priceAll(q, clubId, courts, judged, form) : judged.map(() => 0);
  return { ok: true, check: { form, activity: activity!, courts, judged, prices } };
}

async function priceAll(q: Queryable, clubId: number, courts: CourtRow[], judged: Judged[], form: CheckedForm): Promise<number[]> {
  const classIds = [...new Set(courts.map((c) => c.priceClassId).filter((id): id is number => id !== null))];
  const [pricing, holidays] = await Promise.all([loadPricing(q, clubId, classIds), loadHolidays(q, clubId, form.startDate, form.endDate)]);
  const byId = new Map(courts.map((c) => [c.id, c]));
  return judged.map(({ slot }) => {
    const court = byId.get(slot.courtId)!;
    const rules = court.priceClassId === null ? [] : (pricing.get(court.priceClassId) ?? []);
    return priceSlot(rules, holidays, slot.date, slot.slotTime, court.slotDurationMinutes).priceMinor;
  });
}

/** The verify reply: free slots, taken ones by kind, and the price of what would be booked. */
export function verifyData(check: RangeCheck): VerifyData {
  const names = new Map(check.courts.map((c) => [c.id, c.name]));
  const wire = (j: Judged, i: number) => ({
    slotDate: j.slot.date,
    slotTime: j.slot.slotTime,
    endTime: j.slot.endTime,
    courtId: j.slot.courtId,
    courtName: names.get(j.slot.courtId) ?? '',
    status: j.status,
    price: toMajor(check.prices[i] * check.form.slotCount),
  });
  const out: VerifyData = { availableSlots: [], bookedSlots: [], blockedSlots: [], grossPrice: 0, totalSlots: check.judged.length };
  let gross = 0;
  check.judged.forEach((j, i) => {
    if (j.ok) {
      out.availableSlots.push(wire(j, i));
      gross += check.prices[i] * check.form.slotCount;
    } else if (j.status === 'Already blocked') out.blockedSlots.push(wire(j, i));
    else if (j.status !== 'Not blocked') out.bookedSlots.push(wire(j, i));
  });
  out.grossPrice = toMajor(gross);
  return out;
}
