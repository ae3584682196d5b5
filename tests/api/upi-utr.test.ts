import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { waitersReach } from './helpers/lock-waiters';
import { UtrMessages } from '../../contract/upi';
import { todayIn, addDays } from '../../server/core/local-time';
import { checkout, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { bookOne, sqlOf } from './booking-after-fixtures';
import { packageAndMember } from './gst-fixtures';
import type { TestApp } from './helpers/test-app';
import { fieldRefusal } from './helpers/field-refusal';

/**
 * The UTR of a UPI payment (issue 29 §4, ADR 0082 addendum): optional, exactly 12 digits as
 * typed, only with UPI (mode 4), once per club; stored with its money row and shown in the
 * booking's Transactions and the master report. Every refusal names `utr` and stores nothing.
 */
let t: TestApp;
let admin: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
const date = plainMonday(36);
const today = todayIn('Asia/Kolkata');
let hour = 6;
const nextTime = () => `${String(hour++).padStart(2, '0')}:00:00`;
const fresh = () => bookOne(admin, ids, { date, time: nextTime(), mobile: '9000012001' });
const upi = { mode: 4, type: 3 };
const pay = (body: object) => admin.post('/api/booking/payment/update', body);
const moneyRows = async () => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions`))[0].n;
const transactions = async (bookingId: number) =>
  (await admin.get(`/api/transactions/details?bookingId=${bookingId}`)).json().transactionDetails as { mode: number; utr?: string }[];

/** A refusal of the field utr: 400, the field named, and no money row written. */
async function refusedOnUtr(
  send: () => Promise<{ statusCode: number; json(): { errors?: { path: string; message: string }[] } }>,
  message: string,
) {
  const before = await moneyRows();
  const res = await send();
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toContainEqual(fieldRefusal('utr', message));
  expect(await moneyRows()).toBe(before);
}

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  q = sqlOf(t);
});
afterAll(async () => {
  await t?.close();
});

describe('the UTR at Pay Now', () => {
  it('is stored with the UPI payment and shown in Transactions, its history and the master report', async () => {
    const id = await fresh();
    const res = (await pay({ bookingId: id, amount: 150, transactionData: upi, utr: '412345678901' })).json();
    expect(res).toMatchObject({ requestStatus: 1 });
    expect((await transactions(id)).at(-1)).toMatchObject({ transactionId: res.transactionId, mode: 4, amount: 150, utr: '412345678901' });
    const [row] = await q<{ utr: string; mode: number }>(sql`SELECT utr, mode FROM transactions WHERE id = ${res.transactionId}`);
    expect(row).toEqual({ utr: '412345678901', mode: 4 });
    const history = (await admin.get(`/api/booking/details?bookingId=${id}`)).json().bookingDetails.history;
    expect(history[0]).toMatchObject({ action: 'payment', after: { mode: 4, utr: '412345678901' } });
    const clubs = (await admin.get('/api/reports/clubs')).json().clubs as { clubId: number; clubName: string }[];
    const report = (
      await admin.post('/api/reports/transactions/multiple-clubs', {
        clubIds: clubs.map((c) => c.clubId),
        startDate: today,
        endDate: today,
      })
    ).json();
    const rows = (report.data as { rows: { transactionId: number; mode: string; utr: string | null }[] }[]).flatMap((c) => c.rows);
    expect(rows.find((r) => r.transactionId === res.transactionId)).toMatchObject({ mode: 'UPI', utr: '412345678901' });
    // A row without a UTR shows none.
    expect(rows.find((r) => r.transactionId !== res.transactionId)?.utr).toBeNull();
    // The master .xlsx has the UTR column, with this row's UTR as text.
    const file = await admin.get(
      `/api/reports/transactions/multiple-clubs/download?clubIds=${clubs.map((c) => c.clubId).join(',')}&startDate=${today}&endDate=${today}`,
    );
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const utrColumn = header.indexOf('UTR') + 1;
    const idColumn = header.indexOf('Transaction Id') + 1;
    expect(utrColumn).toBeGreaterThan(0);
    let found: unknown = undefined;
    sheet.eachRow((row) => {
      if (row.getCell(idColumn).value === res.transactionId) found = row.getCell(utrColumn).value;
    });
    expect(found).toBe('412345678901');
  });

  it('is optional: a UPI payment without one is recorded and shows none', async () => {
    const id = await fresh();
    expect((await pay({ bookingId: id, amount: 50, transactionData: upi })).json()).toMatchObject({ requestStatus: 1 });
    expect((await pay({ bookingId: id, amount: 50, transactionData: upi, utr: '' })).json()).toMatchObject({ requestStatus: 1 });
    const list = await transactions(id);
    expect(list.slice(-2).map((r) => [r.mode, r.utr])).toEqual([
      [4, undefined],
      [4, undefined],
    ]);
  });

  it('refuses anything but 12 digits as typed, naming the field, and stores nothing', async () => {
    const id = await fresh();
    for (const utr of ['41234567890', '4123456789012', '4123 4567 8901', ' 412345678902', '41234567890a', 'UTR412345678']) {
      await refusedOnUtr(() => pay({ bookingId: id, amount: 10, transactionData: upi, utr }), UtrMessages.digits);
    }
  });

  it('goes only with a UPI payment', async () => {
    const id = await fresh();
    await refusedOnUtr(
      () => pay({ bookingId: id, amount: 10, transactionData: { mode: 1, type: 3 }, utr: '412345678903' }),
      UtrMessages.onlyUpi,
    );
  });

  it('is one bank payment: the same UTR again in the club is refused', async () => {
    const id = await fresh();
    expect((await pay({ bookingId: id, amount: 20, transactionData: upi, utr: '412345678904' })).json().requestStatus).toBe(1);
    await refusedOnUtr(() => pay({ bookingId: id, amount: 20, transactionData: upi, utr: '412345678904' }), UtrMessages.taken);
  });

  it('a desk recording a UTR another desk is writing that moment waits, then is refused naming the field (never a 500)', async () => {
    const id = await fresh();
    const utr = '412345678910';
    const [{ clubId }] = await q<{ clubId: number }>(sql`SELECT club_id AS "clubId" FROM bookings WHERE id = ${id}`);
    const send = () => pay({ bookingId: id, amount: 30, transactionData: upi, utr });
    let res: Awaited<ReturnType<typeof send>>;
    if (t.db.kind === 'pg') {
      // Another desk's payment with this UTR, written and not yet committed while this one arrives.
      const [{ name }] = await q<{ name: string }>(sql`SELECT current_database() AS name`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      const gate = new pg.Client({ connectionString: url.toString() });
      await gate.connect();
      try {
        await gate.query('BEGIN');
        await gate.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`utr:${clubId}:${utr}`]);
        await gate.query(
          `INSERT INTO transactions (club_id, type, mode, amount_minor, target, kind, handler, place, utr)
           VALUES ($1, 3, 4, 3000, 'court', 'payment', 'other desk', 'partner', $2)`,
          [clubId, utr],
        );
        const pending = send();
        await waitersReach(gate, 1, 'Pay Now waiting for the other desk');
        await gate.query('COMMIT');
        res = await pending;
      } finally {
        await gate.end();
      }
    } else {
      // PGlite runs one transaction at a time: the other desk's payment is simply first.
      await q(sql`INSERT INTO transactions (club_id, type, mode, amount_minor, target, kind, handler, place, utr)
                  VALUES (${clubId}, 3, 4, 3000, 'court', 'payment', 'other desk', 'partner', ${utr})`);
      res = await send();
    }
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(fieldRefusal('utr', UtrMessages.taken));
    const stored = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions WHERE utr = ${utr}`);
    expect(stored[0].n).toBe(1);
  });

  it('the database refuses a UTR on a row of another mode, or not 12 digits', async () => {
    const [row] = await q<{ id: number }>(sql`SELECT id FROM transactions WHERE mode = 1 LIMIT 1`);
    await expect(q(sql`UPDATE transactions SET utr = '412345678905' WHERE id = ${row.id}`)).rejects.toThrow();
    const [upiRow] = await q<{ id: number }>(sql`SELECT id FROM transactions WHERE mode = 4 LIMIT 1`);
    await expect(q(sql`UPDATE transactions SET utr = '4123' WHERE id = ${upiRow.id}`)).rejects.toThrow();
  });
});

