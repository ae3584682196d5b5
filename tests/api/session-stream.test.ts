import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESSION_EVENT } from '../../contract/staff';
import { endpoints } from '../../contract/endpoint-table';
import { setup, type Client } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

// GET /api/live/session (spec 3, staff): the console's stream about its own session. It opens as
// an event stream that a proxy passes through unbuffered, refuses a token that is no session,
// and says 'session-ended' once the session is signed out.
let t: TestApp;
let desk: Client;

beforeAll(async () => {
  ({ t, desk } = await setup());
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t?.close());

interface Opened {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: () => string;
  close: () => void;
}

/** Opens the stream with the token in the console's cookie, or in `?token=` (`inQuery`). */
function open(token: string, inQuery = false): Promise<Opened> {
  const { port } = t.app.server.address() as AddressInfo;
  const path = `${endpoints.staff.sessionStream.path}${inQuery ? `?token=${encodeURIComponent(token)}` : ''}`;
  const headers = inQuery ? {} : { cookie: `userName=desk; authToken=${encodeURIComponent(token)}; clubId=1` };
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      let raw = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (raw += chunk));
      resolve({ status: res.statusCode ?? 0, headers: res.headers, text: () => raw, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

async function until(pred: () => boolean, ms = 5000) {
  const started = Date.now();
  while (!pred()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('GET /api/live/session', () => {
  it('takes the session from the console cookie, or from ?token= for a client without it; none is 401', async () => {
    const byQuery = await open(desk.token, true);
    expect(byQuery.status).toBe(200);
    byQuery.close();
    const { port } = t.app.server.address() as AddressInfo;
    const bare = await new Promise<number>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: endpoints.staff.sessionStream.path }, (res) => resolve(res.statusCode ?? 0))
        .on('error', reject),
    );
    expect(bare).toBe(401);
  });

  it('refuses a token that is no session with a 401 envelope the console can read', async () => {
    const s = await open('not-a-session');
    expect(s.status).toBe(401);
    expect(s.headers['content-type']).toBe('application/json; charset=utf-8');
    await until(() => s.text().length > 0);
    expect(JSON.parse(s.text())).toMatchObject({ requestStatus: 0 });
    s.close();
  });

  it('opens an unbuffered event stream, and ends it with session-ended once the session is signed out', async () => {
    const s = await open(desk.token);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['cache-control']).toBe('no-cache, no-transform');
    expect(s.headers['x-accel-buffering']).toBe('no');
    await until(() => s.text().includes('retry: 2000'));

    expect((await desk.post(endpoints.session.logout.path)).statusCode).toBe(200);
    await until(() => s.text().includes(`event: ${SESSION_EVENT.ended}`));
    s.close();
  });
});
