import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { firstRow, rows } from '../db/rows';
import { spread } from '../../contract/gst-amounts';
import { rateOn, type TaxSettings } from '../../contract/tax-settings';
import { documentPartiesSql, issueTaxDocument, supplierOf, type DocumentParties, type SaleLine } from './tax-documents';
import { courtNetSql, courtTaxSql } from './balances';
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
 * A full refund credits the whole invoice; a kept part (the policy's share, a late-cancel fee
 * taken from the advance) stays invoiced. Each note is spread over its invoice's lines in
 * proportion, at their rates, and names the invoice. Returns the notes' numbers.
 */
export async function creditBookingInvoices(q: Queryable, i: Issue & { reason: string }): Promise<string[]> {
  const invoices = await rows<DocumentParties & { id: number; number: string; leftMinor: number }>(
    q,
    sql`SELECT d.id, d.number, (d.total_minor - COALESCE((SELECT SUM(n.total_minor) FROM tax_documents n WHERE n.refers_to = d.id), 0))::float8 AS "leftMinor",
               ${documentPartiesSql}
        FROM tax_documents d WHERE d.club_id = ${i.clubId} AND d.booking_id = ${i.bookingId} AND d.kind = 'invoice' ORDER BY d.id DESC`,
  );
  if (invoices.length === 0) return [];
  const kept = await firstRow<{ minor: number }>(
    q,
    sql`SELECT (COALESCE((SELECT SUM(amount_minor) FROM transactions WHERE booking_id = ${i.bookingId} AND target <> 'fee'), 0)
              - COALESCE((SELECT SUM(amount_minor) FROM member_credit_entries WHERE booking_id = ${i.bookingId}
                            AND reason NOT IN ('fee', 'fee_refund')), 0))::float8 AS minor`,
  );
  let credit = invoices.reduce((n, d) => n + d.leftMinor, 0) - Math.max(0, kept?.minor ?? 0);
  const numbers: string[] = [];
  for (const inv of invoices) {
    if (credit <= 0) break;
    const amount = Math.min(credit, inv.leftMinor);
    if (amount <= 0) continue;
    credit -= amount;
    const lines = await rows<{ description: string; code: string; quantity: number; rateBp: number; totalMinor: number }>(
      q,
      sql`SELECT description, code, quantity, rate_bp AS "rateBp", total_minor::float8 AS "totalMinor"
          FROM tax_document_lines WHERE document_id = ${inv.id} ORDER BY line_no`,
    );
    const shares = spread(
      amount,
      lines.map((l) => l.totalMinor),
    );
    const note = await issueTaxDocument(q, {
      clubId: i.clubId,
      kind: 'credit-note',
      prefix: i.tax.invoicePrefix,
      date: i.date,
      bookingId: i.bookingId,
      refersTo: inv.id,
      reason: i.reason,
      supplier: {
        name: inv.supplierName,
        address: inv.supplierAddress,
        gstin: inv.supplierGstin,
        state: inv.supplierState,
        placeOfSupply: inv.placeOfSupply,
      },
      customer: { name: inv.customerName, contact: inv.customerContact, gstin: inv.customerGstin },
      // The note returns part of what the invoice's lines came to, tax included, at their own rates.
      inclusive: true,
      lines: lines.map((l, k) => ({
        description: l.description,
        code: l.code,
        quantity: l.quantity,
        rateBp: l.rateBp,
        valueMinor: shares[k],
      })),
      handler: i.handler,
    });
    numbers.push(note.number);
  }
  return numbers;
}
