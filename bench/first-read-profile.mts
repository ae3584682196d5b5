/**
 * Where a day's first read (cache miss) spends its time, step by step, in process (issue 14 item 3):
 * `npx tsx bench/first-read-profile.mts <PGlite data dir | postgres://…> [club name]`. Use a copy of
 * the bench dataset (under bench/.data/), never the cached one itself.
 */
import { sql } from 'drizzle-orm';
import { createDb } from '../server/db/client';
import { rows } from '../server/db/rows';
import { findActivity, listCourts } from '../server/core/club-context';
import { loadHolidays, loadPricing } from '../server/modules/pricing/repository';
import { loadTimedDay } from '../server/modules/availability/day-occupancy';
import { loadDayFrame } from '../server/modules/availability/day-frame';
import { renderShared } from '../server/modules/availability/day-render';

const dir = process.argv[2];
const clubName = process.argv[3] ?? 'Bench Grand Arena';
const h = await createDb(dir.startsWith('postgres') ? { databaseUrl: dir } : { dataDir: dir });
const q = h.db;
const [club] = await rows<{ id: number }>(q, sql`SELECT id FROM clubs WHERE name = ${clubName}`);
const [act] = await rows<{ id: number }>(q, sql`SELECT id FROM activities WHERE club_id = ${club.id} AND name = 'Badminton'`);
const t = async <T,>(label: string, f: () => Promise<T>) => {
  const s = performance.now();
  const r = await f();
  const ms = performance.now() - s;
  return { r, ms, label };
};
for (let d = 5; d <= 9; d++) {
  const date = new Date(Date.now() + d * 86400000).toISOString().slice(0, 10);
  const a = await t('findActivity', () => findActivity(q, club.id, act.id));
  const c = await t('listCourts', () => listCourts(q, club.id, act.id));
  const ids = [...new Set(c.r.map((x) => x.priceClassId).filter((x): x is number => x !== null))];
  const p = await t('loadPricing', () => loadPricing(q, club.id, ids));
  const hol = await t('loadHolidays', () => loadHolidays(q, club.id, date, date));
  const day = await t('loadTimedDay', () =>
    loadTimedDay(
      q,
      club.id,
      c.r.map((x) => x.id),
      date,
    ),
  );
  const date2 = new Date(Date.now() + (d + 20) * 86400000).toISOString().slice(0, 10);
  const full = await t('loadDayFrame(other day, one query)', () => loadDayFrame(q, club.id, a.r!.id, date2));
  const r = await t('renderShared', async () => renderShared(full.r!, Date.now()));
  console.log(
    date,
    [a, c, p, hol, day, full, r].map((x) => `${x.label} ${x.ms.toFixed(1)}`).join(' | '),
    `rows ${day.r.rows.length}`,
    `bytes ${r.r.json.length}`,
  );
}
await h.close();
