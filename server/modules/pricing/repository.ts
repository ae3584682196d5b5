import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import type { PricingRule } from './engine';

/** One row of pricingRowsSql: a rule with one of its price slots (or none). */
export interface PricingRow {
  id: number;
  priceClassId: number;
  priceType: PricingRule['priceType'];
  startDay: number;
  endDay: number;
  periodStart: string | null;
  periodEnd: string | null;
  slotMinutes: number;
  slotId: number | null;
  startTime: string | null;
  endTime: string | null;
  priceMinor: number | null;
  memberPriceMinor: number | null;
  memberDiscountPercent: number | null;
  slotDiscount: Record<string, number> | null;
}

/**
 * The rows of the pricing rules (with their price slots) of some price classes, `classIds` an SQL
 * set (a list or a sub-select), for a statement to run or embed; groupPricing reads them.
 */
export function pricingRowsSql(clubId: number, classIds: SQL): SQL {
  return sql`SELECT r.id, r.price_class_id AS "priceClassId", r.price_type AS "priceType", r.start_day::int AS "startDay",
               r.end_day::int AS "endDay", r.period_start::text AS "periodStart", r.period_end::text AS "periodEnd",
               r.slot_minutes AS "slotMinutes", s.id AS "slotId", s.start_time::text AS "startTime",
               s.end_time::text AS "endTime", s.price_minor AS "priceMinor", s.member_price_minor AS "memberPriceMinor",
               pc.member_discount_percent::float8 AS "memberDiscountPercent", s.slot_discount AS "slotDiscount"
        FROM pricing_rules r LEFT JOIN price_slots s ON s.rule_id = r.id
        JOIN price_classes pc ON pc.club_id = r.club_id AND pc.id = r.price_class_id
        WHERE r.club_id = ${clubId} AND r.price_class_id IN (${classIds})
        ORDER BY r.id, s.start_time`;
}

/** pricingRowsSql's rows as rules, keyed by price class. */
export function groupPricing(list: PricingRow[]): Map<number, PricingRule[]> {
  const out = new Map<number, PricingRule[]>();
  const byRule = new Map<number, PricingRule>();
  for (const row of list) {
    let rule = byRule.get(row.id);
    if (!rule) {
      rule = { ...row, slots: [] };
      byRule.set(row.id, rule);
      const forClass = out.get(row.priceClassId) ?? [];
      forClass.push(rule);
      out.set(row.priceClassId, forClass);
    }
    if (row.slotId !== null) {
      rule.slots.push({
        id: row.slotId,
        startTime: row.startTime!,
        endTime: row.endTime!,
        priceMinor: row.priceMinor!,
        memberPriceMinor: row.memberPriceMinor,
        slotDiscount: row.slotDiscount ?? {},
      });
    }
  }
  return out;
}

/** Pricing rules of the given price classes, keyed by price class. */
export async function loadPricing(q: Queryable, clubId: number, priceClassIds: number[]): Promise<Map<number, PricingRule[]>> {
  if (priceClassIds.length === 0) return new Map();
  return groupPricing(
    await rows<PricingRow>(
      q,
      pricingRowsSql(
        clubId,
        sql.join(
          priceClassIds.map((id) => sql`${id}`),
          sql`, `,
        ),
      ),
    ),
  );
}

export async function loadHolidays(q: Queryable, clubId: number, from: string, to: string): Promise<Set<string>> {
  const list = await rows<{ d: string }>(
    q,
    sql`SELECT holiday_date::text AS d FROM holidays WHERE club_id = ${clubId} AND holiday_date BETWEEN ${from} AND ${to}`,
  );
  return new Set(list.map((r) => r.d));
}
