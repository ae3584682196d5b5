import type { Tx } from '../../db/client';
import type { ClubContext } from '../../core/club-context';
import type { CheckoutInput } from '../checkout/validate';
import { brokenLimits, lockCustomer, type FairUseCustomer } from '../fair-use/check';
import { judgeFairUse, type FairUseOverride } from '../fair-use/override';
import { findMemberByPhone } from '../customers/service';

/** A pattern's slots as the fair-use rule counts them. */
interface PatternSlot {
  courtId: number;
  date: string;
  slotTime: string;
  endTime: string;
}

/**
 * Fair-use limits on a pattern (ADR 0078 addendum), through the one rule (`brokenLimits`), in two
 * steps because of the lock order (cart → fair-use customer → coupon → member → court keys):
 * `lockPatternCustomer` takes the customer's lock before the payer's and the court keys, and
 * `judgePattern` counts once the pattern's free slots are known. Every occurrence is one more
 * upcoming booking; its slots count toward peak hours; its last date toward the days ahead.
 */
export async function lockPatternCustomer(tx: Tx, club: ClubContext, activityId: number | null | undefined, input: CheckoutInput) {
  const limits = activityId ? club.fairUse[String(activityId)] : undefined;
  if (!limits) return null;
  const member = await findMemberByPhone(tx, club.clubId, input.phone);
  const customer: FairUseCustomer = {
    name: input.name,
    countryCode: input.phone.countryCode,
    mobile: input.phone.mobile,
    memberId: member?.id ?? null,
  };
  const counts = limits.maxUpcoming !== null || limits.peakHoursPerDay !== null || limits.peakHoursPerWeek !== null;
  // brokenLimits takes the same keys again later in this transaction: advisory locks are re-entrant.
  if (counts) await lockCustomer(tx, club.clubId, customer);
  return customer;
}

export async function judgePattern(
  tx: Tx,
  club: ClubContext,
  staff: { isAdmin?: boolean },
  activity: { id: number; name: string },
  customer: FairUseCustomer | null,
  slots: PatternSlot[],
  override: { reason?: string | null } | null | undefined,
): Promise<FairUseOverride | null> {
  if (!customer) return null;
  const broken = await brokenLimits(tx, {
    clubId: club.clubId,
    timeZone: club.timeZone,
    activityId: activity.id,
    activityName: activity.name,
    customer,
    slots,
    where: 'desk',
    limits: club.fairUse[String(activity.id)] ?? null,
    newBookings: new Set(slots.map((s) => s.date)).size,
  });
  return judgeFairUse(broken, staff, override);
}
