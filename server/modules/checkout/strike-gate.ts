import type { Tx } from '../../db/client';
import type { CheckoutRequest } from '../../../contract/checkout';
import { OVERRIDE_REASON_MAX } from '../../../contract/fair-use';
import { strikeMessages, type StrikeState } from '../../../contract/no-show-strikes';
import { textLength } from '../../../contract/text-length';
import { BusinessError } from '../../core/business-error';
import type { ClubContext } from '../../core/club-context';
import type { Phone } from '../../core/phone';
import { recordHistory } from '../../ledger/history';
import { strikesOf } from '../strikes/count';

/** What a desk's strike override lets through, recorded once the booking exists. */
export interface StrikeOverride {
  reason: string;
  state: StrikeState;
}

/**
 * The desk's side of the no-show strikes (ADR 0081): a customer at or past the club's strikes is
 * refused with the count and window named (`noShowStrikes` in the reply tells the console to ask
 * for a reason); the desk books anyway with `strikeOverride: { reason }`. Unlike a fair-use limit
 * any person who may check out may override: the issue gives it to "the desk", who is facing the
 * customer. The fair-use override's shape and reason rules are kept.
 */
export async function strikeGate(
  tx: Tx,
  club: ClubContext,
  body: Pick<CheckoutRequest, 'strikeOverride'>,
  customer: { name: string; phone: Phone; memberId: number | null },
): Promise<StrikeOverride | null> {
  const state = await strikesOf(
    tx,
    { clubId: club.clubId, timeZone: club.timeZone, rule: club.noShowStrikes },
    { countryCode: customer.phone.countryCode, mobile: customer.phone.mobile, memberId: customer.memberId },
  );
  if (!state) return null;
  const refuse = (message: string) => new BusinessError(message, { noShowStrikes: state });
  if (!body.strikeOverride) throw refuse(strikeMessages.desk(customer.name, state));
  const reason = body.strikeOverride.reason?.trim() ?? '';
  if (!reason) throw refuse(strikeMessages.reasonRequired);
  if (textLength(reason) > OVERRIDE_REASON_MAX) throw refuse(strikeMessages.reasonTooLong);
  return { reason, state };
}

/** The override in the booking's (or the pattern's) history, in its transaction. */
export async function recordStrikeOverride(
  tx: Tx,
  clubId: number,
  bookingId: number,
  staff: { userId: number; username: string },
  o: StrikeOverride,
  entity: 'booking' | 'pattern' = 'booking',
) {
  await recordHistory(tx, {
    clubId,
    entity,
    entityId: bookingId,
    action: 'strike_override',
    actor: { userId: staff.userId, name: staff.username },
    after: { reason: o.reason, noShows: o.state.noShows, days: o.state.days, limit: o.state.limit },
  });
}
