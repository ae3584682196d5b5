import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestApp } from './test-app';

/**
 * A connection of its own to a test's PostgreSQL database (the gate): it holds locks or an open
 * transaction while the app's requests run, to put races in a chosen order.
 */
export async function gateConnection(t: TestApp): Promise<pg.Client> {
  const [{ name }] = ((await t.db.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: { name: string }[] }).rows;
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const gate = new pg.Client({ connectionString: url.toString() });
  await gate.connect();
  return gate;
}
