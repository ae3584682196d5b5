import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { riversideClient } from './helpers/riverside';
import { hashToken } from '../../server/lib/tokens';
import { DownloadTicketMessages, DOWNLOAD_PATHS } from '../../contract/download-ticket';
import { endpointList } from '../../contract/endpoint-table';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';

/**
 * Issue 26 item 2 (ADR 0069): a /download link's `auth` is a ticket for one file, used once,
 * within a minute, as the session that asked for it; the session token itself is refused there.
 * The /download page sends `auth` as `Authorization: Ticket <auth>`.
 */
let t: TestApp;
let adminToken: string;
let transactionId: number;
const ADDONS = '/api/club/extras/list/download';

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', 'admin123');
  const [row] = await t.db.query<{ id: number }>(
    `SELECT tr.id FROM transactions tr JOIN clubs c ON c.id = tr.club_id WHERE c.name = 'Courtdesk Demo Arena' ORDER BY tr.id LIMIT 1`,
  );
  transactionId = row.id;
});
afterAll(() => t.close());

async function ticketFor(token: string, path: string, query = ''): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/download-ticket', headers: t.authHeader(token), payload: { path, query } });
  const body = res.json();
  if (body.requestStatus !== 1) throw new Error(`no ticket: ${res.statusCode} ${JSON.stringify(body)}`);
  return body.ticket as string;
}
const download = (url: string, ticket: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Ticket ${ticket}` } });
const refused = { requestStatus: 0, message: DownloadTicketMessages.refused };

describe('download tickets (issue 26 item 2)', () => {
  it('a ticket fetches its file once; the second use is refused', async () => {
    const ticket = await ticketFor(adminToken, ADDONS);
    expect(ticket).not.toBe(adminToken);
    const first = await download(ADDONS, ticket);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('spreadsheetml');
    const second = await download(ADDONS, ticket);
    expect(second.statusCode).toBe(401);
    // JSON, so the /download page shows the message rather than a bare "no permission".
    expect(second.headers['content-type']).toContain('application/json');
    expect(second.json()).toEqual(refused);
  });

  it('only for the path and query it was made for (parameter order does not matter)', async () => {
    const receipt = `/api/receipt?transactionId=${transactionId}`;
    const ticket = await ticketFor(adminToken, '/api/receipt', `transactionId=${transactionId}`);
    expect((await download(ADDONS, ticket)).json()).toEqual(refused);
    expect((await download(`/api/receipt?transactionId=${transactionId + 1}`, ticket)).json()).toEqual(refused);
    const ok = await download(receipt, ticket);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');

    const audit = await ticketFor(adminToken, '/api/audit-log/download', 'kind=settings&from=2026-01-01');
    expect((await download('/api/audit-log/download?from=2026-01-01&kind=settings', audit)).statusCode).not.toBe(401);
  });

  it('refuses a ticket past its minute', async () => {
    const ticket = await ticketFor(adminToken, ADDONS);
    await t.db.query(`UPDATE download_tickets SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(ticket)]);
    const res = await download(ADDONS, ticket);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refused);
  });

  it("acts as its own session: another club's admin gets nothing of this club, a desk without the feature gets -1", async () => {
    const riverside = await riversideClient(t);
    const theirs = await ticketFor(riverside.token, '/api/receipt', `transactionId=${transactionId}`);
    const res = await download(`/api/receipt?transactionId=${transactionId}`, theirs);
    expect(res.headers['content-type']).not.toBe('application/pdf');
    expect(res.json()).toEqual({ requestStatus: 0, message: 'Transaction not found' });

    const desk = await t.login('desk', 'desk123');
    const deskTicket = await ticketFor(desk, ADDONS);
    expect((await download(ADDONS, deskTicket)).json()).toEqual({ requestStatus: -1, message: NO_PERMISSION_MESSAGE });
  });

  it('ends with its session', async () => {
    const token = await t.login('admin', 'admin123');
    const ticket = await ticketFor(token, ADDONS);
    await t.app.inject({ method: 'POST', url: '/api/public/logout', headers: t.authHeader(token) });
    expect((await download(ADDONS, ticket)).statusCode).toBe(401);
  });

  it('the session token is refused as a download auth, and a ticket is not a session token', async () => {
    const res = await download(ADDONS, adminToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refused);
    const ticket = await ticketFor(adminToken, ADDONS);
    expect((await t.app.inject({ method: 'GET', url: ADDONS, headers: t.authHeader(ticket) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/features', headers: { authorization: `Ticket ${ticket}` } })).statusCode).toBe(
      401,
    );
    // Not burnt by those attempts: it still fetches its own file once.
    expect((await download(ADDONS, ticket)).statusCode).toBe(200);
  });

  it('is only made for a file, by a signed-in person; only its hash is stored', async () => {
    const notFile = await t.app.inject({
      method: 'POST',
      url: '/api/download-ticket',
      headers: t.authHeader(adminToken),
      payload: { path: '/api/features', query: '' },
    });
    expect(notFile.statusCode).toBe(400);
    expect(notFile.json().errors).toContainEqual({ path: 'path', message: DownloadTicketMessages.notADownload });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/download-ticket', payload: { path: ADDONS, query: '' } });
    expect(anonymous.statusCode).toBe(401);
    const ticket = await ticketFor(adminToken, ADDONS);
    const stored = await t.db.query<{ token_hash: string }>(`SELECT token_hash FROM download_tickets`);
    expect(stored.map((r) => r.token_hash)).toContain(hashToken(ticket));
    expect(JSON.stringify(stored)).not.toContain(ticket);
  });

  it('every GET route that sends a file is a download path', () => {
    const files = endpointList.filter((e) => e.method === 'GET' && /download|statement|receipt/.test(e.path)).map((e) => e.path);
    expect([...DOWNLOAD_PATHS].sort()).toEqual([...files].sort());
  });
});
