import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CourtsideMessages as C } from '../../contract/courtside';
import { todayIn } from '../../server/core/local-time';
import { checkinQrParts } from '../../server/modules/outbox/checkin-qr';
import { checkout, client, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import { details, failed, riversideClient, sqlOf } from './booking-after-fixtures';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Client;
let ids: Ids;
let q: ReturnType<typeof sqlOf>;
const today = todayIn('Asia/Kolkata');
// pngjs (qrcode's own PNG codec) ships no types: the one call used is typed here.
const { PNG } = createRequire(import.meta.url)('pngjs') as {
  PNG: { sync: { read(b: Buffer): { data: Buffer; width: number; height: number } } };
};

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  q = sqlOf(t);
});
afterAll(async () => {
  await t?.close();
});

const lookup = (code: string, c = admin) => c.get(`/api/booking/checkin/code?code=${encodeURIComponent(code)}`);
const demoBooking = async (name: string) =>
  (await q<{ id: number }>(sql`SELECT id FROM bookings WHERE customer_name = ${name} AND booking_date = ${today} ORDER BY id LIMIT 1`))[0]
    .id;

describe('Check-in code lookup', () => {
  it('finds the booking of a code typed as people type it, and nothing for a wrong one', async () => {
    const id = await demoBooking('Anita Joseph');
    const code: string = (await details(admin, id)).checkinCode;
    expect(code).toMatch(/^\d+-[0-9A-F]{6}$/);
    const secret = code.split('-')[1];
    for (const typed of [code, code.toLowerCase(), ` ${id} ${secret} `, `${id}${secret}`]) {
      expect((await lookup(typed)).json(), typed).toEqual({ requestStatus: 1, bookingId: id });
    }
    const wrong = `${id}-${secret === '000000' ? '000001' : '000000'}`;
    for (const bad of [wrong, `${id + 100000}-${secret}`, 'hello', `${id}-${secret}0`, '0-ABCDEF', '99999999999-ABCDEF']) {
      expect((await lookup(bad)).json(), bad).toEqual(failed(C.codeNotFound));
    }
    expect((await lookup('  ')).json()).toEqual(failed(C.codeRequired));
    const tooLong = await lookup('1'.repeat(41));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/code/);
  });

  it("another club's code reads not found", async () => {
    const id = await demoBooking('Anita Joseph');
    const code: string = (await details(admin, id)).checkinCode;
    const riverside = await riversideClient(t);
    expect((await lookup(code, riverside)).json()).toEqual(failed(C.codeNotFound));
  });

  it('new bookings get a 6-character secret from the strong random source, distinct per booking', async () => {
    const date = plainMonday(35);
    const made: number[] = [];
    for (const [i, time] of ['08:00:00', '09:00:00', '10:00:00'].entries()) {
      await admin.post('/api/carting/clear');
      await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: ids.courts['Court 1'], date, time });
      made.push((await admin.post('/api/booking', checkout({}, { mobile: `91234567${60 + i}` }))).json().bookingId);
    }
    const secrets = await q<{ s: string }>(
      sql`SELECT checkin_secret AS s FROM bookings WHERE id IN (${sql.join(
        made.map((m) => sql`${m}`),
        sql`, `,
      )})`,
    );
    for (const { s } of secrets) expect(s).toMatch(/^[0-9A-F]{6}$/);
    expect(new Set(secrets.map((r) => r.s)).size).toBe(3);
    const [column] = await q<{ d: string }>(
      sql`SELECT column_default AS d FROM information_schema.columns WHERE table_name = 'bookings' AND column_name = 'checkin_secret'`,
    );
    expect(column.d).toContain('gen_random_uuid()');
  });
});

describe('Courtside day', () => {
  it("lists today's live bookings with courts, attendees and check-ins; masks marketplace numbers", async () => {
    const group = await demoBooking('Anita Joseph');
    const single = await demoBooking('Rohan Das');
    const read = async (c = admin) => {
      const body = (await c.get('/api/courtside/today')).json();
      expect(body).toMatchObject({ requestStatus: 1, date: today });
      return body.bookings as {
        bookingId: number;
        attendeeCount: number;
        checkedIn: number;
        courts: string[];
        customerMobile: string;
        startTime: string;
      }[];
    };
    let list = await read();
    expect(list.find((b) => b.bookingId === group)).toMatchObject({ attendeeCount: 5, checkedIn: 0, customerName: 'Anita Joseph' });
    expect(list.find((b) => b.bookingId === single)).toMatchObject({ attendeeCount: 1, checkedIn: 0 });
    expect(list.find((b) => b.bookingId === single)!.courts.length).toBeGreaterThan(0);
    const starts = list.map((b) => b.startTime);
    expect(starts).toEqual([...starts].sort());

    expect((await admin.post('/api/booking/checkin', { bookingId: group, id: 3 })).json()).toMatchObject({ requestStatus: 1 });
    list = await read();
    expect(list.find((b) => b.bookingId === group)!.checkedIn).toBe(1);

    await q(sql`UPDATE bookings SET is_marketplace = true WHERE id = ${single}`);
    const mobile = list.find((b) => b.bookingId === single)!.customerMobile;
    expect((await read()).find((b) => b.bookingId === single)!.customerMobile).toBe(
      `${mobile.slice(0, 2)}${'X'.repeat(mobile.length - 4)}${mobile.slice(-2)}`,
    );
    await q(sql`UPDATE bookings SET is_marketplace = false WHERE id = ${single}`);

    // Cancelled bookings leave the list; another club sees only its own.
    await q(sql`UPDATE bookings SET cancelled = true WHERE id = ${single}`);
    expect((await read()).some((b) => b.bookingId === single)).toBe(false);
    await q(sql`UPDATE bookings SET cancelled = false WHERE id = ${single}`);
    const riverside = await read(await riversideClient(t));
    expect(riverside.some((b) => b.bookingId === group || b.bookingId === single)).toBe(false);
  });

  it('a desk person without feature 8 is refused', async () => {
    const { addStaff } = await import('./helpers/staff');
    await addStaff(t.db, { username: 'nocheckin', password: 'nocheckin1', club: 'Courtdesk Demo Arena', permissions: [] });
    const bare = client(t, await t.login('nocheckin', 'nocheckin1'));
    expect((await bare.get('/api/courtside/today')).json()).toMatchObject({ requestStatus: -1 });
    expect((await lookup('1-ABCDEF', bare)).json()).toMatchObject({ requestStatus: -1 });
  });
});

