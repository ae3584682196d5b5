/**
 * Where the time of one Find Bookings request goes, in process (no HTTP client competing for
 * the CPU): `npx tsx bench/search-cost.mts <copy of a PGlite data dir | postgres://…>`. Prints
 * the whole request (app.inject) by phone and by booking id, its parts (session check, the
 * club's calling code, the search query) and the query plan of the phone search. Use a copy of
 * the bench dataset, never the cached one itself.
 */
import { sql } from 'drizzle-orm';
import { rows } from '../server/db/rows';
import { findSession, resolvedSessions } from '../server/plugins/auth';
import { loadClub } from '../server/core/club-context';
import { searchBookings } from '../server/modules/search/search-repository';
import { searchTerms } from '../server/modules/search/search-input';
import { Feature } from '../contract/features';
import { inProcessDesk } from './profile/in-process-desk';

const { handle, app, desk, token } = await inProcessDesk(process.argv[2]);
const headers = { authorization: `Bearer ${token}` };
const get = (url: string) => app.inject({ method: 'GET', url, headers });
const list = (await get('/api/booking/search?page=3')).json().bookingDetails as {
  bookingId: number;
  customerDetails: { customerMobile: string };
}[];
const sample = list[0];
const phone = sample.customerDetails.customerMobile;
const [{ n }] = await rows<{ n: number }>(
  handle.db,
  sql`SELECT count(*)::int AS n FROM bookings WHERE club_id = ${desk.clubId} AND customer_mobile = ${phone}`,
);
console.log(`sample: booking ${sample.bookingId}, phone ${phone} with ${n} bookings at the club`);

const N = Number(process.env.N ?? 300);
const time = async (label: string, f: () => Promise<unknown>) => {
  for (let i = 0; i < 20; i++) await f();
  const each: number[] = [];
  for (let i = 0; i < N; i++) {
    const started = performance.now();
    await f();
    each.push(performance.now() - started);
  }
  each.sort((a, b) => a - b);
  const at = (q: number) => each[Math.min(each.length - 1, Math.floor(q * each.length))].toFixed(2);
  console.log(`${label}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${N} in a row)`);
};
await time('whole request, by phone', () => get(`/api/booking/search?input=${phone}&page=1`));
await time('whole request, by booking id', () => get(`/api/booking/search?input=${sample.bookingId}&page=1`));
const fakeRequest = { headers } as Parameters<typeof findSession>[1];
await time('session check (cached for a second)', () => findSession(handle.db, fakeRequest, Feature.findBookings));
await time('session check (uncached)', () => {
  resolvedSessions.clear();
  return findSession(handle.db, fakeRequest, Feature.findBookings);
});
await time("club's calling code (loadClub)", () => loadClub(handle.db, desk.clubId));
const byPhone = { clubId: desk.clubId, terms: searchTerms(phone, '+91'), page: 1 };
const byId = { clubId: desk.clubId, terms: searchTerms(String(sample.bookingId), '+91'), page: 1 };
await time('search query alone, by phone', () => searchBookings(handle.db, byPhone));
await time('search query alone, by booking id', () => searchBookings(handle.db, byId));
await time('GET /api/public/health', () => app.inject({ method: 'GET', url: '/api/public/health' }));
const plan = await rows<{ 'QUERY PLAN': string }>(
  handle.db,
  sql`EXPLAIN ANALYZE SELECT b.id FROM bookings b WHERE b.club_id = ${desk.clubId} AND b.pattern_id IS NULL AND b.customer_mobile = ${phone} ORDER BY b.id DESC LIMIT 10`,
);
console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
await app.close();
await handle.close();
