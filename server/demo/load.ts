import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { firstRow } from '../db/rows';
import type { DemoContext } from './context';
import { seeders } from './seeders';

const DEMO_LOCK_KEY = 7_401_230_002;

/**
 * Loads the demo data when the database holds no club. Returns true when it did.
 * On PostgreSQL a transaction-level advisory lock stops two starting processes seeding twice.
 */
export async function loadDemoIfEmpty(handle: DbHandle): Promise<boolean> {
  return handle.db.transaction(async (tx) => {
    if (handle.kind === 'pg') await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    const club = await firstRow<{ id: number }>(tx, sql`SELECT id FROM clubs LIMIT 1`);
    if (club) return false;
    const ctx: DemoContext = { clubs: {}, activities: {}, courts: {}, priceClasses: {}, users: {} };
    for (const seeder of seeders) await seeder.run(tx, ctx);
    return true;
  });
}
