import { sql, type SQL } from 'drizzle-orm';

/** The latest document of `kind` for the sale `column` names, issued by the money row's moment. */
const ofSale = (column: string, kind: SQL) =>
  sql`(SELECT d.number FROM tax_documents d
        WHERE d.${sql.raw(column)} = t.${sql.raw(column)} AND d.club_id = t.club_id AND d.kind = ${kind} AND d.issued_at <= t.created_at
        ORDER BY d.issued_at DESC, d.id DESC LIMIT 1)`;

/**
 * The tax document a money row of the master report shows (issue 29, ADR 0082): a recharge's
 * receipt voucher (issued for that row); else, on its booking, pattern, subscription or event
 * registration, a payment's invoice and a refund's credit note — the latest issued by the row's
 * moment, so a checkout's advance shows the invoice issued in the same transaction, a later Pay
 * Now the invoice it pays against, a cancellation's refund its credit note. Each lookup is one
 * index probe (migration 0127). `t` is the money row, of a page CTE named `page` (one club): a
 * club that has issued no document gets '' from one check per page, not probes per row (the
 * year's report of a club that never registered for GST reads as before).
 */
export function moneyDocumentSql(): SQL {
  const kind = sql.raw(`CASE WHEN t.kind = 'refund' THEN 'credit-note' ELSE 'invoice' END`);
  const issuesDocuments = sql`(SELECT EXISTS (SELECT 1 FROM tax_documents d WHERE d.club_id = (SELECT p.club_id FROM page p LIMIT 1)))`;
  return sql`CASE WHEN ${issuesDocuments} THEN COALESCE(
    (SELECT d.number FROM tax_documents d WHERE d.transaction_id = t.id AND d.club_id = t.club_id ORDER BY d.id LIMIT 1),
    CASE WHEN t.booking_id IS NOT NULL THEN ${ofSale('booking_id', kind)} END,
    CASE WHEN t.pattern_id IS NOT NULL THEN ${ofSale('pattern_id', kind)} END,
    CASE WHEN t.subscription_id IS NOT NULL THEN ${ofSale('subscription_id', kind)} END,
    CASE WHEN t.event_registration_id IS NOT NULL THEN ${ofSale('event_registration_id', kind)} END,
    '') ELSE '' END`;
}
