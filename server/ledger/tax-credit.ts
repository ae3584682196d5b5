import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rows } from '../db/rows';
import { spread } from '../../contract/gst-amounts';
import type { TaxSettings } from '../../contract/tax-settings';
import { documentPartiesSql, issueTaxDocument, type DocumentParties } from './tax-documents';

/** The sale whose invoices a credit note corrects: exactly one of these. */
export interface CreditedSale {
  bookingId?: number;
  subscriptionId?: number;
  patternId?: number;
  eventRegistrationId?: number;
  /** With bookingId: that booking's fee invoices of this kind instead of its own (ADR 0082 addendum). */
  feeKind?: 'late_cancel' | 'no_show';
}

function saleWhere(of: CreditedSale): SQL {
  if (of.bookingId !== undefined)
    return sql`d.booking_id = ${of.bookingId} AND d.fee_kind IS NOT DISTINCT FROM ${of.feeKind ?? null}::text`;
  if (of.subscriptionId !== undefined) return sql`d.subscription_id = ${of.subscriptionId}`;
  if (of.patternId !== undefined) return sql`d.pattern_id = ${of.patternId}`;
  return sql`d.event_registration_id = ${of.eventRegistrationId ?? -1}`;
}

/**
 * Credit notes (CGST Rule 53; ADR 0082) that bring a sale's invoices down to `targetMinor` in
 * all, newest invoice first: each note is spread over its invoice's lines in proportion, at their
 * own rates (the last line takes the rounding), copies its invoice's parties and names it.
 * Nothing when the invoices already come to the target or less. Returns the notes' numbers.
 */
export async function creditInvoicesDownTo(
  q: Queryable,
  i: { clubId: number; tax: TaxSettings; date: string; handler: string; reason: string; of: CreditedSale; targetMinor: number },
): Promise<string[]> {
  const invoices = await rows<DocumentParties & { id: number; number: string; leftMinor: number; memberId: number | null }>(
    q,
    sql`SELECT d.id, d.number, d.member_id AS "memberId",
               (d.total_minor - COALESCE((SELECT SUM(n.total_minor) FROM tax_documents n WHERE n.refers_to = d.id), 0))::float8 AS "leftMinor",
               ${documentPartiesSql}
        FROM tax_documents d WHERE d.club_id = ${i.clubId} AND ${saleWhere(i.of)} AND d.kind = 'invoice' ORDER BY d.id DESC`,
  );
  let credit = invoices.reduce((n, d) => n + d.leftMinor, 0) - Math.max(0, i.targetMinor);
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
      ...i.of,
      memberId: inv.memberId,
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
