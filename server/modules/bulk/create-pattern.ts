import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { BulkMessages, type PatternForm } from '../../../contract/bulk';
import { CheckoutMessages } from '../../../contract/checkout';
import { STAFF_PLACE, TransactionType } from '../../../contract/codes';
import { BusinessError } from '../../core/business-error';
import type { ClubContext } from '../../core/club-context';
import { occupySelectSql, sweepExpiredHolds } from '../../ledger/occupancy';
import { arr, keyArrays, lockManySlots } from '../../ledger/occupy-many';
import { brotherMap } from '../availability/service';
import { timeOf } from '../../core/dates';
import { recordTransactions } from '../../ledger/money-rows';
import { recordHistory } from '../../ledger/history';
import { findMemberByPhone } from '../customers/service';
import { saveCustomer, type Staff } from '../checkout/booking-service';
import type { CheckoutInput } from '../checkout/validate';
import { checkRange } from './range-check';
import { logDays } from './change-days';
import { courtRuns } from './court-runs';
import { checkNewPatternCredits } from './pattern-credits';
import { bookingCreditEntry, lockCreditPayer } from '../members/credits';
import { judgeLookback } from './pattern-lookback';
import { spreadDiscount } from './pattern-discount';
import { queuePatternPaymentLink } from './pattern-payment-link';

export interface CreatedPattern {
  patternBookingId: number;
  bookedSlots: number;
  skippedSlots: number;
}

/**
 * Books a pattern in the caller's transaction: conflict keys of every slot locked first (the
 * order single bookings use), then the pattern judged against committed occupancy. Ignore on:
 * taken slots are skipped and remembered; off: any taken slot refuses the whole pattern. The
 * pattern, one booking per date, its slots and their occupancy go in three statements, so the
 * exclusion constraint checks every row as for single bookings; a court's back-to-back slots of
 * one date take their court time as one occupancy row (court-runs.ts). `creditsMinor` above 0
 * pays that much with the member's credits (the route checked the PIN; ADR 0037).
 * `discountMinor` is the club discount, within the single checkout's limits and spread over
 * the occurrences as their club discount (ADR 0051). Slots older than the club's look-back are
 * judged by the single booking's rule (pattern-lookback.ts).
 */
