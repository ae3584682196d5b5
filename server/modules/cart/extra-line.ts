import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { firstRow } from '../../db/rows';
import type { CartExtraAddRequest } from '../../../contract/cart';
import { BusinessError } from '../../core/business-error';
import { checkExtra, type ClubExtraRow, type ExtraLine } from './extra-rules';

/**
 * One add-on line added after the booking (to a booking or to a pattern): the club's active
 * add-on of that sport (or of every sport), checked by the checkout's add-on rules; a line
 * without an id is a custom one. Refuses with the rule's message.
 */
export async function checkedExtraLine(q: Queryable, clubId: number, activityId: number, input: CartExtraAddRequest): Promise<ExtraLine> {
  const club = input.extraId
    ? ((await firstRow<ClubExtraRow>(
        q,
        sql`SELECT id, name, price_minor AS "priceMinor", is_rent AS "isRent" FROM club_extras
            WHERE club_id = ${clubId} AND id = ${input.extraId} AND is_active
              AND (activity_id IS NULL OR activity_id = ${activityId})`,
      )) ?? null)
    : null;
  const checked = checkExtra(input, club);
  if (!checked.ok) throw new BusinessError(checked.message);
  return checked.line;
}
