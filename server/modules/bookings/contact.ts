import type { Tx } from '../../db/client';
import { enqueue } from '../../ledger/outbox';
import { BookingActionMessages as M } from '../../../contract/booking-actions';
import { DEFAULT_COUNTRY_CODE } from '../../../contract/codes';
import { BusinessError } from '../../core/business-error';
import { recordHistory } from '../../ledger/history';
import { normalizePhone } from '../../core/phone';
import { loadBooking } from '../../ledger/booking-row';
import { historyActor, type BookingActor } from '../../core/actor';

/** View No.: the unmasked number of a marketplace booking; every look is in the history. */
export async function viewMobile(tx: Tx, a: BookingActor, bookingId: number): Promise<string> {
  const b = await loadBooking(tx, a.clubId, bookingId);
  if (!b.isMarketplace) throw new BusinessError(M.mobileNotMasked);
  await recordHistory(tx, { clubId: a.clubId, entity: 'booking', entityId: b.id, action: 'view_mobile', actor: historyActor(a) });
  return `${b.customerCountryCode}${b.customerMobile}`;
}

/**
 * Get in Touch: a call-back request (marketplace booking, +91 customer) queued in the outbox to
 * the customer's number with the venue's number, so the call connects without showing either.
 */
export async function getInTouch(tx: Tx, a: BookingActor, bookingId: number, venueMobile: string, clubName: string): Promise<void> {
  const b = await loadBooking(tx, a.clubId, bookingId);
  if (!b.isMarketplace || b.customerCountryCode !== DEFAULT_COUNTRY_CODE) throw new BusinessError(M.callbackOnlyIndia);
  const venue = normalizePhone(venueMobile, DEFAULT_COUNTRY_CODE);
  if (!venue) throw new BusinessError(M.invalidVenueMobile);
  const body = `Call-back request: ${clubName} (${venue.countryCode}${venue.mobile}) about booking #${b.id}.`;
  await enqueue(tx, [{ clubId: a.clubId, channel: 'sms', recipient: b.customerCountryCode + b.customerMobile, body, bookingId: b.id }]);
  await recordHistory(tx, {
    clubId: a.clubId,
    entity: 'booking',
    entityId: b.id,
    action: 'get_in_touch',
    actor: historyActor(a),
    after: { venueMobile: `${venue.countryCode}${venue.mobile}` },
  });
}