export async function createPattern(
  tx: Tx,
  club: ClubContext,
  staff: Staff,
  form: PatternForm,
  input: CheckoutInput,
  creditsMinor = 0,
  discountMinor = 0,
): Promise<CreatedPattern> {
  const { clubId } = club;
  // The paying member's row is locked before any court lock: the order single bookings use.
  const payer = creditsMinor > 0 ? await lockCreditPayer(tx, clubId, { phone: input.phone }) : undefined;
  await sweepExpiredHolds(tx, clubId);
  let brothers = new Map<number, number[]>();
  const checked = await checkRange(tx, clubId, staff.userId, form, 'book', async (courts, slots, activity) => {
    brothers = brotherMap(courts);
    await lockManySlots(tx, slots, activity.type === 1 ? { brothers: null, group: true } : { brothers, group: false });
  });
  if (!checked.ok) throw new BusinessError(checked.message);
  const { form: f, activity, prices } = checked.check;
  const dated = judgeLookback(checked.check.judged, club, !f.ignoreUnavailable);
  if (!dated.ok) throw new BusinessError(dated.message);
  const { judged } = dated;
  const free = judged.map((j, i) => ({ ...j.slot, priceMinor: prices[i] * f.slotCount, ok: j.ok })).filter((s) => s.ok);
  const skipped = judged.filter((j) => !j.ok);
  if (free.length === 0) throw new BusinessError(BulkMessages.noneAvailable);
  if (skipped.length > 0 && !f.ignoreUnavailable) throw new BusinessError(BulkMessages.someUnavailable);
  const gross = free.reduce((n, s) => n + s.priceMinor, 0);
  // The single checkout's limits: discount within what the slots cost after credits, advance
  // within the net price, credits within what is left after the advance.
  if (discountMinor > 0 && discountMinor > gross - creditsMinor) throw new BusinessError(CheckoutMessages.discountTooHigh);
  const net = gross - discountMinor;
  if (input.advanceMinor > net) throw new BusinessError(CheckoutMessages.advanceTooHigh);
  const creditor = creditsMinor > 0 ? checkNewPatternCredits(payer, creditsMinor, net - input.advanceMinor, club.timeZone) : null;

  const member = payer ?? (await findMemberByPhone(tx, clubId, input.phone));
  if (form.memberBulkBooking && !member) throw new BusinessError(BulkMessages.memberRequired);
  const customerId = member ? null : await saveCustomer(tx, clubId, input);
  const person = sql`${member?.id ?? null}, ${customerId}, ${input.name}, ${input.phone.countryCode}, ${input.phone.mobile}, ${input.email}`;
  const pattern = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO pattern_bookings (club_id, activity_id, start_date, end_date, start_time, end_time, all_day, days, courts,
          slot_count, ignore_unavailable, member_id, customer_id, customer_name, customer_country_code, customer_mobile,
          customer_email, remarks, court_gross_minor, skipped, place, handler, user_id)
        VALUES (${clubId}, ${activity.id}, ${f.startDate}, ${f.endDate}, ${timeOf(f.start)}, ${timeOf(f.end)}, ${f.allSlots},
          ${arr(f.days)}::smallint[], ${arr(f.courts)}::int[], ${f.slotCount}, ${f.ignoreUnavailable}, ${person}, ${input.remarks},
          ${gross}, ${JSON.stringify(skipped.map((j) => ({ slotDate: j.slot.date, slotTime: j.slot.slotTime, courtId: j.slot.courtId, status: j.status })))}::jsonb,
          ${STAFF_PLACE}, ${staff.username}, ${staff.userId})
        RETURNING id`,
  );
  const patternId = pattern!.id;

  // One booking per date: its first start, last end, places and gross.
  const days = new Map<string, { start: number; end: number; n: number; gross: number }>();
  for (const s of free) {
    const d = days.get(s.date) ?? { start: s.start, end: s.end, n: 0, gross: 0 };
    days.set(s.date, {
      start: Math.min(d.start, s.start),
      end: Math.max(d.end, s.end),
      n: d.n + f.slotCount,
      gross: d.gross + s.priceMinor,
    });
  }
  const dates = [...days.keys()];
  const discounts = spreadDiscount(
    dates.map((d) => days.get(d)!.gross),
    discountMinor,
  );
  const exclusive = activity.type !== 1;
  // Whole courts: one occupancy row per run of back-to-back slots (ADR 0031) — most of the
  // create time was index and key checks of one row per slot. Group places stay one row per
  // slot: their capacity is counted per slot.
  const runs = exclusive
    ? courtRuns(free)
    : free.map((x) => ({ courtId: x.courtId, date: x.date, slotTime: x.slotTime, start: x.start, end: x.end }));
  // Each day's courts, as bookings.court_ids keeps them (sorted, distinct; "3-7"): set with the
  // booking, so the slot trigger has nothing to update (ADR 0041).
  const courtsOfDay = new Map<string, Set<number>>();
  for (const x of free) courtsOfDay.set(x.date, (courtsOfDay.get(x.date) ?? new Set()).add(x.courtId));
  const dayCourts = dates.map((d) => [...(courtsOfDay.get(d) ?? [])].sort((a, b) => a - b).join('-'));
  await tx.execute(sql`WITH d AS (
      SELECT * FROM unnest(${arr(dates)}::date[], ${arr(dates.map((d) => timeOf(days.get(d)!.start)))}::time[],
                           ${arr(dates.map((d) => timeOf(days.get(d)!.end)))}::time[], ${arr(dates.map((d) => days.get(d)!.n))}::int[],
                           ${arr(dates.map((d) => days.get(d)!.gross))}::bigint[], ${arr(discounts)}::bigint[],
                           ${arr(dayCourts)}::text[]) AS d(day, st, et, n, g, dc, ci)
    ), b AS (
      INSERT INTO bookings (club_id, activity_id, booking_date, start_time, end_time, slot_count, member_id, customer_id,
        customer_name, customer_country_code, customer_mobile, customer_email, remarks, court_gross_minor, club_discount_minor,
        place, handler, user_id, pattern_id, court_ids)
      SELECT ${clubId}, ${activity.id}, d.day, d.st, d.et, d.n, ${person}, ${input.remarks}, d.g, d.dc, ${STAFF_PLACE},
             ${staff.username}, ${staff.userId}, ${patternId}, string_to_array(d.ci, '-')::int[]
      FROM d RETURNING id, booking_date
    ), s AS (
      INSERT INTO booking_slots (club_id, booking_id, court_id, slot_date, slot_time, end_time, count, gross_minor, price_minor)
      SELECT ${clubId}, b.id, u.c, u.day, u.st, u.et, ${f.slotCount}, u.g, u.g
      FROM unnest(${arr(free.map((s) => s.courtId))}::int[], ${arr(free.map((s) => s.date))}::date[],
                  ${arr(free.map((s) => s.slotTime))}::time[], ${arr(free.map((s) => s.endTime))}::time[],
                  ${arr(free.map((s) => s.priceMinor))}::int[]) AS u(c, day, st, et, g)
      JOIN b ON b.booking_date = u.day
      RETURNING id, booking_id, court_id, slot_date, slot_time, end_time
    ), r AS (
      SELECT * FROM unnest(${arr(runs.map((x) => x.courtId))}::int[], ${arr(runs.map((x) => x.date))}::date[],
                           ${arr(runs.map((x) => x.slotTime))}::time[], ${arr(runs.map((x) => x.start))}::int[],
                           ${arr(runs.map((x) => x.end))}::int[]) AS r(c, day, st, a, z)
    ), k AS (${keyArrays(f.courts, brothers, exclusive)})
    ${occupySelectSql(
      {
        clubId,
        courtId: sql`k.shown`,
        activityId: activity.id,
        lockKey: sql`k.lock_key`,
        during: sql`tsrange(r.day + make_interval(mins => r.a), r.day + make_interval(mins => r.z))`,
        kind: sql`'booking'`,
        exclusive,
        count: f.slotCount,
        viaBrother: sql`k.via`,
        sourceCourtId: sql`s.court_id`,
        bookingId: sql`s.booking_id`,
        bookingSlotId: sql`s.id`,
      },
      sql`FROM r JOIN s ON s.court_id = r.c AND s.slot_date = r.day AND s.slot_time = r.st JOIN k ON k.src = s.court_id`,
    )}`);

  if (creditor) await bookingCreditEntry(tx, { clubId, memberId: creditor.id, patternId, minor: creditsMinor, reason: 'redeem' });
  await recordTransactions(tx, [
    {
      clubId,
      type: TransactionType.patternBooking,
      mode: input.mode,
      amountMinor: input.advanceMinor,
      target: 'court',
      patternId,
      memberId: member?.id ?? null,
      handler: staff.username,
      place: STAFF_PLACE,
      userId: staff.userId,
    },
  ]);
  await recordHistory(tx, {
    clubId,
    entity: 'pattern',
    entityId: patternId,
    action: 'create',
    actor: { userId: staff.userId, name: staff.username },
    after: {
      activityId: activity.id,
      courts: f.courts,
      days: f.days,
      startDate: f.startDate,
      endDate: f.endDate,
      startTime: timeOf(f.start),
      endTime: timeOf(f.end),
      occurrences: dates.length,
      slots: free.length,
      skipped: skipped.length,
      grossMinor: gross,
      discountMinor,
      advanceMinor: input.advanceMinor,
      creditsMinor,
    },
  });
  await queuePatternPaymentLink(tx, club, {
    patternId,
    activityName: activity.name,
    startDate: f.startDate,
    endDate: f.endDate,
    input,
    balanceMinor: net - input.advanceMinor - creditsMinor,
  });
  await logDays(tx, clubId, activity.id, dates, 'pattern');
  return { patternBookingId: patternId, bookedSlots: free.length, skippedSlots: skipped.length };
}
