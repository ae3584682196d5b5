import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { firstRow } from '../db/rows';
import { rateOn, type TaxSettings } from '../../contract/tax-settings';
import { issueTaxDocument, supplierOf } from './tax-documents';

/**
 * A receipt voucher for money received in advance (CGST Rule 50; ADR 0082): a member's credit
 * recharge is an advance for court time not yet booked, so its voucher carries the court-time
 * SAC and rate of the day, the tax included in the amount received, and the money row it records.
 * Nothing for an unregistered club or an unpaid recharge.
 */
export async function issueReceiptVoucher(
  q: Queryable,
  a: { clubId: number; tax: TaxSettings; memberId: number; transactionId: number; amountMinor: number; date: string; handler: string },
): Promise<{ id: number; number: string } | null> {
  if (!a.tax.registered || a.amountMinor <= 0) return null;
  const m = await firstRow<{ name: string; contact: string }>(
    q,
    sql`SELECT name, country_code || ' ' || mobile AS contact FROM members WHERE club_id = ${a.clubId} AND id = ${a.memberId}`,
  );
  return issueTaxDocument(q, {
    clubId: a.clubId,
    kind: 'receipt-voucher',
    prefix: a.tax.invoicePrefix,
    date: a.date,
    memberId: a.memberId,
    transactionId: a.transactionId,
    supplier: supplierOf(a.tax),
    customer: { name: m?.name ?? '', contact: m?.contact ?? '' },
    inclusive: true,
    lines: [
      {
        description: 'Advance for court time (member credits)',
        code: a.tax.court.code,
        quantity: 1,
        rateBp: rateOn(a.tax.court, a.date),
        valueMinor: a.amountMinor,
      },
    ],
    handler: a.handler,
  });
}
