import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/test-app';
import { MoneySeed } from './reports-fixtures';
import { runningReportWorkers } from '../../server/modules/reports/master-xlsx';

/**
 * The master .xlsx's worker thread (ADR 0040) over a real socket: a client that goes away
 * mid-file stops the worker, and the next download is whole.
 */
let t: TestApp;
let base: string;
let token: string;
let arena: MoneySeed;
const ROWS = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  arena = await MoneySeed.forClub(t.db, 'Courtdesk Demo Arena');
  // A month of cash rows, many pages of them (the worker gets them 1,000 or 5,000 at a time, by database).
  await t.db.db.execute(sql`INSERT INTO transactions (club_id, type, mode, amount_minor, target, kind, handler, place, created_at)
    SELECT ${arena.clubId}, 1, 1, 100 * (1 + i % 50), 'court', 'payment', 'desk', 'partner',
           ('2026-07-01 06:00:00'::timestamp AT TIME ZONE 'Asia/Kolkata') + (i * interval '40 seconds')
      FROM generate_series(1, ${ROWS}) i`);
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  token = await t.login('manager', 'manager123');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const url = () =>
  `${base}/api/reports/transactions/multiple-clubs/download?clubIds=${arena.clubId}&startDate=2026-07-01&endDate=2026-07-31`;

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return check();
}

describe('master .xlsx worker', () => {
  it('stops when the client goes away mid-file, and the next download is whole', async () => {
    const abort = new AbortController();
    const res = await fetch(url(), { headers: t.authHeader(token), signal: abort.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    expect(runningReportWorkers()).toBe(1);
    abort.abort();
    expect(await until(() => runningReportWorkers() === 0, 10_000)).toBe(true);

    const whole = await fetch(url(), { headers: t.authHeader(token) });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await whole.arrayBuffer());
    // Header, the rows, then the summary block (blank, 'Summary', five keys).
    expect(wb.worksheets[0].rowCount).toBe(1 + ROWS + 7);
    expect(runningReportWorkers()).toBe(0);
  }, 120_000);
});
