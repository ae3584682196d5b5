import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { BookingActionMessages as M } from '../../../contract/booking-actions';
import { REMARKS_MAX } from '../../../contract/checkout';
import { TransactionType } from '../../../contract/codes';
import type { CartExtraAddRequest } from '../../../contract/cart';
import { BusinessError } from '../../core/business-error';
import { checkedExtraLine } from '../cart/extra-line';
import { recordTransactions } from '../../ledger/money-rows';
import { recordHistory } from '../../ledger/history';
import { toMajor } from '../../core/money';
import { assertLive, assertNotMarketplace, loadBooking } from '../../ledger/booking-row';
import { historyActor, type BookingActor } from '../../core/actor';
import { logBookingChanged } from '../../ledger/change-log';
import { issueBookingInvoice } from '../../ledger/tax-booking';
import { addonCodeOf, saleTaxOf } from '../../ledger/tax-on-top';
import { getClubSettings } from '../club-settings/service';
import { loadClub } from '../../core/club-context';
import { todayIn } from '../../core/local-time';

/** Add / Edit Remarks: not blank, 100 characters at most (spec 1 §5). */
export async function updateRemarks(tx: Tx, a: BookingActor, bookingId: number, value: string | null | undefined): Promise<void> {
  const text = (value ?? '').trim();
  if (!text) throw new BusinessError(M.remarksBlank);
  if (text.length > REMARKS_MAX) throw new BusinessError(M.remarksTooLong);
  const b = await loadBooking(tx, a.clubId, bookingId, true);
  await tx.execute(sql`UPDATE bookings SET remarks = ${text} WHERE id = ${b.id}`);
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: b.id,
    action: 'remarks',
    actor: historyActor(a),
    before: { remarks: b.remarks },
    after: { remarks: text },
  });
}

/**
 * Add Add-ons to a booking: each line with the checkout's add-on rules; an advance on a line
 * is a payment row for that line, written in the same transaction.
 */
export async function addExtras(tx: Tx, a: BookingActor, bookingId: number, extras: CartExtraAddRequest[]): Promise<void> {
  const b = await loadBooking(tx, a.clubId, bookingId, true);
  assertLive(b);
  assertNotMarketplace(b);
  const added: unknown[] = [];
  const lineIds: number[] = [];
  const { tax } = await getClubSettings(tx, a.clubId);
  const { timeZone } = await loadClub(tx, a.clubId);
  const today = todayIn(timeZone);
  for (const input of extras) {
    const l = await checkedExtraLine(tx, a.clubId, b.activityId, input);
    // Prices that exclude GST: the line fixes today's rate of its code (ADR 0082).
    const rateBp = saleTaxOf(tax, addonCodeOf(tax, l.extraId), today).rateBp;
    const row = await firstRow<{ id: number }>(
      tx,
      sql`INSERT INTO booking_extras (club_id, booking_id, extra_id, name, price_minor, quantity, is_rent, discount_minor, tax_rate_bp)
          VALUES (${a.clubId}, ${b.id}, ${l.extraId}, ${l.name}, ${l.priceMinor}, ${l.quantity}, ${l.isRent}, ${l.discountMinor}, ${rateBp})
          RETURNING id`,
    );
    lineIds.push(row!.id);
    if (l.advanceMinor > 0) {
      await recordTransactions(tx, [
        {
          clubId: a.clubId,
          type: TransactionType.laterPayment,
          mode: l.mode,
          amountMinor: l.advanceMinor,
          target: 'extras',
          bookingId: b.id,
          memberId: b.memberId,
          bookingExtraId: row!.id,
          handler: a.name,
          place: a.place,
          userId: a.userId,
        },
      ]);
    }
    added.push({
      line: row!.id,
      name: l.name,
      quantity: l.quantity,
      price: toMajor(l.priceMinor),
      discount: toMajor(l.discountMinor),
      advance: toMajor(l.advanceMinor),
    });
  }
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: b.id,
    action: 'addons',
    actor: historyActor(a),
    after: { added },
  });
  // The add-ons raise what the booking owes: its calendar days and details follow the log (ADR 0057).
  await logBookingChanged(tx, a.clubId, b.id, 'addons');
  // A sale of its own: a registered club's tax invoice for the added lines, last (ADR 0082).
  await issueBookingInvoice(tx, { clubId: a.clubId, tax, bookingId: b.id, date: today, handler: a.name }, { extraIds: lineIds });
}
