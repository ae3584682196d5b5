import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { firstRow } from '../db/rows';
import { rateOn, type TaxSettings } from '../../contract/tax-settings';
import { issueTaxDocument, supplierOf } from './tax-documents';
import { courtNetSql, courtTaxSql, registrationOwedSql } from './balances';
import { patternCreditsSql, patternLiveDiscountSql, patternLiveGrossSql, patternLiveTaxSql, patternPaidSql } from './pattern-balance';
import { creditInvoicesDownTo } from './tax-credit';
import type { SaleLine } from './tax-documents';

/**
 * Tax invoices of the sales that are not a desk checkout (ADR 0082 addendum): bulk (pattern)
 * bookings and event passes here (the marketplace's bookings use the checkout's, tax-booking.ts);
 * each in its sale's transaction, last (the series row is the last lock), through the one writer.
 */
export async function issueRegistrationInvoice(
  q: Queryable,
  p: { clubId: number; tax: TaxSettings; registrationId: number; date: string; handler: string },
): Promise<{ id: number; number: string } | null> {
  if (!p.tax.registered) return null;
  const r = await firstRow<{
    name: string;
    contact: string;
    event: string;
    category: string;
    tickets: number;
    rateBp: number;
    valueMinor: number;
  }>(
    q,
    sql`SELECT r.customer_name AS name, r.customer_country_code || ' ' || r.customer_mobile AS contact, e.name AS event,
               c.name AS category, r.tickets, r.tax_rate_bp AS "rateBp", ${registrationOwedSql}::float8 AS "valueMinor"
        FROM event_registrations r JOIN events e ON e.club_id = r.club_id AND e.id = r.event_id
        JOIN event_categories c ON c.club_id = r.club_id AND c.id = r.category_id
        WHERE r.club_id = ${p.clubId} AND r.id = ${p.registrationId}`,
  );
  if (!r || r.valueMinor <= 0) return null;
  return issueTaxDocument(q, {
    clubId: p.clubId,
    kind: 'invoice',
    prefix: p.tax.invoicePrefix,
    date: p.date,
    eventRegistrationId: p.registrationId,
    supplier: supplierOf(p.tax),
    customer: { name: r.name, contact: r.contact },
    // The value is what the customer owes, GST included (on top when prices exclude it).
    inclusive: true,
    lines: [
      {
        description: `Event pass: ${r.event}, ${r.category}`,
        code: p.tax.eventPasses.code,
        quantity: r.tickets,
        rateBp: r.rateBp > 0 ? r.rateBp : rateOn(p.tax.eventPasses, p.date),
        valueMinor: r.valueMinor,
      },
    ],
    handler: p.handler,
  });
}

/**
 * The tax invoice of a bulk (pattern) booking just made: one court time line per date (its value
 * after the spread discount, GST on top when prices exclude it), so each line's tax is rounded as
 * the date's balance rounds it. Member credits that paid the pattern are its advance adjusted.
 */
export async function issuePatternInvoice(
  q: Queryable,
  p: { clubId: number; tax: TaxSettings; patternId: number; date: string; handler: string },
): Promise<{ id: number; number: string } | null> {
  if (!p.tax.registered) return null;
  const r = await firstRow<{
    name: string;
    contact: string;
    gstin: string | null;
    credits: number;
    lines: { description: string; slots: number; rateBp: number; valueMinor: number }[] | null;
  }>(
    q,
    sql`SELECT p.customer_name AS name, p.customer_country_code || ' ' || p.customer_mobile AS contact, ${patternCreditsSql}::float8 AS credits,
               (SELECT b.customer_gstin FROM bookings b WHERE b.pattern_id = p.id AND b.club_id = p.club_id ORDER BY b.id LIMIT 1) AS gstin,
               (SELECT json_agg(json_build_object(
                  'description', 'Court time: ' || a.name || ', ' || b.booking_date::text || ' ' || to_char(b.start_time, 'HH24:MI') || '-' || to_char(b.end_time, 'HH24:MI'),
                  'slots', b.slot_count, 'rateBp', b.tax_rate_bp, 'valueMinor', ${courtNetSql} + ${courtTaxSql}) ORDER BY b.booking_date)
                  FROM bookings b JOIN activities a ON a.id = b.activity_id
                  WHERE b.pattern_id = p.id AND b.club_id = p.club_id AND NOT b.cancelled) AS lines
        FROM pattern_bookings p WHERE p.club_id = ${p.clubId} AND p.id = ${p.patternId}`,
  );
  const lines: SaleLine[] = (r?.lines ?? [])
    .map((l) => ({
      description: l.description,
      code: p.tax.court.code,
      quantity: l.slots,
      rateBp: l.rateBp > 0 ? l.rateBp : rateOn(p.tax.court, p.date),
      valueMinor: Number(l.valueMinor),
    }))
    .filter((l) => l.valueMinor > 0);
  if (!r || lines.length === 0) return null;
  return issueTaxDocument(q, {
    clubId: p.clubId,
    kind: 'invoice',
    prefix: p.tax.invoicePrefix,
    date: p.date,
    patternId: p.patternId,
    supplier: supplierOf(p.tax),
    customer: { name: r.name, contact: r.contact, gstin: r.gstin },
    inclusive: true,
    lines,
    handler: p.handler,
    advance: r.credits > 0 ? { amountMinor: r.credits, rateBp: lines[0].rateBp } : undefined,
  });
}

/**
 * A bulk (pattern) cancellation: credit notes bring the pattern's invoices down to what it is
 * still worth to the club — the larger of the money it keeps (payments less refunds, and member
 * credits still held) and the worth of its occurrences not cancelled (played ones are supplied,
 * paid or owed). A full refund credits everything; naming the invoice (ADR 0082 addendum).
 */
export async function creditPatternInvoices(
  q: Queryable,
  p: { clubId: number; tax: TaxSettings; patternId: number; date: string; handler: string },
): Promise<string[]> {
  if (!p.tax.registered) return [];
  const r = await firstRow<{ kept: number; live: number }>(
    q,
    sql`SELECT (${patternPaidSql} + ${patternCreditsSql})::float8 AS kept,
               (${patternLiveGrossSql} - ${patternLiveDiscountSql} + ${patternLiveTaxSql})::float8 AS live
        FROM pattern_bookings p WHERE p.club_id = ${p.clubId} AND p.id = ${p.patternId}`,
  );
  return creditInvoicesDownTo(q, {
    ...p,
    reason: 'Bulk booking cancelled',
    of: { patternId: p.patternId },
    targetMinor: Math.max(r?.kept ?? 0, r?.live ?? 0),
  });
}
