import type { DbHandle } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { buildFoundation } from './foundation';
import { buildBookings, type BookingCounts } from './bookings';
import { withIndexesDeferred } from './bulk-load';
import { BENCH_TIME_ZONE, MIN_BOOKED_SLOTS } from './spec';

export interface DatasetSummary {
  builtOn: string;
  clubs: number;
  courts: number;
  users: number;
  sessions: number;
  customers: number;
  members: number;
  bookings: BookingCounts | null;
  seconds: number;
}

export function todayInBenchZone(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BENCH_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const BULK_TABLES = ['bookings', 'booking_slots', 'occupancy', 'transactions'];

/**
 * Migrates an empty database and fills it with the bench dataset. The bookings part runs only
 * once the booking migration (occupancy and friends) exists.
 */
export async function buildDataset(handle: DbHandle, log: (line: string) => void): Promise<DatasetSummary> {
  const started = Date.now();
  const today = todayInBenchZone();
  await migrate(handle);
  return handle.withConnection(async (conn) => {
    const [{ n: existing }] = await conn.query<{ n: string }>('SELECT count(*) AS n FROM clubs');
    if (Number(existing) > 0) throw new Error('bench dataset: the database is not empty');
    // Index builds after the bulk load sort in memory rather than on disk.
    if (handle.kind === 'pg') await conn.exec(`SET maintenance_work_mem = '256MB'`);

    let t = Date.now();
    await conn.exec('BEGIN');
    const ids = await buildFoundation(conn, today);
    await conn.exec('COMMIT');
    log(`  foundation (clubs, courts, pricing, staff, sessions, customers, members): ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const [{ ok }] = await conn.query<{ ok: boolean }>(
      `SELECT to_regclass('public.occupancy') IS NOT NULL AND to_regclass('public.transactions') IS NOT NULL AS ok`,
    );
    let bookings: BookingCounts | null = null;
    if (ok) {
      bookings = await withIndexesDeferred(conn, BULK_TABLES, () => buildBookings(conn, ids, today, log), log);
      if (bookings.bookedSlots < MIN_BOOKED_SLOTS) {
        throw new Error(`bench dataset: only ${bookings.bookedSlots} booked slots, expected at least ${MIN_BOOKED_SLOTS}`);
      }
    } else {
      log('  booking tables not migrated yet: dataset has no bookings');
    }
    t = Date.now();
    await conn.exec('ANALYZE');
    log(`  ANALYZE: ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const n = async (table: string) => Number((await conn.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0].n);
    return {
      builtOn: today,
      clubs: await n('clubs'),
      courts: await n('courts'),
      users: await n('users'),
      sessions: await n('sessions'),
      customers: ok ? await n('customers') : 0,
      members: ok ? await n('members') : 0,
      bookings,
      seconds: Math.round((Date.now() - started) / 1000),
    };
  });
}
