import type { Tx } from '../../db/client';
import type { CheckoutRequest } from '../../../contract/checkout';
import { FairUseMessages, OVERRIDE_REASON_MAX } from '../../../contract/fair-use';
import { textLength } from '../../../contract/text-length';
import { BusinessError } from '../../core/business-error';
import type { ClubContext } from '../../core/club-context';
import type { Phone } from '../../core/phone';
import { recordHistory } from '../../ledger/history';
import type { CartSlotRow } from '../cart/repository';
import { brokenLimits } from '../fair-use/check';

/** Who books: the desk person, and whether an admin (booking-service's Staff fits it). */
interface Booker {
  userId: number;
  username: string;
  isAdmin?: boolean;
}

/** What an admin's override lets through, recorded once the booking exists. */
export interface FairUseOverride {
  reason: string;
  limits: string[];
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
  if (limits.length === 0) return null;
  const refuse = (message: string) => new BusinessError(message, { fairUseLimit: true });
  if (!body.fairUseOverride) throw refuse(limits.join('. '));
  if (!staff.isAdmin) throw refuse(FairUseMessages.adminOnly);
  const reason = body.fairUseOverride.reason?.trim() ?? '';
  if (!reason) throw refuse(FairUseMessages.reasonRequired);
  if (textLength(reason) > OVERRIDE_REASON_MAX) throw refuse(FairUseMessages.reasonTooLong);
  return { reason, limits };
}

/** The override in the booking's history (the one history table), in the booking's transaction. */
export async function recordFairUseOverride(tx: Tx, clubId: number, bookingId: number, staff: Booker, o: FairUseOverride) {
  await recordHistory(tx, {
    clubId,
    entity: 'booking',
    entityId: bookingId,
    action: 'fair_use_override',
    actor: { userId: staff.userId, name: staff.username },
    after: { reason: o.reason, limits: o.limits },
  });
}
