import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { clubs } from '../../db/schema/clubs';
import { settingsFromStored } from '../../../contract/club-settings';
import { clubUsers, users, type Role } from '../../db/schema/users';
import { features, userPermissions } from '../../db/schema/permissions';
import { sessions } from '../../db/schema/security';
import { hashToken, newToken } from '../../lib/tokens';
import type { ClubRef, FeatureAccess, UserAuth } from '../../../contract/session';
import type { SessionInfo } from '../../plugins/auth';

export async function findUserByUsername(db: Db, username: string) {
  const [user] = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return user ?? null;
}

export async function clubsOfUser(db: Queryable, userId: number): Promise<(ClubRef & { role: Role })[]> {
  return db
    .select({ clubId: clubs.id, clubName: clubs.name, role: clubUsers.role })
    .from(clubUsers)
    .innerJoin(clubs, eq(clubs.id, clubUsers.clubId))
    .where(eq(clubUsers.userId, userId))
    .orderBy(asc(clubs.id));
}

/** Issues a new session bound to user and club; only the token's hash is stored. */
export async function createSession(db: Queryable, userId: number, clubId: number, ttlDays: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    clubId,
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
  });
  return token;
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * Retires a live session and says whether this call did it. Used by Switch Club: of several
 * concurrent switches with one token only the first finds the session live (the row lock makes
 * the others wait and then see it revoked), so exactly one new session is issued.
 */
export async function retireSession(db: Queryable, sessionId: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/**
 * Ends every live session of a user (password change, removal from a club), optionally
 * keeping the one making the request.
 */
export async function revokeUserSessions(db: Queryable, userId: number, keepSessionId?: number): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(keepSessionId === undefined ? live : and(live, ne(sessions.id, keepSessionId)));
}

/** The userAuth block of login and switch-account replies. */
export async function buildUserAuth(db: Db, token: string, userId: number, clubId: number): Promise<UserAuth> {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId));
  const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  const memberships = await clubsOfUser(db, userId);
  const staff = await db
    .select({ username: users.username })
    .from(clubUsers)
    .innerJoin(users, eq(users.id, clubUsers.userId))
    .where(eq(clubUsers.clubId, clubId))
    .orderBy(asc(users.username));
  const role = memberships.find((m) => m.clubId === clubId)?.role ?? 'desk';
  return {
    authToken: token,
    username: user.username,
    clubName: club.name,
    countryCode: club.callingCode,
    clubCurrency: club.currency,
    clubId: club.id,
    id: userId,
    userClubs: memberships.map(({ clubId: id, clubName }) => ({ clubId: id, clubName })),
    config: settingsFromStored(club.config),
    handlers: staff.map((s) => s.username),
    role,
    timeZone: club.timeZone,
  };
}

/** The feature list with the session user's access (admins: everything). */
export async function featureAccessFor(db: Db, session: SessionInfo): Promise<FeatureAccess[]> {
  const rows = await db
    .select({
      featureId: features.id,
      featureName: features.name,
      canRead: userPermissions.canRead,
      canWrite: userPermissions.canWrite,
    })
    .from(features)
    .leftJoin(
      userPermissions,
      and(
        eq(userPermissions.featureId, features.id),
        eq(userPermissions.clubId, session.clubId),
        eq(userPermissions.userId, session.userId),
      ),
    )
    .orderBy(asc(features.id));
  const admin = session.role === 'admin';
  return rows.map((r) => ({
    featureId: r.featureId,
    featureName: r.featureName,
    readAccess: admin || Boolean(r.canRead || r.canWrite),
    writeAccess: admin || Boolean(r.canWrite),
  }));
}
