/**
 * Server time of one cached availability read, in process (no HTTP client competing for the CPU):
 * `npx tsx bench/request-cost.mts <copy of a PGlite data dir | postgres://…>`. Prints the cost
 * of the whole request (app.inject, session check included), of the session check alone, and
 * of a 304 revalidation. Use a copy of the bench dataset, never the cached one itself.
 */
import { sql } from 'drizzle-orm';
import { rows } from '../server/db/rows';
import { findSession } from '../server/plugins/auth';
import { Feature } from '../contract/features';
import { inProcessDesk } from './profile/in-process-desk';

const { handle, app, desk, token } = await inProcessDesk(process.argv[2]);
const [act] = await rows<{ id: number }>(handle.db, sql`SELECT id FROM activities WHERE club_id = ${desk.clubId} AND name = 'Badminton'`);
const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
const read = (extra: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/availability', headers: { ...headers, ...extra }, payload: { activityId: act.id, date } });

const first = performance.now();
const miss = await read();
console.log(`first read ${(performance.now() - first).toFixed(1)} ms, ${miss.rawPayload.length} bytes ${miss.headers['content-encoding']}`);
const N = 500;
const time = async (label: string, f: () => Promise<unknown>) => {
  for (let i = 0; i < 20; i++) await f();
  const started = performance.now();
  for (let i = 0; i < N; i++) await f();
  console.log(`${label}: ${((performance.now() - started) / N).toFixed(2)} ms each (${N} in a row)`);
};
await time('cached read (whole request)', () => read());
await time('304 revalidation (whole request)', () => read({ 'if-none-match': String(miss.headers.etag) }));
const fakeRequest = { headers: { authorization: `Bearer ${token}` } } as Parameters<typeof findSession>[1];
await time('session check alone', () => findSession(handle.db, fakeRequest, Feature.bookingCalendar));
await time('GET /api/public/health', () => app.inject({ method: 'GET', url: '/api/public/health' }));
await app.close();
await handle.close();
