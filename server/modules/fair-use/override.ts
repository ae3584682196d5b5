import type { Tx } from '../../db/client';
import { FairUseMessages, OVERRIDE_REASON_MAX } from '../../../contract/fair-use';
import { textLength } from '../../../contract/text-length';
import { BusinessError } from '../../core/business-error';
import type { Actor } from '../../ledger/history';
import { recordHistory } from '../../ledger/history';

/** What an admin's override lets through, recorded once the booking (or pattern) is written. */
export interface FairUseOverride {
  reason: string;
  limits: string[];
}

/**
 * The one override rule of the fair-use limits (ADR 0078), for every desk flow that checks them
 * (checkout, reschedule, bulk): limits broken and no override → refused naming them, with
 * `fairUseLimit` (the console offers an admin the override); a desk person cannot override; an
 * admin needs a reason. None broken → null (an override sent anyway records nothing).
 */
export function judgeFairUse(
  broken: string[],
  who: { isAdmin?: boolean },
  override: { reason?: string | null } | null | undefined,
): FairUseOverride | null {
  if (broken.length === 0) return null;
  const refuse = (message: string) => new BusinessError(message, { fairUseLimit: true });
  if (!override) throw refuse(broken.join('. '));
  if (!who.isAdmin) throw refuse(FairUseMessages.adminOnly);
  const reason = override.reason?.trim() ?? '';
  if (!reason) throw refuse(FairUseMessages.reasonRequired);
  if (textLength(reason) > OVERRIDE_REASON_MAX) throw refuse(FairUseMessages.reasonTooLong);
  return { reason, limits: broken };
}

/** The override in the one history table, on the booking or the pattern, in its transaction. */
export async function recordFairUseOverride(
  tx: Tx,
  clubId: number,
  entity: 'booking' | 'pattern',
  entityId: number,
  actor: Actor,
  o: FairUseOverride,
) {
  await recordHistory(tx, {
    clubId,
    entity,
    entityId,
    action: 'fair_use_override',
    actor,
    after: { reason: o.reason, limits: o.limits },
  });
}
