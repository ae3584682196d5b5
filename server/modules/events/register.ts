import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { EventMessages } from '../../../contract/events';
import { STAFF_PLACE, TransactionType } from '../../../contract/codes';
import { BusinessError } from '../../core/business-error';
import { recordHistory, type Actor } from '../../ledger/history';
import { recordTransactions } from '../../ledger/money-rows';
import type { Phone } from '../../core/phone';
import { findCategory } from './admin';
import { loadClub } from '../../core/club-context';
import { saleTaxOf } from '../../ledger/tax-on-top';
import { taxOnTop } from '../../../contract/gst-amounts';
import { issueRegistrationInvoice } from '../../ledger/tax-sales';

export interface Registration {
  eventId: number;
  categoryId: number;
  subCategoryId: number | null;
  tickets: number;
  name: string;
  phone: Phone;
  email: string | null;
  paidMinor: number;
  mode: number;
  /** The UPI payment's UTR, if the desk recorded it. */
  utr?: string | null;
  source: 'desk' | 'marketplace';
  today: string;
}

/**
 * Registers people for a category in one transaction: the tickets are taken by a guarded
 * UPDATE (sold + n <= total), so two desks can never oversell the last tickets; the payment
 * is a transactions row (target 'event') written through recordTransactions.
 */
export async function register(tx: Tx, clubId: number, r: Registration, actor: Actor): Promise<number> {
  const cat = await findCategory(tx, clubId, r.categoryId);
  if (!cat || cat.eventId !== r.eventId) throw new BusinessError(EventMessages.categoryNotFound);
  if (!cat.active) throw new BusinessError(EventMessages.categoryInactive);
  if (r.today > cat.endDate) throw new BusinessError(EventMessages.outsideDates);
  if (r.subCategoryId !== null) {
    const sub = await firstRow(
      tx,
      sql`SELECT id FROM event_sub_categories WHERE club_id = ${clubId} AND id = ${r.subCategoryId} AND category_id = ${r.categoryId}`,
    );
    if (!sub) throw new BusinessError(EventMessages.subCategoryNotFound);
  }
  const grossMinor = cat.priceMinor * r.tickets;
  // Prices that exclude GST: the passes owe their price plus GST on top, at today's rate (ADR 0082).
  const { tax } = await loadClub(tx, clubId);
  const saleTax = saleTaxOf(tax, tax.eventPasses, r.today);
  if (r.paidMinor > grossMinor + taxOnTop(grossMinor, saleTax.rateBp, saleTax.interState))
    throw new BusinessError(EventMessages.paidTooHigh);
  const taken = await rows<{ id: number }>(
    tx,
    sql`UPDATE event_categories SET sold_tickets = sold_tickets + ${r.tickets}
        WHERE club_id = ${clubId} AND id = ${r.categoryId} AND sold_tickets + ${r.tickets} <= total_tickets RETURNING id`,
  );
  if (taken.length === 0) {
    const now = await findCategory(tx, clubId, r.categoryId);
    throw new BusinessError(EventMessages.soldOut.replace('{left}', String(Math.max(0, now!.total - now!.sold))));
  }
  const row = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO event_registrations (club_id, event_id, category_id, sub_category_id, customer_name, customer_country_code,
          customer_mobile, customer_email, tickets, gross_minor, source, handler, user_id, tax_rate_bp, tax_inter_state)
        VALUES (${clubId}, ${r.eventId}, ${r.categoryId}, ${r.subCategoryId}, ${r.name}, ${r.phone.countryCode}, ${r.phone.mobile},
          ${r.email}, ${r.tickets}, ${grossMinor}, ${r.source}, ${actor.name}, ${actor.userId}, ${saleTax.rateBp}, ${saleTax.interState})
        RETURNING id`,
  );
  const id = row!.id;
  await recordTransactions(tx, [
    {
      clubId,
      type: TransactionType.singleBooking,
      mode: r.mode,
      utr: r.utr ?? null,
      amountMinor: r.paidMinor,
      target: 'event',
      eventRegistrationId: id,
      handler: actor.name,
      place: r.source === 'desk' ? STAFF_PLACE : 'marketplace',
      userId: actor.userId,
    },
  ]);
  await recordHistory(tx, { clubId, entity: 'event_registration', entityId: id, action: 'create', actor, after: { ...r, grossMinor } });
  // A registered club's tax invoice for the passes, in this transaction and last (ADR 0082).
  await issueRegistrationInvoice(tx, { clubId, tax, registrationId: id, date: r.today, handler: actor.name });
  return id;
}
