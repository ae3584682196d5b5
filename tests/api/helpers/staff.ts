import { clubUsers, users, type Role } from '../../../server/db/schema/users';
import { userPermissions } from '../../../server/db/schema/permissions';
import { clubs } from '../../../server/db/schema/clubs';
import { hashPassword } from '../../../server/lib/passwords';
import type { Access, FeatureId } from '../../../contract/features';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '../../../server/db/client';

/** Adds a staff member to a club (by name) with exactly the given permissions. */
export async function addStaff(
  db: DbHandle,
  opts: { username: string; password: string; club: string; role?: Role; permissions?: [FeatureId, Access][] },
): Promise<number> {
  const [club] = await db.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, opts.club));
  const [user] = await db.db
    .insert(users)
    .values({ username: opts.username, passwordHash: await hashPassword(opts.password) })
    .returning({ id: users.id });
  await db.db.insert(clubUsers).values({ clubId: club.id, userId: user.id, role: opts.role ?? 'desk' });
  for (const [featureId, access] of opts.permissions ?? []) {
    await db.db.insert(userPermissions).values({ clubId: club.id, userId: user.id, featureId, canRead: true, canWrite: access === 'write' });
  }
  return user.id;
}
