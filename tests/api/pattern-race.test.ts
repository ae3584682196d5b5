import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hashToken, newToken } from '../../server/lib/tokens';
import { addDays } from '../../server/core/local-time';
import { checkout, client, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';

const DESKS = 8;
let t: TestApp;
let admin: Client;
let ids: Ids;
const desks: Client[] = [];
const tuesday = addDays(plainMonday(56), 1);

const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.db.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  ({ t, admin, ids } = await setup());
  const [club] = await rows<{ id: number }>(sql`SELECT id FROM clubs WHERE name = 'Courtdesk Demo Arena'`);
  for (let i = 0; i < DESKS; i++) {
    const [u] = await rows<{ id: number }>(sql`INSERT INTO users (username, password_hash) VALUES (${`race${i}`}, 'x') RETURNING id`);
    await t.db.db.execute(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${club.id}, ${u.id}, 'admin')`);
    const token = newToken();
    await t.db.db.execute(
      sql`INSERT INTO sessions (token_hash, user_id, club_id, expires_at) VALUES (${hashToken(token)}, ${u.id}, ${club.id}, now() + interval '1 day')`,
    );
    desks.push(client(t, token));
  }
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe('a pattern racing single bookings and a block on the same slots', () => {
  it('never overlaps and never answers 500', async () => {
    const courts = ['Full Pitch', 'Half A'];
    const form = {
      activityId: ids.football,
      courts: courts.map((c) => ids.courts[c]),
      startDate: tuesday,
      endDate: addDays(tuesday, 27),
      allSlots: false,
      startTime: '18:00:00',
      endTime: '21:00:00',
      days: [1, 3],
      ignoreUnavailableSlots: true,
    };
    // Single bookings: each desk carts one slot of the pattern (Half A or Full Pitch), then checks out during the race.
    const carted = await Promise.all(
      desks.map((c, i) =>
        c.post('/api/carting/slot/add', {
          activityId: ids.football,
          courtId: ids.courts[i % 2 ? 'Half A' : 'Full Pitch'],
          date: addDays(tuesday, 7 * (i % 4)),
          time: `${18 + (i % 3)}:00:00`,
        }),
      ),
    );
    const replies = await Promise.all([
      admin.post('/api/booking/pattern', checkout({ isPatternBooking: true, patternBookingData: form }, { mobile: '9000081111' })),
      ...desks.map((c, i) => c.post('/api/booking', checkout({}, { mobile: `90000822${String(i).padStart(2, '0')}` }))),
      admin.post('/api/blocking', {
        blockingActivityId: ids.football,
        blockingStartDate: tuesday,
        blockingEndDate: addDays(tuesday, 27),
        blockingFullDay: false,
        blockingStartTime: '20:00:00',
        blockingEndTime: '22:00:00',
        blockingDays: [1],
        blockingCourts: [ids.courts['Half B']],
      }),
    ]);
    expect([...carted, ...replies].every((r) => r.statusCode === 200)).toBe(true);
    const bodies = replies.map((r) => r.json() as { requestStatus: number; message?: string });
    expect(bodies.every((b) => b.requestStatus === 0 || b.requestStatus === 1)).toBe(true);
    expect(bodies[0]).toMatchObject({ requestStatus: 1 });
    // No two live exclusive rows share a conflict key at overlapping times (checked without the constraint's help).
    const overlaps = await rows(sql`SELECT a.id FROM occupancy a JOIN occupancy b ON a.lock_key = b.lock_key AND a.id < b.id
      AND a.during && b.during WHERE a.exclusive AND b.exclusive AND (a.kind <> 'hold' OR a.expires_at > now()) AND (b.kind <> 'hold' OR b.expires_at > now())`);
    expect(overlaps).toEqual([]);
    // Every booked slot holds its court time: a row of its booking and court contains it (a pattern's
    // back-to-back slots share one row, ADR 0031); with no overlaps above, each slot has one owner.
    const [held] = await rows<{ pattern: number; singles: number; all: number }>(sql`SELECT
        count(*) FILTER (WHERE b.pattern_id IS NOT NULL AND covered)::int AS pattern, count(*) FILTER (WHERE b.pattern_id IS NULL AND covered)::int AS singles,
        count(*) FILTER (WHERE b.pattern_id IS NOT NULL)::int AS all
      FROM (SELECT s.*, EXISTS (SELECT 1 FROM occupancy o WHERE o.booking_id = s.booking_id AND o.source_court_id = s.court_id AND NOT o.via_brother
              AND o.during @> tsrange(s.slot_date + s.slot_time, s.slot_date + s.end_time)) AS covered FROM booking_slots s) s
      JOIN bookings b ON b.id = s.booking_id AND NOT b.cancelled
      WHERE s.court_id = ANY(${`{${ids.courts['Half A']},${ids.courts['Full Pitch']}}`}::int[]) AND s.slot_date >= ${tuesday}::date`);
    const singles = bodies.slice(1, 1 + DESKS).filter((b) => b.requestStatus === 1).length;
    expect(held.pattern).toBe(held.all);
    expect(held.all).toBeGreaterThan(0);
    expect(held.singles).toBe(singles);
  });
});
