import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import type { PriceClass, PricingEntry, PricingConfigReply, SpecialPeriod } from '../../../contract/pricing';
import { loadPricing } from './repository';
import type { PricingRule } from './engine';
import { endMinutesOf, minutesOf } from '../../core/dates';
import { toMajor } from '../../core/money';

interface ClassRow {
  priceClassId: number;
  pricingClassName: string;
  activityId: number;
  activityName: string;
}
interface CourtRow {
  priceClassId: number;
  courtId: number;
  courtName: string;
  openTime: string;
  closeTime: string;
  slotMinutes: number;
}

/** Opening of the class: earliest open, latest close, shortest slot of its courts. */
function hoursOf(courts: CourtRow[]) {
  if (courts.length === 0) return { open: '00:00:00', close: '00:00:00', slot: 60 };
  const open = courts.reduce((a, c) => (minutesOf(c.openTime) < minutesOf(a) ? c.openTime : a), courts[0].openTime);
  const close = courts.reduce((a, c) => (endMinutesOf(c.closeTime) > endMinutesOf(a) ? c.closeTime : a), courts[0].closeTime);
  return { open, close, slot: Math.min(...courts.map((c) => c.slotMinutes)) };
}

/** Price classes of the club (optionally of one activity) with their courts and timings. */
export async function listPriceClasses(q: Queryable, clubId: number, classId?: number): Promise<PriceClass[]> {
  const classes = await rows<ClassRow>(
    q,
    sql`SELECT p.id AS "priceClassId", p.name AS "pricingClassName", p.activity_id AS "activityId", a.name AS "activityName"
        FROM price_classes p JOIN activities a ON a.club_id = p.club_id AND a.id = p.activity_id
        WHERE p.club_id = ${clubId} ${classId === undefined ? sql`` : sql`AND p.id = ${classId}`}
        ORDER BY a.position, a.id, p.name, p.id`,
  );
  const courts = await rows<CourtRow>(
    q,
    sql`SELECT price_class_id AS "priceClassId", id AS "courtId", name AS "courtName", open_time::text AS "openTime",
               close_time::text AS "closeTime", slot_duration_minutes AS "slotMinutes"
        FROM courts WHERE club_id = ${clubId} AND price_class_id IS NOT NULL ORDER BY position, id`,
  );
  return classes.map((c) => {
    const own = courts.filter((k) => k.priceClassId === c.priceClassId);
    const h = hoursOf(own);
    return {
      ...c,
      courts: own.map((k) => ({ courtId: k.courtId, courtName: k.courtName })),
      openCloseHours: `${h.open} - ${h.close}`,
      slotDuration: h.slot,
    };
  });
}

/** The class when it belongs to this club and activity; another club's id reads as missing. */
export async function findPriceClass(q: Queryable, clubId: number, classId: number, activityId: number) {
  const row = await firstRow<{ id: number }>(
    q,
    sql`SELECT id FROM price_classes WHERE club_id = ${clubId} AND id = ${classId} AND activity_id = ${activityId}`,
  );
  if (!row) return undefined;
  return (await listPriceClasses(q, clubId, classId))[0];
}

function entryOf(rule: PricingRule): PricingEntry {
  return {
    startDay: rule.startDay,
    endDay: rule.endDay,
    pricingVersion: rule.priceType === 'special' ? 1 : 0,
    priceSlots: rule.slots.map((s) => ({
      startTime: s.startTime,
      endTime: s.endTime,
      price: toMajor(s.priceMinor).toFixed(2),
      memberPrice: s.memberPriceMinor == null ? null : toMajor(s.memberPriceMinor).toFixed(2),
      slotDiscount: s.slotDiscount,
      bulkDiscount: Object.keys(s.slotDiscount).length > 0,
    })),
  };
}

/** The class's member discount in percent as text (null: none). */
export async function readMemberDiscount(q: Queryable, clubId: number, classId: number): Promise<string | null> {
  const row = await firstRow<{ p: number | null }>(
    q,
    sql`SELECT member_discount_percent::float8 AS p FROM price_classes WHERE club_id = ${clubId} AND id = ${classId}`,
  );
  return row?.p == null ? null : String(row.p);
}

/** The class's pricing as the Club Pricing view and the Edit Pricing page read it. */
export async function readPricingConfig(q: Queryable, clubId: number, pc: PriceClass): Promise<Required<PricingConfigReply>['pricing']> {
  const rules = (await loadPricing(q, clubId, [pc.priceClassId])).get(pc.priceClassId) ?? [];
  const byDay = (a: PricingRule, b: PricingRule) => a.startDay - b.startDay;
  const special = new Map<string, SpecialPeriod>();
  for (const r of rules.filter((x) => x.priceType === 'special').sort(byDay)) {
    const key = `${r.periodStart}|${r.periodEnd}`;
    const period = special.get(key) ?? { startDate: r.periodStart!, endDate: r.periodEnd!, pricing: [] };
    period.pricing.push(entryOf(r));
    special.set(key, period);
  }
  return {
    regular: rules
      .filter((r) => r.priceType === 'regular')
      .sort(byDay)
      .map(entryOf),
    holiday: rules.filter((r) => r.priceType === 'holiday').map(entryOf),
    special: [...special.values()].sort((a, b) => a.startDate.localeCompare(b.startDate)),
  };
}
