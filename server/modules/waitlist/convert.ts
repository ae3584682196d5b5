import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { WaitlistMessages as M } from '../../../contract/waitlist';
import { BusinessError } from '../../core/business-error';
import type { CartOwner } from '../../core/hold-owner';
import type { Actor } from '../../core/actor';
import { recordHistory } from '../../ledger/history';
import { lockCart } from '../cart/repository';
import { addSlot } from '../cart/service';
import { endEntry, openDay } from './offer';
import { findEntry } from './entries';

/** The customer an offer was for, as the checkout form takes it. */
export interface OfferCustomer {
  name: string;
  countryCode: string;
  mobile: string;
  email: string;
}

/**
 * Turns a live offer into a hold in the desk's own cart, in one transaction: the offer's court
 * time is released and taken again by the cart (the cart's own add: price, look-back, one sport
 * per cart), so no other desk can slip in between; the entry is 'booked'. The desk then completes
 * the booking at checkout with the customer filled in. Lock order as a cart add: the cart row,
 * then the court time.
 */
export async function convertOffer(tx: Tx, clubId: number, owner: CartOwner, actor: Actor, entryId: number): Promise<OfferCustomer> {
  await lockCart(tx, clubId, owner);
  const entry = await findEntry(tx, clubId, entryId);
  const opened = await openDay(tx, { clubId, activityId: entry.activityId, date: entry.date });
  const live = opened.entries.find((e) => e.id === entryId);
  if (!live || live.status !== 'offered' || live.lapsed || entry.offeredCourtId === null) throw new BusinessError(M.notOffered);
  await endEntry(tx, clubId, entryId, 'booked');
  await addSlot(tx, clubId, owner, { activityId: entry.activityId, courtId: entry.offeredCourtId, date: entry.date, time: entry.time });
  await recordHistory(tx, {
    clubId,
    entity: 'waitlist',
    entityId: entryId,
    action: 'convert',
    actor,
    after: { courtId: entry.offeredCourtId },
  });
  const c = await firstRow<OfferCustomer>(
    tx,
    sql`SELECT customer_name AS name, country_code AS "countryCode", mobile, email FROM waitlist_entries WHERE club_id = ${clubId} AND id = ${entryId}`,
  );
  return c!;
}
