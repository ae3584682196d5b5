import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { addDays } from '../core/local-time';
import type { DemoContext } from './context';

/** Base price (major units per hour) of each demo price class. */
const BASE: Record<string, number> = {
  'Badminton/Standard': 400,
  'Badminton/Premium': 600,
  'Football Turf/Full Pitch': 2000,
  'Football Turf/Half Pitch': 1200,
  'Swimming Session/Session': 250,
  'Tennis/Clay': 500,
  'Tennis/Hard': 450,
  'Pickleball/Standard': 300,
};

interface SlotSpec {
  start: string;
  end: string;
  factor: number;
  discount?: Record<string, number>;
}

const VOLUME = { 3: 5, 5: 10 };

async function rule(
  tx: Tx,
  clubId: number,
  classId: number,
  type: string,
  days: [number, number],
  slots: SlotSpec[],
  base: number,
  period?: [string, string],
) {
  const [row] = (
    (await tx.execute(sql`INSERT INTO pricing_rules (club_id, price_class_id, price_type, start_day, end_day, period_start, period_end, slot_minutes)
      VALUES (${clubId}, ${classId}, ${type}, ${days[0]}, ${days[1]}, ${period?.[0] ?? null}, ${period?.[1] ?? null}, 60)
      RETURNING id`)) as unknown as { rows: { id: number }[] }
  ).rows;
  for (const s of slots) {
    await tx.execute(sql`INSERT INTO price_slots (rule_id, start_time, end_time, price_minor, slot_discount)
      VALUES (${row.id}, ${s.start}, ${s.end}, ${Math.round(base * s.factor * 100)}, ${JSON.stringify(s.discount ?? {})}::jsonb)`);
  }
}

/**
 * Regular (weekday off-peak and evening peak, weekend), holiday (day 7) and special pricing
 * (a festival fortnight starting next week) for every demo price class, so all three paths show.
 */
export async function seedPricing(tx: Tx, ctx: DemoContext, today: string) {
  for (const [key, classId] of Object.entries(ctx.priceClasses)) {
    const [club, activity, priceClass] = key.split('/');
    const base = BASE[`${activity}/${priceClass}`] ?? 500;
    const clubId = ctx.clubs[club];
    await rule(
      tx,
      clubId,
      classId,
      'regular',
      [0, 4],
      [
        { start: '06:00:00', end: '17:00:00', factor: 1, discount: VOLUME },
        { start: '17:00:00', end: '00:00:00', factor: 1.5, discount: { 3: 5 } },
      ],
      base,
    );
    await rule(tx, clubId, classId, 'regular', [5, 6], [{ start: '06:00:00', end: '00:00:00', factor: 1.25, discount: VOLUME }], base);
    await rule(tx, clubId, classId, 'holiday', [7, 7], [{ start: '00:00:00', end: '00:00:00', factor: 1.5 }], base);
    await rule(tx, clubId, classId, 'special', [0, 6], [{ start: '17:00:00', end: '22:00:00', factor: 1.8 }], base, [
      addDays(today, 7),
      addDays(today, 20),
    ]);
  }
  for (const clubId of Object.values(ctx.clubs)) {
    for (const d of ['2026-12-25', '2027-01-01', '2027-01-26', addDays(today, 3)]) {
      await tx.execute(sql`INSERT INTO holidays (club_id, holiday_date) VALUES (${clubId}, ${d}) ON CONFLICT DO NOTHING`);
    }
  }
}
