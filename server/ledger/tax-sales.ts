import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { firstRow } from '../db/rows';
import { rateOn, type TaxSettings } from '../../contract/tax-settings';
import { issueTaxDocument, supplierOf } from './tax-documents';
import { registrationOwedSql } from './balances';

/**
 * Tax invoices of the sales that are not a desk checkout (ADR 0082 addendum): event passes here;
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
