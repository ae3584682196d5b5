import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import type { PatternDetails } from '../../../contract/pattern';
import { toMajor } from '../../core/money';
import { searchPatterns } from '../search/search-repository';
import { patternWire } from '../search/pattern-wire';
import { bookingStatusAt, clubNow } from '../../core/club-clock';
import { patternCreditsSql, patternLiveDiscountSql, patternLiveGrossSql, patternPaidSql } from '../../ledger/pattern-balance';
import { patternExtras } from './pattern-card';

/** The pattern card: the pattern, each occurrence with its state, what was skipped, the money. */
export async function patternDetails(
  q: Queryable,
  clubId: number,
  patternId: number,
  timeZone: string,
): Promise<PatternDetails | undefined> {
  const [hit] = await searchPatterns(q, { clubId, terms: { id: patternId, mobile: null }, page: 1 });
  if (!hit) return undefined;
  const now = clubNow(timeZone);
  const occ = await rows<{
    id: number;
    date: string;
    start: string;
    end: string;
    courts: string[];
    slotCount: number;
    gross: number;
    cancelled: boolean;
  }>(
    q,
    sql`SELECT b.id, b.booking_date::text AS date, b.start_time::text AS start, b.end_time::text AS "end",
               COALESCE((SELECT array_agg(DISTINCT c.name ORDER BY c.name) FROM booking_slots bs JOIN courts c ON c.id = bs.court_id
                          WHERE bs.booking_id = b.id), '{}') AS courts,
               b.slot_count AS "slotCount", b.court_gross_minor AS gross, b.cancelled
        FROM bookings b WHERE b.club_id = ${clubId} AND b.pattern_id = ${patternId} ORDER BY b.booking_date`,
  );
  const money = await firstRow<{
    live: number;
    discount: number;
    fee: number;
    paid: number;
    credits: number;
    skipped: PatternDetails['skippedSlots'];
    memberId: number | null;
    memberCredits: number | null;
    memberHasPin: boolean | null;
  }>(
    q,
    sql`SELECT ${patternLiveGrossSql}::float8 AS live, ${patternLiveDiscountSql}::float8 AS discount, p.cancel_fee_minor::float8 AS fee, ${patternPaidSql}::float8 AS paid,
               ${patternCreditsSql}::float8 AS credits, p.skipped, p.member_id AS "memberId",
               -- What the member can spend today (expired credits are 0), as checkout's lookup shows it.
               CASE WHEN m.id IS NULL THEN NULL
                    WHEN m.credits_expiry IS NOT NULL AND m.credits_expiry < CURRENT_DATE THEN 0
                    ELSE COALESCE((SELECT SUM(e.amount_minor) FROM member_credit_entries e WHERE e.member_id = m.id), 0) END::float8 AS "memberCredits",
               m.pin_hash IS NOT NULL AS "memberHasPin"
        FROM pattern_bookings p
        LEFT JOIN members m ON m.id = p.member_id AND m.club_id = p.club_id AND m.deleted_at IS NULL AND m.end_date >= CURRENT_DATE
        WHERE p.club_id = ${clubId} AND p.id = ${patternId}`,
  );
  const m = money!;
  const extras = await patternExtras(q, clubId, patternId);
  return {
    ...patternWire(hit, now.today),
    occurrencesList: occ.map((o) => ({
      bookingId: o.id,
      dateBooked: o.date,
      startTime: o.start,
      endTime: o.end,
      courts: o.courts,
      slotCount: o.slotCount,
      grossAmount: toMajor(o.gross),
      bookingCancelled: o.cancelled,
      bookingStatus: bookingStatusAt({ cancelled: o.cancelled, date: o.date, start: o.start, end: o.end }, now),
    })),
    skippedSlots: m.skipped,
    summary: {
      gross: toMajor(m.live),
      discount: toMajor(m.discount),
      cancellationFee: toMajor(m.fee),
      paid: toMajor(m.paid),
      credits: toMajor(m.credits),
      balance: toMajor(m.live - m.discount + m.fee - m.paid - m.credits),
    },
    ...extras,
    memberId: m.memberId,
    memberCredits: m.memberCredits === null ? null : toMajor(m.memberCredits),
    memberHasPin: m.memberHasPin === true,
  };
}