describe('the UTR at checkout, package and event payments', () => {
  it('checkout stores the UPI advance with its UTR; a UTR with cash is refused', async () => {
    await admin.post('/api/carting/clear');
    const add = await admin.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 2'],
      date,
      time: '07:00:00',
    });
    expect(add.json().requestStatus).toBe(1);
    const body = (over: object) =>
      checkout({ paymentMode: 4, totalPaidAmount: 100, transactionData: { type: 1, mode: 4 }, ...over }, { mobile: '9000012002' });
    await refusedOnUtr(
      () => admin.post('/api/booking', body({ paymentMode: 1, transactionData: { type: 1, mode: 1 }, utr: '412345678906' })),
      UtrMessages.onlyUpi,
    );
    await refusedOnUtr(() => admin.post('/api/booking', body({ utr: '4123-4567-89' })), UtrMessages.digits);
    const res = (await admin.post('/api/booking', body({ utr: '412345678906' }))).json();
    expect(res).toMatchObject({ requestStatus: 1 });
    expect((await transactions(res.bookingId)).find((r) => r.mode === 4)).toMatchObject({ utr: '412345678906' });
  });

  it('a package advance and its Pay Now take UPI with a UTR', async () => {
    const { pkg, member } = await packageAndMember(admin, { packageName: 'UPI Monthly', name: 'Upi Member', mobile: '9000012003' });
    const subscribe = (over: object) =>
      admin.post('/api/membership/subscription', {
        packageData: { packageId: pkg.packageId },
        ticketCount: 1,
        memberId: member.memberId,
        startDate: today,
        advance: 1000,
        transactionData: { type: 1, mode: 4 },
        ...over,
      });
    await refusedOnUtr(() => subscribe({ utr: '41234567890' }), UtrMessages.digits);
    const sub = (await subscribe({ utr: '412345678907' })).json();
    expect(sub).toMatchObject({ requestStatus: 1 });
    const payBalance = (over: object) =>
      admin.post('/api/membership/subscription/payment/update', {
        subscriptionId: sub.subscriptionId,
        amount: 500,
        transactionData: { type: 3, mode: 4 },
        ...over,
      });
    await refusedOnUtr(() => payBalance({ transactionData: { type: 3, mode: 1 }, utr: '412345678908' }), UtrMessages.onlyUpi);
    expect((await payBalance({ utr: '412345678908' })).json()).toMatchObject({ requestStatus: 1 });
    const stored = await q<{ mode: number; utr: string; amount: number }>(
      sql`SELECT mode, utr, amount_minor::int AS amount FROM transactions WHERE subscription_id = ${sub.subscriptionId} ORDER BY id`,
    );
    expect(stored).toEqual([
      { mode: 4, utr: '412345678907', amount: 100000 },
      { mode: 4, utr: '412345678908', amount: 50000 },
    ]);
  });

  it('an event registration paid by UPI keeps its UTR', async () => {
    const eventId = (await admin.post('/api/event/create', { name: 'UPI 5K' })).json().id;
    const categoryId = (
      await admin.post('/api/event/category/create', {
        eventId,
        name: 'Open',
        price: 500,
        totalTickets: 5,
        startDate: today,
        endDate: addDays(today, 30),
      })
    ).json().id;
    const register = (over: object) =>
      admin.post('/api/event/registration', {
        eventId,
        categoryId,
        tickets: 1,
        paidAmount: 500,
        paymentMode: 4,
        customerDetails: { name: 'Upi Runner', countryCode: '+91', mobile: '9000012004', email: 'upi-runner@example.com' },
        ...over,
      });
    await refusedOnUtr(() => register({ paymentMode: 2, utr: '412345678909' }), UtrMessages.onlyUpi);
    expect((await register({ utr: '412345678909' })).json()).toMatchObject({ requestStatus: 1 });
    const [row] = await q<{ mode: number; utr: string }>(
      sql`SELECT mode, utr FROM transactions WHERE target = 'event' AND utr IS NOT NULL`,
    );
    expect(row).toEqual({ mode: 4, utr: '412345678909' });
  });
});

