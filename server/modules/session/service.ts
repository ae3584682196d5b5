import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { settingsFromStored } from '../../../contract/club-settings';
import type { FeatureId } from '../../../contract/features';
import { hashToken, newToken } from '../../lib/tokens';
import type { ClubRef, FeatureAccess, UserAuth } from '../../../contract/session';
import type { Language } from '../../../contract/languages';
import type { Role, SessionInfo } from '../../plugins/auth';

export async function findUserByUsername(db: Db, username: string) {
  const user = await firstRow<{ id: number; username: string; passwordHash: string }>(
    db,
    sql`SELECT id, username, password_hash AS "passwordHash" FROM users WHERE lower(username) = lower(${username})`,
  );
  return user ?? null;
}

export async function clubsOfUser(db: Queryable, userId: number): Promise<(ClubRef & { role: Role })[]> {
  return rows<ClubRef & { role: Role }>(
    db,
    sql`SELECT c.id AS "clubId", c.name AS "clubName", cu.role
          FROM club_users cu JOIN clubs c ON c.id = cu.club_id
         WHERE cu.user_id = ${userId}
         ORDER BY c.id`,
  );
}

/**
 * Issues a new session bound to user and club; only the token's hash is stored. `signedInAt` is
 * when the person signed in: a club switch keeps it, so switching never extends the club's
 * session lifetime (ADR 0069).
 */
export async function createSession(
  db: Queryable,
  userId: number,
  clubId: number,
  ttlDays: number,
  signedInAt: Date = new Date(),
): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(signedInAt.getTime() + ttlDays * 86_400_000);
  await db.execute(
    sql`INSERT INTO sessions (token_hash, user_id, club_id, created_at, expires_at)
        VALUES (${hashToken(token)}, ${userId}, ${clubId}, ${signedInAt}, ${expiresAt})`,
  );
  return token;
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.execute(sql`UPDATE sessions SET revoked_at = ${new Date()} WHERE id = ${sessionId}`);
}

/**
 * Retires a live session and says whether this call did it (with when its person signed in). Used by Switch Club: of several
 * concurrent switches with one token only the first finds the session live (the row lock makes
 * the others wait and then see it revoked), so exactly one new session is issued.
 */
export async function retireSession(db: Queryable, sessionId: number): Promise<{ signedInAt: Date } | null> {
  const retired = await firstRow<{ createdAt: Date }>(
    db,
    sql`UPDATE sessions SET revoked_at = ${new Date()} WHERE id = ${sessionId} AND revoked_at IS NULL RETURNING created_at AS "createdAt"`,
  );
  return retired ? { signedInAt: new Date(retired.createdAt) } : null;
}

/**
 * Ends every live session of a user (password change, removal from a club), optionally
 * keeping the one making the request.
 */
export async function revokeUserSessions(db: Queryable, userId: number, keepSessionId?: number): Promise<void> {
  const kept = keepSessionId === undefined ? sql`` : sql` AND id <> ${keepSessionId}`;
  await db.execute(sql`UPDATE sessions SET revoked_at = ${new Date()} WHERE user_id = ${userId} AND revoked_at IS NULL${kept}`);
}

interface ClubRow {
  id: number;
  name: string;
  callingCode: string;
  currency: string;
  timeZone: string;
  config: unknown;
}

/** The userAuth block of login and switch-account replies. */
export async function buildUserAuth(db: Db, token: string, userId: number, clubId: number): Promise<UserAuth> {
  const [club] = await rows<ClubRow>(
    db,
    sql`SELECT id, name, calling_code AS "callingCode", currency, time_zone AS "timeZone", config FROM clubs WHERE id = ${clubId}`,
  );
  const [user] = await rows<{ username: string; language: Language }>(db, sql`SELECT username, language FROM users WHERE id = ${userId}`);
  const memberships = await clubsOfUser(db, userId);
  const staff = await rows<{ username: string }>(
    db,
    sql`SELECT u.username FROM club_users cu JOIN users u ON u.id = cu.user_id WHERE cu.club_id = ${clubId} ORDER BY u.username`,
  );
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
    language: user.language,
  };
}

/** The person's language (ADR 0085): one per person, whichever club they sign in to. */
export async function saveLanguage(db: Queryable, userId: number, language: Language): Promise<void> {
  await db.execute(sql`UPDATE users SET language = ${language} WHERE id = ${userId}`);
}

/** The feature list with the session user's access (admins: everything). */
export async function featureAccessFor(db: Db, session: SessionInfo): Promise<FeatureAccess[]> {
  const found = await rows<{ featureId: FeatureId; featureName: string; canRead: boolean | null; canWrite: boolean | null }>(
    db,
    sql`SELECT f.id AS "featureId", f.name AS "featureName", p.can_read AS "canRead", p.can_write AS "canWrite"
          FROM features f
          LEFT JOIN user_permissions p ON p.feature_id = f.id AND p.club_id = ${session.clubId} AND p.user_id = ${session.userId}
         ORDER BY f.id`,
  );
  const admin = session.role === 'admin';
  return found.map((r) => ({
    featureId: r.featureId,
    featureName: r.featureName,
    readAccess: admin || Boolean(r.canRead || r.canWrite),
    writeAccess: admin || Boolean(r.canWrite),
  }));
}
