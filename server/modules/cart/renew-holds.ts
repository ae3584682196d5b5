import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { isOccupancyConflict } from '../../db/rows';
import { CartMessages } from '../../../contract/cart';
import { BusinessError } from '../../core/business-error';
import type { ClubContext } from '../../core/club-context';
import { groupSlotUsage, occupy, recordChange, releaseHoldsAndLock } from '../../ledger/occupancy';
import { endMinutesOf, minutesOf } from '../../core/dates';
import { loadCartSlots, lockCart, resetAdjustments, type CartSlotRow } from './repository';
import type { CartOwner } from '../../core/hold-owner';

export interface RenewOutcome {
  renewed: CartSlotRow[];
  dropped: CartSlotRow[];
}

const label = (s: CartSlotRow) => `${s.courtName} ${s.slotDate} ${s.slotTime.slice(0, 5)}`;

/** What the desk is told after "Hold again". */
export function renewMessage({ renewed, dropped }: RenewOutcome): string {
  if (dropped.length === 0) return renewed.length === 0 ? CartMessages.holdsLive : CartMessages.holdsRenewed;
  return CartMessages.holdsDropped.replace('{slots}', dropped.map(label).join(', '));
}

/**
 * "Hold again" for a cart whose holds ran out: each expired slot is held again for the club's
 * hold time if it is still free, else it leaves the cart. Live holds are left as they are (a
 * hold is never stretched by asking). Each re-take runs in a savepoint, so one slot taken by
 * another desk meanwhile does not undo the others.
 */
export async function renewHolds(tx: Tx, club: ClubContext, owner: CartOwner): Promise<RenewOutcome> {
  const { clubId } = club;
  const cart = await lockCart(tx, clubId, owner);
  const expired = (await loadCartSlots(tx, clubId, cart.id)).filter((s) => !s.holdLive);
  if (expired.length === 0) return { renewed: [], dropped: [] };
  const window = (s: CartSlotRow) => {
    const start = minutesOf(s.slotTime);
    return { start, end: endMinutesOf(s.endTime) <= start ? 1440 : endMinutesOf(s.endTime) };
  };
  // The slots' own dead hold rows go, dead holds of others are swept, and the locks of EVERY
  // slot are taken at once in the one global order (ADR 0059): taken slot by slot, in the
  // cart's order, they deadlocked with a checkout or renewal holding them in the other order.
  const groups = expired.filter((s) => s.activityType === 1).map((s) => ({ courtId: s.courtId, date: s.slotDate, ...window(s) }));
  await releaseHoldsAndLock(
    tx,
    clubId,
    sql`cart_slot_id = ANY(${`{${expired.map((s) => s.id).join(',')}}`}::int[])`,
    expired.filter((s) => s.activityType !== 1).map((s) => ({ courtId: s.courtId, brothers: s.courtBrothers, date: s.slotDate })),
    groups,
  );
  const holdSeconds = Math.round(club.cartHoldMinutes * 60);
  const outcome: RenewOutcome = { renewed: [], dropped: [] };
  for (const s of expired) {
    const { start, end } = window(s);
    try {
      await tx.transaction(async (sp) => {
        await sp.execute(sql`UPDATE cart_slots SET hold_expires_at = now() + make_interval(secs => ${holdSeconds}) WHERE id = ${s.id}`);
        const hold = {
          clubId,
          activityId: s.activityId,
          courtId: s.courtId,
          date: s.slotDate,
          start,
          end,
          kind: 'hold' as const,
          cartSlotId: s.id,
          holdMinutes: club.cartHoldMinutes,
        };
        if (s.activityType === 1) {
          const [{ used, blocked }] = await groupSlotUsage(sp, [{ courtId: s.courtId, date: s.slotDate, start, end }]);
          if (blocked || used + s.count > s.maxSlotCount) throw new BusinessError(CartMessages.slotUnavailable);
          await occupy(sp, { ...hold, brothers: [], exclusive: false, count: s.count });
        } else {
          await occupy(sp, { ...hold, brothers: s.courtBrothers, exclusive: true, keysLocked: true });
        }
      });
      outcome.renewed.push(s);
    } catch (err) {
      if (!(err instanceof BusinessError) && !isOccupancyConflict(err)) throw err;
      await tx.execute(sql`DELETE FROM cart_slots WHERE club_id = ${clubId} AND id = ${s.id}`);
      outcome.dropped.push(s);
    }
  }
  // Dropping a slot changes the total: discount and credits are entered again at checkout.
  if (outcome.dropped.length > 0) await resetAdjustments(tx, clubId, cart.id);
  const days = new Set(expired.map((s) => `${s.activityId}|${s.slotDate}`));
  for (const d of days) {
    const [activityId, day] = d.split('|');
    await recordChange(tx, clubId, Number(activityId), day, 'hold');
  }
  return outcome;
}
