import { UnavailableWording } from '../../../contract/bulk';
import { todayIn } from '../../core/local-time';
import { lookbackRefusal, type LookbackClub } from '../cart/past-slot';
import type { Judged } from './judge-slots';

/**
 * A pattern's slots under the single booking's look-back rule (cart/past-slot.ts, ADR 0010,
 * ADR 0051): a slot that ended more than the club's look-back ago cannot be booked. A pattern
 * whose every slot is that old is refused with the single booking's message. Otherwise such
 * slots are unavailable like taken ones: with Ignore unavailable slots on they are skipped, and
 * with it off (`refuseAnyPast`, at booking) the whole pattern is refused with the same message.
 */
export function judgeLookback(
  judged: Judged[],
  club: LookbackClub,
  refuseAnyPast: boolean,
  now = new Date(),
): { ok: true; judged: Judged[] } | { ok: false; message: string } {
  const today = todayIn(club.timeZone, now);
  let refusal: string | null = null;
  let past = 0;
  const status = UnavailableWording.pastLookback.replaceAll('{hours}', String(club.pastBookingLookbackHours));
  const out = judged.map((j) => {
    // Only a slot dated today or earlier can have ended: future dates skip the clock arithmetic.
    const refused = j.slot.date <= today ? lookbackRefusal(club, j.slot.date, j.slot.end, now) : null;
    if (!refused) return j;
    refusal = refused;
    past += 1;
    return { ...j, ok: false, status, blockId: null };
  });
  if (refusal !== null && (past === judged.length || refuseAnyPast)) return { ok: false, message: refusal };
  return { ok: true, judged: out };
}
