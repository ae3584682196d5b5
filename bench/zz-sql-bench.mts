import { sql } from 'drizzle-orm';
import { createDb } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { utilisationCells } from '../server/modules/utilisation/cells';
import { byDayAndHour } from '../server/modules/utilisation/percent';
import { dashboardDetailsOf } from '../server/modules/dashboard/service';
import { dashboardRange } from '../server/modules/dashboard/periods';
import { addDays, todayIn } from '../server/modules/availability/local-time';

import { existsSync } from 'node:fs';
const fresh = !existsSync('/tmp/i13b/db');
const h = await createDb({ dataDir: '/tmp/i13b/db' });
await migrate(h);
const db = h.db;
const today = todayIn('Asia/Kolkata');
const start = addDays(today, -300);
const end = addDays(today, 65);
const t0 = performance.now();
if (fresh) {
await db.execute(sql`INSERT INTO clubs (name) VALUES ('Bench')`);
await db.execute(sql`INSERT INTO activities (club_id, name, type) VALUES (1, 'Badminton', 0), (1, 'Tennis', 0)`);
await db.execute(sql`INSERT INTO courts (club_id, activity_id, name, open_time, close_time, slot_duration_minutes)
  SELECT 1, CASE WHEN g <= 30 THEN 1 ELSE 2 END, 'C' || g, '06:00', '00:00', 60 FROM generate_series(1, 40) g`);

await db.execute(sql`INSERT INTO occupancy (club_id, court_id, activity_id, lock_key, during, kind, source_court_id)
  SELECT 1, c.id, c.activity_id, 'c:' || c.id, tsrange(d::timestamp + make_interval(hours => hh), d::timestamp + make_interval(hours => hh + 1)), CASE WHEN random() < 0.02 THEN 'block' ELSE 'booking' END, c.id
  FROM courts c, generate_series(${start}::date, ${end}::date, interval '1 day') d, generate_series(6, 23) hh WHERE random() < 0.7`);
await db.execute(sql`INSERT INTO bookings (club_id, activity_id, booking_date, start_time, end_time, slot_count, customer_name, customer_country_code, customer_mobile, court_gross_minor, place, handler, is_marketplace, cancelled, cancelled_at, created_at)
  SELECT 1, 1 + (g % 2), ${start}::date + (g % 366), '08:00', '09:00', 1, 'P', '+91', (9000000000 + g % 40000)::text, 50000, 'partner', 'd', g % 7 = 0, g % 13 = 0,
         CASE WHEN g % 13 = 0 THEN now() - make_interval(days => g % 300) END, now() - make_interval(days => g % 300, mins => g % 600)
  FROM generate_series(1, 300000) g`);
await db.execute(sql`INSERT INTO transactions (club_id, type, mode, amount_minor, target, booking_id, handler, place, user_id, created_at)
  SELECT 1, 1, 1 + g % 3, 50000, 'court', g, 'd', 'partner', NULL, b.created_at FROM generate_series(1, 300000) g JOIN bookings b ON b.id = g`);
await db.execute(sql`ANALYZE`);
}
const [{ n }] = ((await db.execute(sql`SELECT count(*)::int AS n FROM occupancy`)) as unknown as { rows: { n: number }[] }).rows;
console.log(`data built in ${Math.round(performance.now() - t0)} ms: ${n} occupancy rows, 300k bookings, 300k transactions`);
import { moneyPerDay, bookingsMade, bookingsCancelled, uniqueCustomers } from '../server/modules/dashboard/figures';
const r = dashboardRange(4, today);
const sc = { clubId: 1, timeZone: 'Asia/Kolkata', activityId: null };
for (const [name, f] of [['money', () => moneyPerDay(db, sc, r.from, r.to)], ['made', () => bookingsMade(db, sc, r.from, r.to)], ['cancelled', () => bookingsCancelled(db, sc, r.from, r.to)], ['unique', () => uniqueCustomers(db, sc, r.from, r.to)], ['util-month', () => utilisationCells(db, 1, [1, 2], r.from, r.to)]] as const) {
  for (let i = 0; i < 2; i++) { const s0 = performance.now(); await (f as () => Promise<unknown>)(); console.log(name, (performance.now() - s0).toFixed(0), 'ms'); }
}
for (let i = 0; i < 3; i++) {
  let s = performance.now();
  const cells = await utilisationCells(db, 1, [1], start, end);
  byDayAndHour(cells);
  const u = performance.now() - s;
  s = performance.now();
  await dashboardDetailsOf(db, { clubId: 1, timeZone: 'Asia/Kolkata', activityId: null }, dashboardRange(4, today));
  console.log(`utilisation year heatmap ${u.toFixed(0)} ms (${cells.length} cells); dashboard This Month ${(performance.now() - s).toFixed(0)} ms`);
}
await h.close?.();
process.exit(0);
