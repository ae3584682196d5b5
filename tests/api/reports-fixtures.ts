import { sql } from 'drizzle-orm';
import type { DbHandle } from '../../server/db/client';
import { firstRow } from '../../server/db/rows';

/**
 * Money rows written straight into the tables with chosen timestamps (club wall time,
 * Asia/Kolkata), so a report's period edges can be placed to the minute. The reports read
 * the same tables the desk writes; the columns are the ones checkout, payments, cancel,
 * recharge and subscriptions fill (server/ledger/money-rows.ts).
 */
export class MoneySeed {
  constructor(
    private readonly db: DbHandle,
    readonly clubId: number,
  ) {}

  static async forClub(db: DbHandle, clubName: string): Promise<MoneySeed> {
    const club = await firstRow<{ id: number }>(db.db, sql`SELECT id FROM clubs WHERE name = ${clubName}`);
    return new MoneySeed(db, club!.id);
  }

  private at(local: string) {
    return sql`(${local}::timestamp AT TIME ZONE 'Asia/Kolkata')`;
  }

  private async one<T>(query: ReturnType<typeof sql>): Promise<T> {
    return (await firstRow<T>(this.db.db, query))!;
  }

  async court(): Promise<{ activityId: number; courtId: number }> {
    return this.one(
      sql`SELECT activity_id AS "activityId", id AS "courtId" FROM courts WHERE club_id = ${this.clubId} ORDER BY activity_id, id LIMIT 1`,
    );
  }

  async booking(b: {
    date: string;
    time?: string;
    createdAt: string;
    gross: number;
    volumeDiscount?: number;
    clubDiscount?: number;
    credits?: number;
    memberId?: number | null;
    name?: string;
    cancelledAt?: string;
  }): Promise<number> {
    const { activityId, courtId } = await this.court();
    const time = b.time ?? '18:00:00';
    const end = `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`;
    const row = await this.one<{ id: number }>(
      sql`INSERT INTO bookings (club_id, activity_id, booking_date, start_time, end_time, slot_count, member_id, customer_name, customer_country_code,
            customer_mobile, customer_email, court_gross_minor, volume_discount_minor, club_discount_minor, credits_minor, place, handler, created_at,
            cancelled, cancelled_at)
          VALUES (${this.clubId}, ${activityId}, ${b.date}, ${time}, ${end}, 1, ${b.memberId ?? null}, ${b.name ?? 'Report Customer'}, '+91',
            '9000000001', 'customer@example.com', ${b.gross * 100}, ${(b.volumeDiscount ?? 0) * 100}, ${(b.clubDiscount ?? 0) * 100},
            ${(b.credits ?? 0) * 100}, 'partner', 'admin', ${this.at(b.createdAt)}, ${Boolean(b.cancelledAt)},
            ${b.cancelledAt ? this.at(b.cancelledAt) : null})
          RETURNING id`,
    );
    await this.db.db
      .execute(sql`INSERT INTO booking_slots (club_id, booking_id, court_id, slot_date, slot_time, end_time, count, gross_minor, price_minor)
      VALUES (${this.clubId}, ${row.id}, ${courtId}, ${b.date}, ${time}, ${end}, 1, ${b.gross * 100}, ${b.gross * 100})`);
    return row.id;
  }

  async extra(bookingId: number, name: string, price: number, quantity: number, discount = 0): Promise<number> {
    const row = await this.one<{ id: number }>(
      sql`INSERT INTO booking_extras (club_id, booking_id, name, price_minor, quantity, discount_minor)
          VALUES (${this.clubId}, ${bookingId}, ${name}, ${price * 100}, ${quantity}, ${discount * 100}) RETURNING id`,
    );
    return row.id;
  }

  async tx(t: {
    at: string;
    amount: number;
    mode: number;
    type?: number;
    target?: string;
    kind?: 'payment' | 'refund';
    bookingId?: number;
    memberId?: number;
    subscriptionId?: number;
    extraId?: number;
    refundOf?: number;
    handler?: string;
  }): Promise<number> {
    const row = await this.one<{ id: number }>(
      sql`INSERT INTO transactions (club_id, type, mode, amount_minor, target, kind, booking_id, member_id, subscription_id, booking_extra_id,
            refund_of, handler, place, created_at)
          VALUES (${this.clubId}, ${t.type ?? 1}, ${t.mode}, ${Math.round(t.amount * 100)}, ${t.target ?? 'court'}, ${t.kind ?? 'payment'},
            ${t.bookingId ?? null}, ${t.memberId ?? null}, ${t.subscriptionId ?? null}, ${t.extraId ?? null}, ${t.refundOf ?? null},
            ${t.handler ?? 'admin'}, 'partner', ${this.at(t.at)})
          RETURNING id`,
    );
    return row.id;
  }

  async member(name: string, mobile: string, creditsExpiry: string | null): Promise<number> {
    const row = await this.one<{ id: number }>(
      sql`INSERT INTO members (club_id, name, country_code, mobile, email, credits_expiry)
          VALUES (${this.clubId}, ${name}, '+91', ${mobile}, ${`${mobile}@example.com`}, ${creditsExpiry}) RETURNING id`,
    );
    return row.id;
  }

  async credit(
    memberId: number,
    amount: number,
    reason: string,
    at: string,
    link: { transactionId?: number; bookingId?: number } = {},
  ): Promise<void> {
    await this.db.db
      .execute(sql`INSERT INTO member_credit_entries (club_id, member_id, amount_minor, reason, transaction_id, booking_id, created_at)
      VALUES (${this.clubId}, ${memberId}, ${amount * 100}, ${reason}, ${link.transactionId ?? null}, ${link.bookingId ?? null}, ${this.at(at)})`);
  }

  async subscription(memberId: number, at: string, gross: number, discount: number): Promise<number> {
    const pkg = await this.one<{ id: number }>(
      sql`INSERT INTO membership_packages (club_id, name, price_minor, type, start_date, period)
          VALUES (${this.clubId}, 'Gold Monthly', ${gross * 100}, 1, '2026-01-01', 30) RETURNING id`,
    );
    const row = await this.one<{ id: number }>(
      sql`INSERT INTO member_subscriptions (club_id, member_id, package_id, start_date, renewal_date, period, gross_minor, discount_minor, took_ticket, created_at)
          VALUES (${this.clubId}, ${memberId}, ${pkg.id}, '2026-03-12', '2026-04-11', 30, ${gross * 100}, ${discount * 100}, false, ${this.at(at)})
          RETURNING id`,
    );
    return row.id;
  }

  async close(c: { userId: number; handler: string; at: string; expected: number; counted: number }): Promise<void> {
    await this.db.db
      .execute(sql`INSERT INTO cash_closes (club_id, user_id, handler, period_from, closed_at, expected_cash_minor, card_minor, other_minor,
        counted_cash_minor, difference_minor)
      VALUES (${this.clubId}, ${c.userId}, ${c.handler}, ${this.at(c.at)} - interval '8 hours', ${this.at(c.at)}, ${c.expected * 100}, 0, 0,
        ${c.counted * 100}, ${(c.counted - c.expected) * 100})`);
  }
}
