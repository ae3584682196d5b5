import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { STAFF_PLACE, TransactionType } from '../../contract/codes';
import { addDays, todayIn } from '../core/local-time';
import { brothersOf } from '../core/club-context';
import { lockConflictKeys } from '../ledger/occupancy';
import { createBookings } from '../ledger/booking-create';
import { priceSlot } from '../modules/pricing/engine';
import { loadHolidays, loadPricing } from '../modules/pricing/repository';
import { minutesOf, timeOf } from '../core/dates';
import { insertTransactionsSql, recordTransactions } from '../ledger/money-rows';
import { DEMO_CLUB_NAME, SECOND_CLUB_NAME } from './accounts';
import type { DemoContext, Seeder } from './context';
import { seedPricing } from './booking-pricing-seed';
import { recordCreditEntry } from '../ledger/credit-entries';

async function one<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows[0];
}

async function seedExtras(tx: Tx, ctx: DemoContext) {
  const arena = ctx.clubs[DEMO_CLUB_NAME];
  const swim = ctx.activities[`${DEMO_CLUB_NAME}/Swimming Session`];
  const list: [number, number | null, string, number, boolean, number][] = [
    [arena, null, 'Racket rental', 100, true, 20],
    [arena, null, 'Shuttle tube', 450, false, 30],
    [arena, null, 'Towel', 50, true, 40],
    [arena, swim, 'Swim cap', 150, false, 25],
    [ctx.clubs[SECOND_CLUB_NAME], null, 'Ball can', 350, false, 30],
  ];
  for (const [clubId, activityId, name, price, isRent, quantity] of list) {
    await tx.execute(sql`INSERT INTO club_extras (club_id, activity_id, name, price_minor, is_rent, quantity)
      VALUES (${clubId}, ${activityId}, ${name}, ${price * 100}, ${isRent}, ${quantity})`);
  }
}

/** Members with PINs and credits (a recharge transaction plus its ledger row each). */
async function seedMembers(tx: Tx, clubId: number) {
  const list: [string, string, string | null, string | null, number, string | null][] = [
    ['Priya Sharma', '9876543210', 'priya@example.com', '1234', 500, null],
    ['Rahul Verma', '9812345678', 'rahul@example.com', '4321', 1200, '2027-06-30'],
    ['Neha Iyer', '9900112233', null, null, 0, null],
  ];
  for (const [name, mobile, email, pin, credits, expiry] of list) {
    const m = await one<{ id: number }>(
      tx,
      sql`INSERT INTO members (club_id, name, country_code, mobile, email, pin_hash, credits_expiry, start_date, unique_id)
          VALUES (${clubId}, ${name}, '+91', ${mobile}, ${email}, ${pin ? await hashPassword(pin) : null}, ${expiry},
                  CURRENT_DATE - 90, ${`M-${mobile.slice(-4)}`})
          RETURNING id`,
    );
    if (credits <= 0) continue;
    const [rechargeId] = await recordTransactions(tx, [
      {
        clubId,
        type: TransactionType.creditRecharge,
        mode: 1,
        amountMinor: credits * 100,
        target: 'member',
        memberId: m.id,
        handler: 'admin',
        place: STAFF_PLACE,
        userId: null,
      },
    ]);
    await recordCreditEntry(tx, { clubId, memberId: m.id, amountMinor: credits * 100, reason: 'recharge', transactionId: rechargeId });
  }
}

interface DemoBooking {
  activity: string;
  court: string;
  day: 0 | 1;
  time: string;
  count?: number;
  customer: [string, string];
  /** Share of the price paid in cash at booking: 1 = paid, 0 = nothing yet. */
  paid: number;
}

