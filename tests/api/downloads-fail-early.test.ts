import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { endpointList } from '../../contract/endpoint-table';
import { setup, type Client } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

/**
 * Issue 26 item 5: a download checks its input and starts its query before it sends headers, so
 * whatever goes wrong reaches the /download page as a JSON envelope naming the field, never as
 * a 200 spreadsheet cut short. Every download of the endpoint table is probed with impossible
 * values in each of its query fields.
 */
const downloads = endpointList.filter((e) => e.method === 'GET' && e.path.endsWith('/download'));
const BAD: Record<string, string[]> = {
  date: ['2026-02-30', '99999-01-01'],
  id: ['-1', '99999999999999999999'],
  text: ['x'.repeat(5_000)],
};
const kindOf = (key: string) => (/date|from|to$/i.test(key) ? 'date' : /id$|ids$/i.test(key) ? 'id' : 'text');

let t: TestApp;
let admin: Client;
let clubId: number;

beforeAll(async () => {
  ({ t, admin } = await setup());
  clubId = (await admin.get('/api/reports/clubs')).json().clubs[0].clubId;
});
afterAll(() => t.close());

async function expectCleanAnswer(url: string) {
  const res = await admin.get(url);
  if (res.statusCode === 200 && String(res.headers['content-type']).includes('spreadsheetml')) {
    // A file was sent: it must be whole.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.length, url).toBeGreaterThan(0);
    return;
  }
  if (res.statusCode === 200 && String(res.headers['content-type']).includes('application/zip')) {
    // Export everything: a whole .zip ends with its end-of-central-directory record.
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 2).toString('latin1'), url).toBe('PK');
    expect(bytes.subarray(-22, -18).toString('hex'), url).toBe('504b0506');
    return;
  }
  expect(res.statusCode, url).toBeLessThan(500);
  const body = res.json();
  expect(body.requestStatus, url).toBe(0);
  expect(typeof body.message, url).toBe('string');
}

describe('every download answers a bad query before its headers', () => {
  it('the table lists the downloads probed here', () => {
    expect(downloads.map((d) => d.path)).toContain('/api/audit-log/download');
    expect(downloads.length).toBeGreaterThanOrEqual(10);
  });

  for (const entry of downloads) {
    it(entry.path, async () => {
      const shape = (entry.request as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      const base: Record<string, string> = entry.path.includes('/reports/')
        ? { clubIds: String(clubId), startDate: '2026-11-01', endDate: '2026-11-30' }
        : {};
      await expectCleanAnswer(`${entry.path}?${new URLSearchParams(base)}`);
      for (const key of Object.keys(shape)) {
        for (const value of BAD[kindOf(key)]) await expectCleanAnswer(`${entry.path}?${new URLSearchParams({ ...base, [key]: value })}`);
      }
    });
  }
});
