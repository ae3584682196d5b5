import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import {
  clubContextColumns,
  clubContextOf,
  courtColumns,
  type ActivityRow,
  type ClubContext,
  type ClubContextRow,
  type CourtRow,
} from '../../core/club-context';
import type { PricingRule } from '../pricing/engine';
import { groupPricing, pricingRowsSql, type PricingRow } from '../pricing/repository';

/** What a cart add checks and prices a slot with. Undefined parts were not found. */
export interface SlotAddRead {
  club: ClubContext;
  activity: ActivityRow | undefined;
  court: CourtRow | undefined;
  /** The court's brothers in both directions (as brothersOf). */
  brothers: number[];
  /** The court's price class's rules ([] without one). */
  pricing: PricingRule[];
  /** The date's holidays (the date itself when it is one), as priceSlot takes them. */
  holidays: Set<string>;
}

/**
 * The club (as loadClub reads it), the activity, the court with its brothers, the court's pricing
 * rules and whether the date is a holiday, in ONE query (issue 14, ADR 0039): each the same read
 * loadClub, findActivity, findCourt, brothersOf, loadPricing and loadHolidays make, handed back
 * as JSON text.
 */
export async function readSlotAdd(tx: Tx, clubId: number, activityId: number, courtId: number, date: string): Promise<SlotAddRead> {
  const row = await firstRow<{
    club: string | null;
    activity: string | null;
    court: string | null;
    brothers: number[] | null;
    pricing: string | null;
    holiday: boolean;
  }>(
    tx,
    sql`SELECT (SELECT row_to_json(k) FROM (SELECT ${clubContextColumns} FROM clubs WHERE id = ${clubId}) k)::text AS club,
               (SELECT row_to_json(a) FROM (SELECT id, name, type::int AS type, max_slot_count AS "maxSlotCount"
                  FROM activities WHERE club_id = ${clubId} AND id = ${activityId}) a)::text AS activity,
               (SELECT row_to_json(c) FROM (SELECT ${courtColumns} FROM courts WHERE club_id = ${clubId} AND id = ${courtId}) c)::text AS court,
               ARRAY(SELECT b FROM courts, unnest(brothers) AS b WHERE club_id = ${clubId} AND id = ${courtId}
                     UNION
                     SELECT id FROM courts WHERE club_id = ${clubId} AND ${courtId} = ANY(brothers)) AS brothers,
               (SELECT json_agg(r) FROM (${pricingRowsSql(clubId, sql`SELECT price_class_id FROM courts WHERE club_id = ${clubId} AND id = ${courtId}`)}) r)::text AS pricing,
               EXISTS (SELECT 1 FROM holidays WHERE club_id = ${clubId} AND holiday_date = ${date}) AS holiday`,
  );
  const court = row?.court ? (JSON.parse(row.court) as CourtRow) : undefined;
  const pricing = groupPricing(row?.pricing ? (JSON.parse(row.pricing) as PricingRow[]) : []);
  return {
    club: clubContextOf(clubId, row?.club ? (JSON.parse(row.club) as ClubContextRow) : undefined),
    activity: row?.activity ? (JSON.parse(row.activity) as ActivityRow) : undefined,
    court,
    brothers: (row?.brothers ?? []).map(Number).filter((id) => id !== courtId),
    pricing: court?.priceClassId == null ? [] : (pricing.get(court.priceClassId) ?? []),
    holidays: new Set(row?.holiday ? [date] : []),
  };
}