const BOOKINGS: DemoBooking[] = [
  { activity: 'Badminton', court: 'Court 1', day: 0, time: '18:00:00', customer: ['Arjun Mehta', '9811111111'], paid: 1 },
  { activity: 'Badminton', court: 'Court 2', day: 0, time: '19:00:00', customer: ['Kavya Nair', '9822222222'], paid: 0.5 },
  { activity: 'Badminton', court: 'Court 5', day: 0, time: '07:00:00', customer: ['Rohan Das', '9833333333'], paid: 0 },
  { activity: 'Badminton', court: 'Court 3', day: 1, time: '07:00:00', customer: ['Arjun Mehta', '9811111111'], paid: 0 },
  { activity: 'Badminton', court: 'Court 1', day: 1, time: '20:00:00', customer: ['Sneha Pillai', '9844444444'], paid: 1 },
  { activity: 'Football Turf', court: 'Full Pitch', day: 0, time: '20:00:00', customer: ['Vikram Singh', '9855555555'], paid: 1 },
  { activity: 'Football Turf', court: 'Half A', day: 1, time: '18:00:00', customer: ['Imran Khan', '9866666666'], paid: 0.25 },
  { activity: 'Swimming Session', court: 'Pool', day: 0, time: '07:00:00', count: 5, customer: ['Anita Joseph', '9877777777'], paid: 1 },
  {
    activity: 'Swimming Session',
    court: 'Pool',
    day: 0,
    time: '08:00:00',
    count: 20,
    customer: ['City Swim Club', '9888888888'],
    paid: 0.5,
  },
  { activity: 'Swimming Session', court: 'Pool', day: 1, time: '07:00:00', count: 3, customer: ['Rohan Das', '9833333333'], paid: 0 },
];

async function seedBookings(tx: Tx, ctx: DemoContext, today: string) {
  const clubId = ctx.clubs[DEMO_CLUB_NAME];
  for (const b of BOOKINGS) {
    const date = addDays(today, b.day);
    const activityId = ctx.activities[`${DEMO_CLUB_NAME}/${b.activity}`];
    const courtId = ctx.courts[`${DEMO_CLUB_NAME}/${b.activity}/${b.court}`];
    const court = await one<{ priceClassId: number; type: number }>(
      tx,
      sql`SELECT c.price_class_id AS "priceClassId", a.type::int AS type FROM courts c JOIN activities a ON a.id = c.activity_id WHERE c.id = ${courtId}`,
    );
    const rules = (await loadPricing(tx, clubId, [court.priceClassId])).get(court.priceClassId) ?? [];
    const count = b.count ?? 1;
    const gross = priceSlot(rules, await loadHolidays(tx, clubId, date, date), date, b.time, 60).priceMinor * count;
    const start = minutesOf(b.time);
    const [name, mobile] = b.customer;
    const customer = await one<{ id: number }>(
      tx,
      sql`INSERT INTO customers (club_id, name, country_code, mobile) VALUES (${clubId}, ${name}, '+91', ${mobile})
          ON CONFLICT (club_id, country_code, mobile) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    );
    const group = court.type === 1;
    const brothers = group ? [] : await brothersOf(tx, clubId, courtId);
    if (!group) await lockConflictKeys(tx, [{ courtId, brothers, date }]);
    const paid = Math.round(gross * b.paid);
    const end = timeOf(start + 60);
    // The booking, its slot, its court time and its money row in one statement (ledger/booking-create.ts).
    await createBookings(
      tx,
      {
        clubId,
        party: {
          memberId: null,
          customerId: customer.id,
          name,
          countryCode: '+91',
          mobile,
          email: null,
          remarks: null,
          place: STAFF_PLACE,
          handler: 'desk',
          userId: ctx.users.desk,
        },
        bookings: [{ date, activityId, startTime: b.time, endTime: end, slotCount: count, grossMinor: gross }],
        slots: [{ booking: date, courtId, date, slotTime: b.time, endTime: end, count, grossMinor: gross, priceMinor: gross }],
        courtTime: [{ courtId, date, slotTime: b.time, start, end: start + 60, activityId, exclusive: !group, count }],
        brothers: new Map([[courtId, brothers]]),
      },
      [
        sql`paid AS (${insertTransactionsSql(
          [
            {
              clubId,
              type: TransactionType.singleBooking,
              mode: paid > 0 ? 1 : 0,
              amountMinor: paid,
              target: 'court',
              handler: 'desk',
              place: STAFF_PLACE,
              userId: ctx.users.desk,
            },
          ],
          { bookingId: sql`(SELECT id FROM b)` },
        )})`,
      ],
    );
  }
}

export const bookingSeeder: Seeder = {
  name: 'booking: pricing, holidays, add-ons, members, bookings today and tomorrow',
  async run(tx, ctx) {
    const today = todayIn('Asia/Kolkata');
    await seedPricing(tx, ctx, today);
    await seedExtras(tx, ctx);
    await seedMembers(tx, ctx.clubs[DEMO_CLUB_NAME]);
    await seedBookings(tx, ctx, today);
  },
};
