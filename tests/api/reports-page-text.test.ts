import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { client, type Client } from './booking-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { MoneySeed } from './reports-fixtures';
import { rows } from '../../server/db/rows';
import { masterPage, masterPageTexts } from '../../server/modules/reports/kinds/master';
import { pageJson, parsePageJson, parsePageText, tallyOf } from '../../server/modules/reports/kinds/master-rows';
import type { ReportScope } from '../../server/modules/reports/period';

/**
 * Master pages travel as separated text (ADR 0040): names holding the separators still come
 * through whole (the page is read again as JSON), courts are named in code-point order once
 * each, and customer names fall back booking → member as before.
 */
let t: TestApp;
let arena: MoneySeed;
let scope: ReportScope;
let manager: Client;
const JUNE = { startDate: '2026-06-01', endDate: '2026-06-30' };

beforeAll(async () => {
  t = await createTestApp();
  arena = await MoneySeed.forClub(t.db, 'Courtdesk Demo Arena');
  const [club] = await rows<{ timeZone: string }>(t.db.db, sql`SELECT time_zone AS "timeZone" FROM clubs WHERE id = ${arena.clubId}`);
  scope = { clubId: arena.clubId, timeZone: club.timeZone, ...JUNE };
  manager = client(t, await t.login('manager', 'manager123'));
});
afterAll(async () => {
  await t?.close();
});

async function courtsOfClub(): Promise<{ id: number; name: string }[]> {
  return rows(t.db.db, sql`SELECT id, name FROM courts WHERE club_id = ${arena.clubId} ORDER BY id LIMIT 2`);
}

describe('master page text', () => {
  it('a name with the separator characters comes through whole, on every row of its page', async () => {
    const odd = 'Ann\x1fMarie\x1e Lee\x1d';
    const b = await arena.booking({ date: '2026-06-03', createdAt: '2026-06-02 09:00:00', gross: 500, name: odd });
    await arena.tx({ at: '2026-06-02 09:00:00', amount: 500, mode: 1, bookingId: b });
    const plain = await arena.booking({ date: '2026-06-03', createdAt: '2026-06-02 09:05:00', gross: 300, name: 'Plain Name' });
    await arena.tx({ at: '2026-06-02 09:05:00', amount: 300, mode: 1, bookingId: plain });
    const page = await masterPage(t.db.db, { ...scope, startDate: '2026-06-02', endDate: '2026-06-02' }, { paid: 0 }, null, 10);
    expect(page.map((r) => r.customerName)).toEqual([odd, 'Plain Name']);
    expect(page.map((r) => r.amount)).toEqual([500, 300]);

    // The .xlsx worker asks for that page again as JSON; XML cannot hold the control characters.
    const res = await manager.get(
      `/api/reports/transactions/multiple-clubs/download?clubIds=${arena.clubId}&startDate=2026-06-02&endDate=2026-06-02`,
    );
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const nameColumn = (ws.getRow(1).values as unknown[]).indexOf('Customer');
    expect([ws.getRow(2).getCell(nameColumn).value, ws.getRow(3).getCell(nameColumn).value]).toEqual(['AnnMarie Lee', 'Plain Name']);
  });

  it('a booking on two courts shows both names once, in order; a member payment shows the member', async () => {
    const [c1, c2] = await courtsOfClub();
    const b = await arena.booking({ date: '2026-06-05', createdAt: '2026-06-04 10:00:00', gross: 800, name: 'Two Courts' });
    // A second slot on another court and a third on the first again: names are distinct.
    for (const [court, time] of [
      [c2.id, '19:00:00'],
      [c1.id, '20:00:00'],
    ] as const) {
      await t.db.db
        .execute(sql`INSERT INTO booking_slots (club_id, booking_id, court_id, slot_date, slot_time, end_time, count, gross_minor, price_minor)
        VALUES (${arena.clubId}, ${b}, ${court}, '2026-06-05', ${time}, ${time.replace(/^(\d+)/, (h) => String(Number(h) + 1))}, 1, 0, 0)`);
    }
    await arena.tx({ at: '2026-06-04 10:00:00', amount: 800, mode: 2, bookingId: b });
    const member = await arena.member('Member Mona', '9000000077', null);
    await arena.tx({ at: '2026-06-04 11:00:00', amount: 1000, mode: 1, type: 4, target: 'member', memberId: member });
    const page = await masterPage(t.db.db, { ...scope, startDate: '2026-06-04', endDate: '2026-06-04' }, { paid: 0 }, null, 10);
    const names = [c1.name, c2.name].sort((x, y) => (x < y ? -1 : 1)).join(', ');
    expect(page[0]).toMatchObject({ customerName: 'Two Courts', court: names, bookingId: b, mode: 'Card' });
    expect(page[0].sport).toEqual(expect.any(String));
    expect(page[1]).toMatchObject({ customerName: 'Member Mona', customerMobile: '9000000077', court: null, bookingId: null, sport: null });
  });

  it('a handler holding the separators still pages every row once, in order (the count and last id come from the database then)', async () => {
    const day = { ...scope, startDate: '2026-06-08', endDate: '2026-06-08' };
    const odd = 'desk\x1e7\x1f';
    const handlers = ['h1', 'h2', odd, 'h4', 'h5'];
    for (const [i, handler] of handlers.entries()) await arena.tx({ at: `2026-06-08 0${i + 1}:00:00`, amount: 100 + i, mode: 1, handler });
    const pages: { count: number; tallied: boolean }[] = [];
    const amounts: number[] = [];
    for await (const raw of masterPageTexts(t.db.db, day, { paid: 0 }, 2)) {
      pages.push({ count: raw.count, tallied: tallyOf(raw.text) !== null });
      const parsed = parsePageText(raw.text) ?? parsePageJson(await pageJson(t.db.db, raw.page));
      amounts.push(...parsed.list.map((m) => m[8]));
    }
    expect(pages).toEqual([
      { count: 2, tallied: true },
      { count: 2, tallied: false },
      { count: 1, tallied: true },
    ]);
    expect(amounts).toEqual([10000, 10100, 10200, 10300, 10400]);
    const page = await masterPage(t.db.db, day, { paid: 0 }, null, 10);
    expect(page.map((r) => r.handler)).toEqual(handlers);
  });

  it("the file's summary adds up the rows it streamed, a page read again as JSON included (ADR 0093)", async () => {
    const day = '2026-06-10';
    await arena.tx({ at: `${day} 08:00:00`, amount: 700, mode: 1, handler: 'h1' });
    // A handler with the separators: the page's tally (and its sums) come from the database.
    await arena.tx({ at: `${day} 09:00:00`, amount: -250, mode: 1, kind: 'refund', handler: 'desk\x1e9\x1f' });
    await arena.tx({ at: `${day} 10:00:00`, amount: 125.5, mode: 2, handler: 'h2' });
    const query = `clubIds=${arena.clubId}&startDate=${day}&endDate=${day}`;
    const res = await manager.get(`/api/reports/transactions/multiple-clubs/download?${query}`);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const labels = new Map<string, unknown>();
    wb.worksheets[0].eachRow((row) => {
      const label = row.getCell(1).value;
      if (typeof label === 'string') labels.set(label, row.getCell(2).value);
    });
    expect([labels.get('Paid'), labels.get('Refund'), labels.get('Net')]).toEqual([825.5, 250, 575.5]);
  });
});
