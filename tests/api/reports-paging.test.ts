import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { client, type Client } from './booking-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addStaff } from './helpers/staff';
import { MoneySeed } from './reports-fixtures';
import { Feature } from '../../contract/features';
import { ReportMessages, type ReportRow } from '../../contract/reports';
import { masterPage, masterPageTexts } from '../../server/modules/reports/kinds/master';
import { ClubNames, pageJson, parsePageJson, parsePageText, rowsOfPage } from '../../server/modules/reports/kinds/master-rows';
import { wallClock } from '../../server/modules/reports/wall-clock';

/**
 * Master report paging and the streamed .xlsx (ADR 0036) over a hand-built May 2026 in the
 * Arena: 24 money rows, three at each instant (checkout writes several rows at one time, so
 * the order must break ties by id), one no-pay row, refunds every fifth row.
 */
let t: TestApp;
let manager: Client;
let rep: Client;
let arena: MoneySeed;
let river: MoneySeed;
const MAY = { startDate: '2026-05-01', endDate: '2026-05-31' };

interface Seeded {
  id: number;
  amount: number;
  handler: string;
}
/** In the order the report must list them: by instant, then by id (insert order). */
const seeded: Seeded[] = [];
let riverRow = 0;

beforeAll(async () => {
  t = await createTestApp();
  arena = await MoneySeed.forClub(t.db, 'Courtdesk Demo Arena');
  river = await MoneySeed.forClub(t.db, 'Courtdesk Riverside');
  for (let i = 0; i < 24; i++) {
    // Written newest instant first, so insert order (id) and time order differ across instants.
    const day = String(24 - Math.floor(i / 3)).padStart(2, '0');
    const refund = i % 5 === 4;
    const noPay = i === 7;
    const amount = noPay ? 0 : refund ? -(i + 1) * 5 : (i + 1) * 10;
    const handler = i % 4 === 0 ? 'desk' : 'admin';
    const id = await arena.tx({ at: `2026-05-${day} 10:00:00`, amount, mode: noPay ? 0 : 1, kind: refund ? 'refund' : 'payment', handler });
    seeded.push({ id, amount, handler });
  }
  // Instant first (days counted down while i goes up), ids ascending within an instant.
  seeded.sort((a, b) => b.id - a.id);
  const byInstant: Seeded[][] = [];
  for (let g = 0; g < 8; g++) byInstant.push(seeded.slice(g * 3, g * 3 + 3).sort((a, b) => a.id - b.id));
  seeded.splice(0, seeded.length, ...byInstant.flat());
  riverRow = await river.tx({ at: '2026-05-10 12:00:00', amount: 700, mode: 1 });

  manager = client(t, await t.login('manager', 'manager123'));
  const repId = await addStaff(t.db, {
    username: 'pager',
    password: 'pager123',
    club: 'Courtdesk Demo Arena',
    permissions: [[Feature.reports, 'read']],
  });
  await t.db.db.execute(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${river.clubId}, ${repId}, 'desk')`);
  rep = client(t, await t.login('pager', 'pager123'));
});
afterAll(async () => {
  await t?.close();
});

type ClubPart = { clubId: number; rows: ReportRow[]; summary: Record<string, number>; total: number; next: number | null };
async function first(body: Record<string, unknown>, who = manager) {
  const res = await who.post('/api/reports/transactions/multiple-clubs', { clubIds: [arena.clubId, river.clubId], ...MAY, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { requestStatus: number; summary: Record<string, number>; data: ClubPart[] };
}
async function page(body: Record<string, unknown>, who = manager) {
  return who.post('/api/reports/transactions/multiple-clubs/page', { clubId: arena.clubId, ...MAY, ...body });
}
/** Every row of the Arena by following `next` from a first page of `size`. */
async function walk(size: number, extra: Record<string, unknown> = {}): Promise<{ rows: ReportRow[]; pages: number }> {
  const start = (await first({ pageSize: size, ...extra })).data[0];
  const rows = [...start.rows];
  let next = start.next;
  let pages = 1;
  while (next !== null) {
    const res = await page({ after: next, pageSize: size, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { requestStatus: number; rows: ReportRow[]; next: number | null };
    expect(body.requestStatus).toBe(1);
    expect(body.rows.length).toBeGreaterThan(0);
    rows.push(...body.rows);
    next = body.next;
    pages++;
  }
  return { rows, pages };
}

const paidOf = (list: Seeded[]) => list.filter((s) => s.amount >= 0).reduce((n, s) => n + s.amount, 0);
const refundOf = (list: Seeded[]) => -list.filter((s) => s.amount < 0).reduce((n, s) => n + s.amount, 0);

describe('master report pages', () => {
  it('sends the first page with the club total, the summary from SQL and the next page key', async () => {
    const r = await first({ pageSize: 5 });
    const a = r.data[0];
    expect(a.total).toBe(24);
    expect(a.rows.map((x) => x.transactionId)).toEqual(seeded.slice(0, 5).map((s) => s.id));
    expect(a.next).toBe(seeded[4].id);
    // 10·(1+…+24) = 3000, less rows 5, 10, 15, 20 (refunds of 25+50+75+100) and row 8 (no pay).
    expect(paidOf(seeded)).toBe(2420);
    expect(refundOf(seeded)).toBe(250);
    expect(a.summary).toEqual({ paid: 2420, refund: 250, net: 2170, cashCloses: 0, closeDifference: 0 });
    expect(r.data[1]).toMatchObject({ clubId: river.clubId, total: 1, next: null, summary: { paid: 700, refund: 0, net: 700 } });
    expect(r.summary).toMatchObject({ paid: 3120, refund: 250, net: 2870 });
  });

  it('walks every row once in a stable (time, id) order whatever the page size; the rows add up to the summary', async () => {
    const all = seeded.map((s) => s.id);
    for (const size of [1, 3, 5, 7, 23, 24, 25]) {
      const { rows, pages } = await walk(size);
      expect(
        rows.map((x) => x.transactionId),
        `page size ${size}`,
      ).toEqual(all);
      expect(pages).toBe(Math.max(1, Math.ceil(24 / size)));
    }
    const { rows } = await walk(7);
    const amounts = rows.map((x) => x.amount as number);
    expect(amounts.filter((v) => v >= 0).reduce((n, v) => n + v, 0)).toBe(2420);
    expect(-amounts.filter((v) => v < 0).reduce((n, v) => n + v, 0)).toBe(250);
  });

  it('a page that ends exactly at the last row says there is no next page', async () => {
    const whole = (await first({ pageSize: 24 })).data[0];
    expect(whole.rows).toHaveLength(24);
    expect(whole.next).toBeNull();
    const short = (await first({ pageSize: 23 })).data[0];
    expect(short.next).toBe(seeded[22].id);
    const last = (await page({ after: short.next, pageSize: 23 })).json();
    expect(last).toEqual({
      requestStatus: 1,
      clubId: arena.clubId,
      rows: [expect.objectContaining({ transactionId: seeded[23].id })],
      next: null,
    });
  });

  it('pages keep the filters: Only Paid and a handler', async () => {
    const paidOnly = await walk(4, { paid: 1 });
    expect(paidOnly.rows.map((x) => x.transactionId)).toEqual(seeded.filter((s) => s.amount !== 0).map((s) => s.id));
    expect((await first({ paid: 1, pageSize: 4 })).data[0].total).toBe(23);
    const desk = await walk(2, { handler: 'desk' });
    const deskRows = seeded.filter((s) => s.handler === 'desk');
    expect(desk.rows.map((x) => x.transactionId)).toEqual(deskRows.map((s) => s.id));
    expect((await first({ handler: 'desk', pageSize: 2 })).data[0].summary).toMatchObject({
      paid: paidOf(deskRows),
      refund: refundOf(deskRows),
    });
  });

  it("refuses another club's pages, and a row of another club as the key gives nothing", async () => {
    const refused = await page({ clubId: river.clubId, after: riverRow, pageSize: 5 }, rep);
    // The message carries its code for the console's catalogue (ADR 0085).
    const notFound = { requestStatus: 0, message: ReportMessages.notFound, code: 'clubNotFound' };
    expect(refused.json()).toEqual(notFound);
    const unknown = await page({ clubId: 999_999, after: riverRow, pageSize: 5 });
    expect(unknown.json()).toEqual(notFound);
    const foreignKey = await page({ after: riverRow, pageSize: 5 });
    expect(foreignKey.json()).toEqual({ requestStatus: 1, clubId: arena.clubId, rows: [], next: null });
  });

  it('answers 400 naming the field for bad page input', async () => {
    const bad = async (res: Awaited<ReturnType<typeof page>>, field: string) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(field);
    };
    for (const pageSize of [0, 5001, 2.5, 'x']) {
      await bad(await manager.post('/api/reports/transactions/multiple-clubs', { clubIds: [arena.clubId], ...MAY, pageSize }), 'pageSize');
      await bad(await page({ after: seeded[0].id, pageSize }), 'pageSize');
    }
    await bad(await page({ after: 0 }), 'after');
    await bad(await page({ after: 'x' }), 'after');
    await bad(await page({}), 'after');
    await bad(await page({ clubId: undefined, after: seeded[0].id }), 'clubId');
    await bad(await page({ after: seeded[0].id, startDate: '2026-05-10', endDate: '2026-05-09' }), 'endDate');
  });
});

describe('master rows read in batches', () => {
  it('batches cover the period exactly once, in the page order', async () => {
    const scope = { clubId: arena.clubId, timeZone: 'Asia/Kolkata', ...MAY };
    const f = { paid: 0 as const };
    const whole = await masterPage(t.db.db, scope, f, null, 1000);
    const batches: ReportRow[][] = [];
    // As the .xlsx worker makes rows of the page texts (a text that does not split is read as JSON).
    const club = ClubNames.of(await ClubNames.snapshot(t.db.db, scope.clubId));
    for await (const raw of masterPageTexts(t.db.db, scope, f, 5)) {
      batches.push(
        rowsOfPage(parsePageText(raw.text) ?? parsePageJson(await pageJson(t.db.db, raw.page)), club, wallClock(scope.timeZone)),
      );
    }
    expect(batches.map((b) => b.length)).toEqual([5, 5, 5, 5, 4]);
    expect(batches.flat()).toEqual(whole);
    expect(whole.map((x) => x.transactionId)).toEqual(seeded.map((s) => s.id));
  });

  it('the streamed .xlsx has every row and the same totals as the summary', async () => {
    const json = await first({});
    const res = await manager.get(
      `/api/reports/transactions/multiple-clubs/download?clubIds=${arena.clubId},${river.clubId}&startDate=2026-05-01&endDate=2026-05-31`,
    );
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Courtdesk Demo Arena', 'Courtdesk Riverside']);
    const ws = wb.worksheets[0];
    // Columns by their heads: a column added to the master report (UTR, ADR 0082) moves the rest.
    const column = (head: string) => (ws.getRow(1).values as unknown[]).indexOf(head);
    const ids: number[] = [];
    let net = 0;
    for (let r = 2; r <= 25; r++) {
      ids.push(ws.getRow(r).getCell(column('Transaction Id')).value as number);
      net += ws.getRow(r).getCell(column('Amount')).value as number;
    }
    expect(ids).toEqual(seeded.map((s) => s.id));
    expect(ws.getRow(26).getCell(1).value).toBeNull();
    expect(net).toBe(json.data[0].summary.net);
    const labels = new Map<string, unknown>();
    ws.eachRow((row) => labels.set(String(row.getCell(1).value), row.getCell(2).value));
    expect([labels.get('Paid'), labels.get('Refund'), labels.get('Net')]).toEqual([2420, 250, 2170]);
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.getColumn(1).width).toBe(20);
  });
});