describe('payment links carry the UPI intent', () => {
  const links = async (bookingId: number) =>
    q<{ body: string }>(sql`SELECT body FROM notification_outbox WHERE booking_id = ${bookingId} AND channel = 'payment_link' ORDER BY id`);
  const setUpi = (vpa: string, payeeName: string) => admin.post('/api/club/settings/update', { settings: { upi: { vpa, payeeName } } });

  it('Send Payment Link and the checkout link: the same upi:// link as the desk QR, for the balance', async () => {
    expect((await setUpi('demoarena@okaxis', 'Demo Arena')).json().requestStatus).toBe(1);
    try {
      const id = await fresh();
      expect((await admin.post('/api/booking/payment/link', { bookingId: id })).json().requestStatus).toBe(1);
      const [sent] = await links(id);
      expect(sent.body).toContain(
        `Pay by UPI: upi://pay?pa=demoarena%40okaxis&pn=Demo%20Arena&am=400.00&cu=INR&tn=Booking%20${id}%20Test%20Player`,
      );

      await admin.post('/api/carting/clear');
      await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 3'], date, time: '07:00:00' });
      const booked = (
        await admin.post(
          '/api/booking',
          checkout(
            { paymentMode: 1, totalPaidAmount: 100, transactionData: { type: 1, mode: 1 }, sendPaymentLink: true },
            { mobile: '9000012005' },
          ),
        )
      ).json();
      expect(booked.requestStatus).toBe(1);
      const [link] = await links(booked.bookingId);
      expect(link.body).toMatch(
        /Pay by UPI: upi:\/\/pay\?pa=demoarena%40okaxis&pn=Demo%20Arena&am=300\.00&cu=INR&tn=Booking%20\d+%20Test%20Player$/,
      );
    } finally {
      await setUpi('', '');
    }
  });

  it('without a UPI ID the link has no intent', async () => {
    const id = await fresh();
    await admin.post('/api/booking/payment/link', { bookingId: id });
    const [sent] = await links(id);
    expect(sent.body).not.toContain('upi://');
  });
});
