import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { BulkMessages, type PatternForm } from '../../../contract/bulk';
import { CheckoutMessages, type CheckoutRequest } from '../../../contract/checkout';
import { STAFF_PLACE, TransactionType } from '../../../contract/codes';
import { BusinessError } from '../../core/business-error';
import type { ClubContext } from '../../core/club-context';
import { createBookings } from '../../ledger/booking-create';
import { arr, lockManySlots } from '../../ledger/occupy-many';
import { brotherMap } from '../availability/service';
import { timeOf } from '../../core/dates';
import { recordTransactions } from '../../ledger/money-rows';
import { recordHistory } from '../../ledger/history';
import { findMemberByPhone } from '../customers/service';
import { deskParty, saveCustomer, type Staff } from '../checkout/booking-service';
import type { CheckoutInput } from '../checkout/validate';
import { checkRange } from './range-check';
import { logDays } from './change-days';
import { courtRuns } from './court-runs';
import { checkNewPatternCredits } from './pattern-credits';
import { bookingCreditEntry, lockCreditPayer } from '../members/credits';
import { judgeLookback } from './pattern-lookback';
import { spreadDiscount } from './pattern-discount';
import { queuePatternPaymentLink } from './pattern-payment-link';
import { judgePattern, lockPatternCustomer } from './pattern-fair-use';
import { recordFairUseOverride } from '../fair-use/override';
import { recordStrikeOverride, strikeGate } from '../checkout/strike-gate';
import { saleTaxOf } from '../../ledger/tax-on-top';
import { taxOnTop } from '../../../contract/gst-amounts';
import { todayIn } from '../../core/local-time';
import { issuePatternInvoice } from '../../ledger/tax-sales';

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
  overrides: Pick<CheckoutRequest, 'fairUseOverride' | 'strikeOverride'> = {},
): Promise<CreatedPattern> {
  const { clubId } = club;
  // Fair-use limits (ADR 0078 addendum): the customer's lock first, before the payer's and the courts'.
  const fairUseCustomer = await lockPatternCustomer(tx, club, form.activityId, input);
  // The paying member's row is locked before any court lock: the order single bookings use.
  const payer = creditsMinor > 0 ? await lockCreditPayer(tx, clubId, { phone: input.phone }) : undefined;
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
  // The single checkout's limits: discount within what the slots cost after credits, advance
  // within the net price, credits within what is left after the advance.
  if (discountMinor > 0 && discountMinor > gross - creditsMinor) throw new BusinessError(CheckoutMessages.discountTooHigh);
  // Prices that exclude GST (ADR 0082): each date's court line owes its value plus GST on top.
  const courtTax = saleTaxOf(club.tax, club.tax.court, todayIn(club.timeZone));
  const taxMinor = dates.reduce((n, d, i) => n + taxOnTop(days.get(d)!.gross - discounts[i], courtTax.rateBp, courtTax.interState), 0);
  const net = gross - discountMinor + taxMinor;
  if (input.advanceMinor > net) throw new BusinessError(CheckoutMessages.advanceTooHigh);
  const creditor = creditsMinor > 0 ? checkNewPatternCredits(payer, creditsMinor, net - input.advanceMinor, club.timeZone) : null;
  const fairUse = await judgePattern(tx, club, staff, activity, fairUseCustomer, free, overrides.fairUseOverride);

  const member = payer ?? (await findMemberByPhone(tx, clubId, input.phone));
  if (form.memberBulkBooking && !member) throw new BusinessError(BulkMessages.memberRequired);
  // No-show strikes (ADR 0081): the single checkout's gate, before anything is written; no lock needed.
  const strikes = await strikeGate(tx, club, overrides, { name: input.name, phone: input.phone, memberId: member?.id ?? null });
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

  const exclusive = activity.type !== 1;
  // Whole courts: one occupancy row per run of back-to-back slots (ADR 0031) — most of the
  // create time was index and key checks of one row per slot. Group places stay one row per
  // slot: their capacity is counted per slot.
  const runs = exclusive
    ? courtRuns(free)
    : free.map((x) => ({ courtId: x.courtId, date: x.date, slotTime: x.slotTime, start: x.start, end: x.end }));
  // One booking per date (the set's key), its slots and their court time in one statement
  // (ledger/booking-create.ts), which also sets each booking's court_ids (ADR 0041).
  await createBookings(tx, {
    clubId,
    party: { ...deskParty(input, staff, member?.id ?? null, customerId, patternId), courtTax },
    bookings: dates.map((d, i) => {
      const day = days.get(d)!;
      return {
        date: d,
        activityId: activity.id,
        startTime: timeOf(day.start),
        endTime: timeOf(day.end),
        slotCount: day.n,
        grossMinor: day.gross,
        clubDiscountMinor: discounts[i],
      };
    }),
    slots: free.map((x) => ({
      booking: x.date,
      courtId: x.courtId,
      date: x.date,
      slotTime: x.slotTime,
      endTime: x.endTime,
      count: f.slotCount,
      grossMinor: x.priceMinor,
      priceMinor: x.priceMinor,
    })),
    courtTime: runs.map((x) => ({
      courtId: x.courtId,
      date: x.date,
      slotTime: x.slotTime,
      start: x.start,
      end: x.end,
      activityId: activity.id,
      exclusive,
      count: f.slotCount,
    })),
    brothers,
  });

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
  if (fairUse) await recordFairUseOverride(tx, clubId, 'pattern', patternId, { userId: staff.userId, name: staff.username }, fairUse);
  if (strikes) await recordStrikeOverride(tx, clubId, patternId, staff, strikes, 'pattern');
  await queuePatternPaymentLink(tx, club, {
    patternId,
    activityName: activity.name,
    startDate: f.startDate,
    endDate: f.endDate,
    input,
    balanceMinor: net - input.advanceMinor - creditsMinor,
  });
  await logDays(tx, clubId, activity.id, dates, 'pattern');
  // A registered club's tax invoice for the pattern, in this transaction and last (ADR 0082).
  await issuePatternInvoice(tx, { clubId, tax: club.tax, patternId, date: todayIn(club.timeZone), handler: staff.username });
  return { patternBookingId: patternId, bookedSlots: free.length, skippedSlots: skipped.length };
}
