import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../server/db/rows';
import { freshDaysOf } from '../../server/modules/availability/fresh-days';
import { warmDays } from '../../server/modules/availability/warm-days';
import { checkout, plainMonday, setup, slotOf, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

// ADR 0091: a started server reads today's calendar of its widest activities once, through the
// desks' own cache, so the first desk after a restart does not pay for every first time.
let t: TestApp;
let admin: Client;
let ids: Ids;
const date = plainMonday(42);
/** Noon in Kolkata on `date`: the demo club's today, for the warming. */
const noonThere = new Date(`${date}T06:30:00Z`);

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
});
afterAll(async () => {
  await t?.close();
});

const widest = async () =>
  rows<{ activityId: number; courts: number }>(
    t.db.db,
    sql`SELECT activity_id AS "activityId", count(*)::int AS courts FROM courts GROUP BY activity_id ORDER BY courts DESC, activity_id`,
  );

describe('warming the calendar after a start', () => {
  it("reads the widest activity's today first and stops at the number it is given", async () => {
    const days = freshDaysOf(t.app);
    days.cache.clear();
    const one = await warmDays(t.app, { maxDays: 1, now: noonThere });
    expect(one.days).toBe(1);
    expect(days.cache.size).toBe(1);
    const [first] = await widest();
    // The warmed day is the one a desk then reads: no database build happens for it.
    let built = 0;
    await days.day(await clubOf(first.activityId), first.activityId, date, 0, async () => {
      built++;
      return null;
    });
    expect(built).toBe(0);
  });

  it('reads every activity that has courts, each on the club’s today, within the budget', async () => {
    const days = freshDaysOf(t.app);
    days.cache.clear();
    const all = await warmDays(t.app, { now: noonThere });
    expect(all.days).toBe((await widest()).length);
    expect(days.cache.size).toBe(all.days);
    days.cache.clear();
    expect((await warmDays(t.app, { budgetMs: -1, now: noonThere })).days).toBe(0);
    expect(days.cache.size).toBe(0);
  });

  it('never keeps a day a desk then changes: a booking after the warming shows on the next read', async () => {
    freshDaysOf(t.app).cache.clear();
    await warmDays(t.app, { now: noonThere });
    const court = ids.courts['Court 1'];
    expect(slotOf((await admin.post('/api/availability', { activityId: ids.badminton, date })).json(), court, '09:00:00').status).toBe(
      'Book',
    );
    const added = await admin.post('/api/carting/slot/add', { activityId: ids.badminton, courtId: court, date, time: '09:00:00' });
    expect(added.json().requestStatus).toBe(1);
    expect((await admin.post('/api/booking', checkout())).json().requestStatus).toBe(1);
    expect(slotOf((await admin.post('/api/availability', { activityId: ids.badminton, date })).json(), court, '09:00:00').status).toBe(
      'Booked',
    );
  });
});

async function clubOf(activityId: number): Promise<number> {
  const [row] = await rows<{ clubId: number }>(t.db.db, sql`SELECT club_id AS "clubId" FROM activities WHERE id = ${activityId}`);
  return row.clubId;
}
