import type { Tx } from '../../db/client';
import type { CheckoutRequest } from '../../../contract/checkout';
import type { ClubContext } from '../../core/club-context';
import type { Phone } from '../../core/phone';
import type { CartSlotRow } from '../cart/repository';
import { brokenLimits } from '../fair-use/check';
import { judgeFairUse, type FairUseOverride } from '../fair-use/override';

/** Who books: the desk person, and whether an admin (booking-service's Staff fits it). */
interface Booker {
  userId: number;
  username: string;
  isAdmin?: boolean;
}

/**
 * The desk's side of the fair-use limits (ADR 0078), run after the cart's lock and before any
 * other: a booking past a limit is refused with the limit named (`fairUseLimit` tells the console
 * an admin may override it); an admin's override needs a reason; a desk person cannot override.
 */
export async function fairUseGate(
  tx: Tx,
  club: ClubContext,
  staff: Booker,
  body: CheckoutRequest,
  customer: { name: string; phone: Phone; memberId: number | null },
  slots: CartSlotRow[],
): Promise<FairUseOverride | null> {
  const limits = await brokenLimits(tx, {
    clubId: club.clubId,
    timeZone: club.timeZone,
    activityId: slots[0].activityId,
    activityName: slots[0].activityName,
    customer: { name: customer.name, countryCode: customer.phone.countryCode, mobile: customer.phone.mobile, memberId: customer.memberId },
    slots: slots.map((s) => ({ courtId: s.courtId, date: s.slotDate, slotTime: s.slotTime, endTime: s.endTime })),
    where: 'desk',
    limits: club.fairUse[String(slots[0].activityId)] ?? null,
  });
  return judgeFairUse(limits, staff, body.fairUseOverride);
}
