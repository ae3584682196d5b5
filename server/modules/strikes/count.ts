import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow } from '../../db/rows';
import { strikesOn, type NoShowStrikes, type StrikeState } from '../../../contract/no-show-strikes';
import { addDays, todayIn } from '../../core/local-time';
import { getClubSettings } from '../club-settings/service';

/** Who would book: recognised by country code + mobile, by the member of that phone, and by a member id. */
export interface StrikeCustomer {
  countryCode: string;
  mobile: string;
  memberId?: number | null;
}

/**
 * The one strike rule (ADR 0081): the customer's bookings of this club marked No Show whose date
 * is at most `days` days before the club's today, counted in ONE statement, so the number a
 * checkout decides on is the number its message names. No lock: strikes change only when a desk
 * marks or clears a no-show, never by booking, so two desks checking out one customer at once read
 * the same committed marks. `rule` is the club's setting when the caller has read it already.
 *
 * Returns the state when the customer is at or past the limit, null when not (or the rule is off).
 */
export async function strikesOf(
  q: Queryable,
  club: { clubId: number; timeZone: string; rule?: NoShowStrikes },
  c: StrikeCustomer,
): Promise<StrikeState | null> {
  const rule = club.rule ?? (await getClubSettings(q, club.clubId)).noShowStrikes;
  if (!strikesOn(rule)) return null;
  const today = todayIn(club.timeZone);
  const since = addDays(today, -rule.days);
  const found = await firstRow<{ n: number }>(
    q,
    sql`SELECT count(*)::int AS n FROM bookings b
        WHERE b.club_id = ${club.clubId} AND b.no_show
          AND b.booking_date BETWEEN ${since}::date AND ${today}::date
          AND ((b.customer_country_code = ${c.countryCode} AND b.customer_mobile = ${c.mobile})
               OR b.member_id = ${c.memberId ?? null}::int
               OR b.member_id IN (SELECT m.id FROM members m WHERE m.club_id = ${club.clubId}
                                  AND m.country_code = ${c.countryCode} AND m.mobile = ${c.mobile} AND m.deleted_at IS NULL))`,
  );
  const noShows = found?.n ?? 0;
  return noShows >= rule.count ? { noShows, days: rule.days, limit: rule.count } : null;
}