describe('The confirmation carries the check-in code and its QR', () => {
  it('SMS and email bodies carry the code; the email row carries it for its QR picture', async () => {
    await admin.post('/api/carting/clear');
    await admin.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 2'],
      date: plainMonday(35),
      time: '11:00:00',
    });
    const res = (await admin.post('/api/booking', checkout({ sendSMS: true }, { mobile: '9123456799', email: 'qr@example.com' }))).json();
    expect(res.requestStatus).toBe(1);
    const code: string = (await details(admin, res.bookingId)).checkinCode;
    const rows = await q<{ channel: string; body: string; checkin_code: string | null }>(
      sql`SELECT channel, body, checkin_code FROM notification_outbox WHERE booking_id = ${res.bookingId} ORDER BY channel`,
    );
    expect(rows.map((r) => r.channel)).toEqual(['email', 'sms']);
    for (const r of rows) {
      expect(r.body).toContain(`Check-in code: ${code}`);
      expect(r.checkin_code).toBe(code);
    }
  });

  it("the receipt PDF's QR, rendered as a picture, decodes to the code", async () => {
    await admin.post('/api/carting/clear');
    await admin.post('/api/carting/slot/add', {
      activityId: ids.badminton,
      courtId: ids.courts['Court 3'],
      date: plainMonday(35),
      time: '12:00:00',
    });
    const booked = (
      await admin.post(
        '/api/booking',
        checkout({ paymentMode: 1, totalPaidAmount: 100, transactionData: { type: 1, mode: 1 } }, { mobile: '9123456798' }),
      )
    ).json();
    const code: string = (await details(admin, booked.bookingId)).checkinCode;
    const [{ id }] = await q<{ id: number }>(sql`SELECT id FROM transactions WHERE booking_id = ${booked.bookingId} ORDER BY id LIMIT 1`);
    const res = await admin.get(`/api/receipt?transactionId=${id}`);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'cd-qr-'));
    writeFileSync(path.join(dir, 'r.pdf'), res.rawPayload);
    expect(execFileSync('pdftotext', [path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8' })).toContain(`Check-in code: ${code}`);
    execFileSync('pdftoppm', ['-png', '-r', '100', '-singlefile', path.join(dir, 'r.pdf'), path.join(dir, 'page')]);
    const png = PNG.sync.read(readFileSync(path.join(dir, 'page.png')));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(code);
  });

  it("the mail's QR picture decodes to the code", async () => {
    const parts = await checkinQrParts('Hi <Asha>, booking #12 is confirmed.', '12-A1B2C3');
    expect(parts.html).toContain('Hi &#60;Asha&#62;');
    expect(parts.html).toContain(`cid:${parts.attachments[0].cid}`);
    const png = PNG.sync.read(parts.attachments[0].content);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe('12-A1B2C3');
  });
});

describe('Email transport', () => {
  it('sends a confirmation with a check-in code as text plus an HTML part with the inline QR', async () => {
    const nodemailer = (await import('nodemailer')).default;
    const { emailTransport } = await import('../../server/modules/outbox/transports');
    const mailer = nodemailer.createTransport({ jsonTransport: true });
    const sent: { message: string }[] = [];
    const original = mailer.sendMail.bind(mailer);
    mailer.sendMail = (async (mail: Parameters<typeof original>[0]) => {
      const info = await original(mail);
      sent.push(info as unknown as { message: string });
      return info;
    }) as typeof mailer.sendMail;
    const send = emailTransport(mailer, 'desk@example.com');
    const base = {
      id: 1,
      clubId: 1,
      channel: 'email' as const,
      recipient: 'a@example.com',
      subject: 'Booking #5 confirmed',
      bookingId: 5,
      attempts: 1,
    };
    await send({ ...base, body: 'Booking #5. Check-in code: 5-ABCDEF', checkinCode: '5-ABCDEF' });
    await send({ ...base, body: 'Payment link', checkinCode: null });
    const [withQr, plain] = sent.map(
      (s) => JSON.parse(s.message) as { html?: string; attachments?: { cid: string; contentType: string }[] },
    );
    expect(withQr.html).toContain('cid:');
    expect(withQr.attachments).toEqual([expect.objectContaining({ contentType: 'image/png' })]);
    expect(plain.html).toBeUndefined();
    expect(plain.attachments ?? []).toEqual([]);
  });
});
