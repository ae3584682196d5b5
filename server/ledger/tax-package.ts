import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { firstRow } from '../db/rows';
import { rateOn, type TaxSettings } from '../../contract/tax-settings';
import { issueTaxDocument, supplierOf } from './tax-documents';
import { subscriptionTaxSql } from './balances';
import { creditInvoicesDownTo } from './tax-credit';

/**
 * The tax invoice of a membership package sold at the desk (ADR 0082): one line, the package's
 * price less its discount, at the packages' code and rate of the day. Nothing for an unregistered
 * club or a package sold for ₹0.
 */
export async function issuePackageInvoice(
  q: Queryable,
  p: { clubId: number; tax: TaxSettings; subscriptionId: number; date: string; handler: string },
): Promise<{ id: number; number: string } | null> {
  if (!p.tax.registered) return null;
  const s = await firstRow<{
    memberId: number;
    name: string;
    contact: string;
    pkg: string;
    start: string;
    end: string;
    valueMinor: number;
    rateBp: number;
  }>(
    q,
    sql`SELECT s.member_id AS "memberId", m.name, m.country_code || ' ' || m.mobile AS contact, k.name AS pkg,
               s.start_date::text AS start, s.renewal_date::text AS "end", (s.gross_minor - s.discount_minor + ${subscriptionTaxSql})::float8 AS "valueMinor", s.tax_rate_bp AS "rateBp"
        FROM member_subscriptions s JOIN members m ON m.id = s.member_id JOIN membership_packages k ON k.id = s.package_id
        WHERE s.club_id = ${p.clubId} AND s.id = ${p.subscriptionId}`,
  );
  if (!s || s.valueMinor <= 0) return null;
  return issueTaxDocument(q, {
    clubId: p.clubId,
    kind: 'invoice',
    prefix: p.tax.invoicePrefix,
    date: p.date,
    memberId: s.memberId,
    subscriptionId: p.subscriptionId,
    supplier: supplierOf(p.tax),
    customer: { name: s.name, contact: s.contact },
    // What the member owes, GST included (on top when prices exclude it, ADR 0082).
    inclusive: true,
    lines: [
      {
        description: `Membership package: ${s.pkg}, ${s.start} to ${s.end}`,
        code: p.tax.packages.code,
        quantity: 1,
        rateBp: s.rateBp > 0 ? s.rateBp : rateOn(p.tax.packages, p.date),
        valueMinor: s.valueMinor,
      },
    ],
    handler: p.handler,
  });
}

/**
 * A subscription cancelled: credit notes bring its invoices down to what the club keeps for it
 * (its money rows: payments less any refund), naming the invoice (ADR 0082 addendum).
 */
export async function creditSubscriptionInvoices(
  q: Queryable,
  p: { clubId: number; tax: TaxSettings; subscriptionId: number; date: string; handler: string },
): Promise<string[]> {
  const kept = await firstRow<{ minor: number }>(
    q,
    sql`SELECT COALESCE(SUM(amount_minor), 0)::float8 AS minor FROM transactions WHERE club_id = ${p.clubId} AND subscription_id = ${p.subscriptionId}`,
  );
  return creditInvoicesDownTo(q, {
    ...p,
    reason: 'Membership cancelled',
    of: { subscriptionId: p.subscriptionId },
    targetMinor: kept?.minor ?? 0,
  });
}
