import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { firstRow, rows } from '../db/rows';
import { settingsFromStored, type ClubSettings, type MemberPricing } from '../../contract/club-settings';

export interface ClubContext {
  clubId: number;
  name: string;
  callingCode: string;
  currency: string;
  timeZone: string;
  cartHoldMinutes: number;
  cartMaxSlots: number;
  emailRequired: boolean;
  /** Walk-ins are recorded up to this many hours after the slot ended (see checkLookback). */
  pastBookingLookbackHours: number;
  /** Who pays member prices (club setting memberPricing). */
  memberPricing: MemberPricing;
  /** Fair-use limits by activity id (ADR 0078), read with the club: the checkout needs no second read. */
  fairUse: ClubSettings['fairUse'];
  /** How long a waitlist offer holds its slot (ADR 0080). */
  waitlistOfferMinutes: number;
  /** No-show strikes (ADR 0081), read with the club for the same reason. */
  noShowStrikes: ClubSettings['noShowStrikes'];
  /** GST settings (ADR 0082): a paid or confirmed sale of a registered club gets its tax invoice in the same transaction. */
  tax: ClubSettings['tax'];
  /** The club's UPI ID and payee (ADR 0082): payment links carry the desk's upi:// intent. */
  upi: ClubSettings['upi'];
}

/** The columns of a club that make its ClubContext (clubContextOf), for statements that embed the read. */
export const clubContextColumns = sql`name, calling_code, currency, time_zone, config`;

export interface ClubContextRow {
  name: string;
  calling_code: string;
  currency: string;
  time_zone: string;
  config: unknown;
}

/** A club's context from its row (undefined: defaults), settings read as getClubSettings reads them. */
export function clubContextOf(clubId: number, row: ClubContextRow | undefined): ClubContext {
  const settings = settingsFromStored(row?.config);
  return {
    clubId,
    name: row?.name ?? '',
    callingCode: row?.calling_code ?? '+91',
    currency: row?.currency ?? 'rs',
    timeZone: row?.time_zone ?? 'Asia/Kolkata',
    cartHoldMinutes: settings.cartHoldMinutes,
    cartMaxSlots: settings.cartMaxSlots,
    emailRequired: settings.emailRequired,
    pastBookingLookbackHours: settings.pastBookingLookbackHours,
    memberPricing: settings.memberPricing,
    fairUse: settings.fairUse,
    waitlistOfferMinutes: settings.waitlistOfferMinutes,
    noShowStrikes: settings.noShowStrikes,
    tax: settings.tax,
    upi: settings.upi,
  };
}

/** The club's name, money and clock, and the settings the desk's writes need: one query. */
export async function loadClub(q: Queryable, clubId: number): Promise<ClubContext> {
  return clubContextOf(clubId, await firstRow<ClubContextRow>(q, sql`SELECT ${clubContextColumns} FROM clubs WHERE id = ${clubId}`));
}

/** 'rs' → 'Rs.' as the spec's messages read; other currencies by their code. */
export function currencySymbol(currency: string): string {
  return currency.toLowerCase() === 'rs' || currency.toUpperCase() === 'INR' ? 'Rs.' : currency.toUpperCase();
}

export interface ActivityRow {
  id: number;
  name: string;
  type: number;
  maxSlotCount: number;
}

export async function findActivity(q: Queryable, clubId: number, activityId: number): Promise<ActivityRow | undefined> {
  return firstRow<ActivityRow>(
    q,
    sql`SELECT id, name, type::int AS type, max_slot_count AS "maxSlotCount"
        FROM activities WHERE club_id = ${clubId} AND id = ${activityId}`,
  );
}

export interface CourtRow {
  id: number;
  activityId: number;
  name: string;
  openTime: string;
  closeTime: string;
  slotDurationMinutes: number;
  brothers: number[];
  priceClassId: number | null;
  peoplePerCourt: number;
  info: string;
  position: number;
}

/** A court's columns as CourtRow names them (for statements that embed a court read). */
export const courtColumns = sql`id, activity_id AS "activityId", name, open_time::text AS "openTime",
  close_time::text AS "closeTime", slot_duration_minutes AS "slotDurationMinutes", brothers,
  price_class_id AS "priceClassId", people_per_court AS "peoplePerCourt", info, position`;

export async function listCourts(q: Queryable, clubId: number, activityId: number): Promise<CourtRow[]> {
  return rows<CourtRow>(
    q,
    sql`SELECT ${courtColumns} FROM courts WHERE club_id = ${clubId} AND activity_id = ${activityId} ORDER BY position, id`,
  );
}

export async function findCourt(q: Queryable, clubId: number, courtId: number): Promise<CourtRow | undefined> {
  return firstRow<CourtRow>(q, sql`SELECT ${courtColumns} FROM courts WHERE club_id = ${clubId} AND id = ${courtId}`);
}

/**
 * Brothers of a court in both directions: a full pitch listing its halves locks them, and
 * each half locks the full pitch even if only one side recorded the relation.
 */
export async function brothersOf(q: Queryable, clubId: number, courtId: number): Promise<number[]> {
  const list = await rows<{ id: number }>(
    q,
    sql`SELECT b AS id FROM courts, unnest(brothers) AS b WHERE club_id = ${clubId} AND id = ${courtId}
        UNION
        SELECT id FROM courts WHERE club_id = ${clubId} AND ${courtId} = ANY(brothers)`,
  );
  return list.map((r) => r.id).filter((id) => id !== courtId);
}
