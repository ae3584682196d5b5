import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, type Client, type Ids } from './booking-fixtures';
import { sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';
import { documentLines } from '../../server/modules/documents/tax-document';

/** The demo arena's GST (server/demo/foundation.ts): Kerala, 18 % on everything. */
export const ARENA_GSTIN = '32AAACD1234F1ZG';

/** A booking of one slot (and add-ons by name), paid `advance` in cash at checkout; returns its id. */
export async function bookWith(
  c: Client,
  ids: Ids,
  o: {
    date: string;
    time: string;
    court?: string;
    advance?: number;
    extras?: { name: string; quantity: number }[];
    mobile?: string;
    gstin?: string;
  },
): Promise<number> {
  await c.post('/api/carting/clear');
  const add = await c.post('/api/carting/slot/add', {
    activityId: ids.badminton,
    courtId: ids.courts[o.court ?? 'Court 1'],
    date: o.date,
    time: o.time,
  });
  expect(add.json(), 'slot').toMatchObject({ requestStatus: 1 });
  if (o.extras?.length) {
    const offered = (await c.get(`/api/extras/offered?activityId=${ids.badminton}`)).json().extras as { extraId: number; name: string }[];
    for (const e of o.extras) {
      const id = offered.find((x) => x.name === e.name)!.extraId;
      expect((await c.post('/api/carting/extra/add', { extraId: id, quantity: e.quantity })).json(), e.name).toMatchObject({
        requestStatus: 1,
      });
    }
  }
  const mode = o.advance ? 1 : 0;
  const res = await c.post(
    '/api/booking',
    checkout(
      { paymentMode: mode, totalPaidAmount: o.advance ?? 0, transactionData: { type: 1, mode } },
      { ...(o.mobile ? { mobile: o.mobile } : {}), ...(o.gstin ? { gstin: o.gstin } : {}) },
    ),
  );
  expect(res.json(), 'booking').toMatchObject({ requestStatus: 1 });
  return res.json().bookingId as number;
}

export interface DocRow {
  id: number;
  kind: string;
  number: string;
  serial: number;
  refersTo: number | null;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  placeOfSupply: string;
}

/** A booking's documents straight from the table, in minor units. */
export async function docsOf(t: TestApp, bookingId: number): Promise<DocRow[]> {
  return sqlOf(t)<DocRow>(
    sql`SELECT id, kind, number, serial, refers_to AS "refersTo", taxable_minor::float8 AS taxable, cgst_minor::float8 AS cgst,
               sgst_minor::float8 AS sgst, igst_minor::float8 AS igst, total_minor::float8 AS total, place_of_supply AS "placeOfSupply"
        FROM tax_documents WHERE booking_id = ${bookingId} ORDER BY id`,
  );
}

export function linesOf(t: TestApp, documentId: number) {
  return documentLines(t.db.db, documentId);
}

/** Saves part of the club's tax settings through the API (as the settings page does). */
export async function saveTax(c: Client, tax: Record<string, unknown>) {
  const current = (await c.get('/api/club/settings')).json().settings.tax;
  return c.post('/api/club/settings/update', { settings: { tax: { ...current, ...tax } } });
}

/** A 30-day package at ₹3,000 (no credits, no limit) and a new member to sell it to. */
export async function packageAndMember(c: Client, o: { packageName: string; name: string; mobile: string }) {
  const pkg = (
    await c.post('/api/membership/package/create', {
      packageName: o.packageName,
      price: 3000,
      credits: 0,
      memberLimit: 0,
      type: 1,
      period: 30,
    })
  ).json();
  expect(pkg.requestStatus).toBe(1);
  const member = (await c.post('/api/member/registration', { name: o.name, mobile: o.mobile, toDate: 'max' })).json();
  expect(member.requestStatus).toBe(1);
  return { pkg, member };
}
