import { sql } from 'drizzle-orm';
import type { Role } from '../../../server/plugins/auth';
import { hashPassword } from '../../../server/lib/passwords';
import type { Access, FeatureId } from '../../../contract/features';
import type { DbHandle } from '../../../server/db/client';
import { rows } from '../../../server/db/rows';

/** Adds a staff member to a club (by name) with exactly the given permissions. */
export async function addStaff(
  db: DbHandle,
  opts: { username: string; password: string; club: string; role?: Role; permissions?: [FeatureId, Access][] },
): Promise<number> {
  const [club] = await rows<{ id: number }>(db.db, sql`SELECT id FROM clubs WHERE name = ${opts.club}`);
  const [user] = await rows<{ id: number }>(
    db.db,
    sql`INSERT INTO users (username, password_hash) VALUES (${opts.username}, ${await hashPassword(opts.password)}) RETURNING id`,
  );
  await db.db.execute(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${club.id}, ${user.id}, ${opts.role ?? 'desk'})`);
  for (const [featureId, access] of opts.permissions ?? []) {
    await db.db.execute(
      sql`INSERT INTO user_permissions (club_id, user_id, feature_id, can_read, can_write) VALUES (${club.id}, ${user.id}, ${featureId}, true, ${access === 'write'})`,
    );
  }
  return user.id;
}
