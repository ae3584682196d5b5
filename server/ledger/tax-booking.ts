import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { firstRow } from '../db/rows';
import { rateOn, type TaxSettings } from '../../contract/tax-settings';
import { issueTaxDocument, supplierOf, type SaleLine } from './tax-documents';
import { courtNetSql, courtTaxSql, extrasDiscountSql, extrasGrossSql, extrasTaxSql } from './balances';
import { creditInvoicesDownTo } from './tax-credit';
import { addonCodeOf, taxOnTopSql } from './tax-on-top';

/**
 * A booking's GST documents (ADR 0082): its tax invoice when it is confirmed, and the credit
 * notes that bring its invoices down to what the club keeps when it is cancelled.
 */

interface Issue {
  clubId: number;
  tax: TaxSettings;
  bookingId: number;
  /** The club's day today. */
  date: string;
  handler: string;
}

/**
 * The tax invoice of a booking just confirmed: one line for its court time (gross less volume,
 * club and coupon discounts, plus GST on top when prices exclude it; member credits are a way of
 * paying, not a discount) and one per
 * add-on line, each with its own HSN/SAC and the rate of the day. Nothing for an unregistered
 * club or a booking worth ₹0.
 */
export async function issueBookingInvoice(
  q: Queryable,
  i: Issue,
  /** Only these add-on lines (added to the booking after checkout): their own invoice, no court line. */
  only?: { extraIds: number[] },
): Promise<{ id: number; number: string } | null> {
  if (!i.tax.registered) return null;
  // The booking and its add-on lines in one read (the checkout counts its statements, ADR 0039).
  const filter = only
    ? sql`AND e.id IN (${sql.join(
        [...only.extraIds, -1].map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const b = await firstRow<{
    activity: string;
    day: string;
    start: string;
    end: string;
    slots: number;
    courtMinor: number;
    courtRateBp: number;
    credits: number;
    courts: string;
    name: string;
    contact: string;
    gstin: string | null;
    extras: { extraId: number | null; name: string; quantity: number; valueMinor: number; rateBp: number }[] | null;
  }>(
    q,
    sql`SELECT a.name AS activity, b.booking_date::text AS day, b.start_time::text AS start, b.end_time::text AS "end",
               b.slot_count AS slots, (${courtNetSql} + ${courtTaxSql})::float8 AS "courtMinor", b.tax_rate_bp AS "courtRateBp",
               b.credits_minor::float8 AS credits,
               b.customer_gstin AS gstin,
               (SELECT string_agg(DISTINCT c.name, ', ') FROM booking_slots s JOIN courts c ON c.id = s.court_id WHERE s.booking_id = b.id) AS courts,
               b.customer_name AS name, b.customer_country_code || ' ' || b.customer_mobile AS contact,
               (SELECT json_agg(json_build_object('extraId', e.extra_id, 'name', e.name, 'quantity', e.quantity,
                                                  'valueMinor', e.price_minor * e.quantity - e.discount_minor
                                                    + ${taxOnTopSql(sql`e.price_minor * e.quantity - e.discount_minor`, sql`e.tax_rate_bp`, sql`b.tax_inter_state`)},
                                                  'rateBp', e.tax_rate_bp) ORDER BY e.id)
                  FROM booking_extras e WHERE e.booking_id = b.id ${filter}) AS extras
        FROM bookings b JOIN activities a ON a.id = b.activity_id WHERE b.club_id = ${i.clubId} AND b.id = ${i.bookingId}`,
  );
  if (!b) return null;
  const extras = (b.extras ?? []).map((e) => ({ ...e, valueMinor: Number(e.valueMinor) }));
  const lines: SaleLine[] = [
    ...(only
      ? []
      : [
          {
            description: `Court time: ${b.activity}, ${b.day} ${b.start.slice(0, 5)}-${b.end.slice(0, 5)}, ${b.courts ?? ''}`,
            code: i.tax.court.code,
            quantity: b.slots,
            rateBp: b.courtRateBp > 0 ? b.courtRateBp : rateOn(i.tax.court, i.date),
            valueMinor: b.courtMinor,
          },
        ]),
    ...extras.map((e) => {
      const code = addonCodeOf(i.tax, e.extraId);
      const rateBp = e.rateBp > 0 ? e.rateBp : rateOn(code, i.date);
      return { description: e.name, code: code.code, quantity: e.quantity, rateBp, valueMinor: e.valueMinor };
    }),
  ];
  if (lines.every((l) => l.valueMinor <= 0)) return null;
  // Member credits paid part of it: an advance whose tax its receipt voucher already counted
  // (Table 11B adjusts it), at the court time rate the vouchers use.
  const advance = only || b.credits <= 0 ? undefined : { amountMinor: b.credits, rateBp: lines[0].rateBp };
  return issueTaxDocument(q, {
    advance,
    clubId: i.clubId,
    kind: 'invoice',
    prefix: i.tax.invoicePrefix,
    date: i.date,
    bookingId: i.bookingId,
    supplier: supplierOf(i.tax),
    customer: { name: b.name, contact: b.contact, gstin: b.gstin },
    // Each line's value is what the customer owes for it, GST included: for prices that exclude
    // tax, value + GST on top, which reads back as exactly that GST on the price (ADR 0082).
    inclusive: true,
    lines: lines.filter((l) => l.valueMinor > 0),
    handler: i.handler,
  });
}

/**
 * After a cancellation: credit notes that bring the booking's invoices down to what the club
 * keeps for it (money rows other than fees, and member credits still held), newest invoice first.
 * A full refund credits the whole invoice; a kept part (the policy's share) stays invoiced; a
 * late-cancel fee is invoiced apart (tax-fees.ts). Returns the notes' numbers.
 */
export async function creditBookingInvoices(q: Queryable, i: Issue & { reason: string; feeMinor?: number }): Promise<string[]> {
  const kept = await firstRow<{ minor: number }>(
    q,
    sql`SELECT (COALESCE((SELECT SUM(amount_minor) FROM transactions WHERE booking_id = ${i.bookingId} AND target <> 'fee'), 0)
              - COALESCE((SELECT SUM(amount_minor) FROM member_credit_entries WHERE booking_id = ${i.bookingId}
                            AND reason NOT IN ('fee', 'fee_refund')), 0))::float8 AS minor`,
  );
  // A late-cancel fee kept from the money is its own supply (its own invoice): the booking's
  // invoices come down to what the club keeps for the booking itself.
  const target = Math.max(0, (kept?.minor ?? 0) - (i.feeMinor ?? 0));
  return creditInvoicesDownTo(q, { ...i, of: { bookingId: i.bookingId }, targetMinor: target });
}

/**
 * After a price edit or a discount at Pay Now on a live booking: its invoices follow what it is
 * now worth (court and add-ons, GST on top included). Lower: a credit note for the difference,
 * naming the invoice. Higher: an invoice of the difference for court time. Returns the numbers.
 */
export async function followBookingValue(q: Queryable, i: Issue & { reason: string }): Promise<string[]> {
  if (!i.tax.registered) return [];
  const row = await firstRow<{ worth: number; invoiced: number; rateBp: number; name: string; contact: string; gstin: string | null }>(
    q,
    sql`SELECT (${courtNetSql} + ${courtTaxSql} + ${extrasGrossSql} - ${extrasDiscountSql} + ${extrasTaxSql})::float8 AS worth,
               COALESCE((SELECT SUM(CASE WHEN d.kind = 'invoice' THEN d.total_minor ELSE -d.total_minor END) FROM tax_documents d
                          WHERE d.club_id = b.club_id AND d.booking_id = b.id AND d.kind <> 'receipt-voucher' AND d.fee_kind IS NULL), 0)::float8 AS invoiced,
               b.tax_rate_bp AS "rateBp", b.customer_name AS name, b.customer_country_code || ' ' || b.customer_mobile AS contact,
               b.customer_gstin AS gstin
        FROM bookings b WHERE b.club_id = ${i.clubId} AND b.id = ${i.bookingId}`,
  );
  // A booking sold before registration (no invoice) stays without one.
  if (!row || row.invoiced === 0) return [];
  if (row.worth < row.invoiced) {
    return creditInvoicesDownTo(q, { ...i, of: { bookingId: i.bookingId }, targetMinor: row.worth });
  }
  if (row.worth === row.invoiced) return [];
  const doc = await issueTaxDocument(q, {
    clubId: i.clubId,
    kind: 'invoice',
    prefix: i.tax.invoicePrefix,
    date: i.date,
    bookingId: i.bookingId,
    reason: i.reason,
    supplier: supplierOf(i.tax),
    customer: { name: row.name, contact: row.contact, gstin: row.gstin },
    inclusive: true,
    lines: [
      {
        description: `Court time: ${i.reason}`,
        code: i.tax.court.code,
        quantity: 1,
        rateBp: row.rateBp > 0 ? row.rateBp : rateOn(i.tax.court, i.date),
        valueMinor: row.worth - row.invoiced,
      },
    ],
    handler: i.handler,
  });
  return [doc.number];
}
