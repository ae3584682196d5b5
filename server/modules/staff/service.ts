import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow, pgCode, rows } from '../../db/rows';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { SessionInfo } from '../../plugins/auth';
import { recordHistory, type Actor } from '../../ledger/history';
import { revokeUserSessions } from '../session/service';
import { DEFAULT_DESK_FEATURES, READ_ONLY_FEATURES, StaffMessages as M, type StaffMember } from '../../../contract/staff';
import { deskProfileGrants } from '../../../contract/desk-profile';
import { grantsForHistory, grantsOf, replaceGrants, type Grant } from './permissions';
import { passwordProblem } from './password-rules';

export type Outcome<T = object> = ({ ok: true; message: string } & T) | { ok: false; message: string };

export const actorOf = (s: SessionInfo): Actor => ({ userId: s.userId, name: s.username });

export async function listStaff(db: Db, clubId: number): Promise<StaffMember[]> {
  return rows<StaffMember>(
    db,
    sql`SELECT u.id AS "userId", u.username, cu.role, u.first_name AS "firstName", u.last_name AS "lastName"
          FROM club_users cu JOIN users u ON u.id = cu.user_id
         WHERE cu.club_id = ${clubId}
         ORDER BY (cu.role = 'admin') DESC, lower(u.username)`,
  );
}

export interface NewDeskPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countryCode: string;
  username: string;
  password: string;
  features?: number[];
}

/**
 * Adds a desk person (role 1) to the session's club with the desk profile (contract/desk-profile.ts,
 * ADR 0050), limited to the named features (2–19 by default): the list says which features the
 * person is set up for, the profile says how far; only an admin widens a person, in Manage
 * Permission. A creator who is not an admin passes on at most what they hold themselves, level by
 * level: adding a user is never a way to raise access.
 */
export async function createDeskPerson(db: Db, session: SessionInfo, input: NewDeskPerson): Promise<Outcome> {
  const problem = passwordProblem(input.password, input.username);
  if (problem) return { ok: false, message: problem };
  const named = new Set<number>(input.features ?? DEFAULT_DESK_FEATURES);
  let grants: Grant[] = deskProfileGrants().filter((g) => named.has(g.featureId));
  if (session.role !== 'admin') {
    const own = new Map((await grantsOf(db, session.clubId, session.userId)).map((g) => [g.featureId, g.write]));
    grants = grants.filter((g) => own.has(g.featureId)).map((g) => ({ ...g, write: g.write && Boolean(own.get(g.featureId)) }));
  }
  const passwordHash = await hashPassword(input.password);
  const phone = input.phone ? `${input.countryCode} ${input.phone}` : null;
  try {
    await db.transaction(async (tx) => {
      const user = await firstRow<{ id: number }>(
        tx,
        sql`INSERT INTO users (username, password_hash, first_name, last_name, email, phone)
            VALUES (${input.username}, ${passwordHash}, ${input.firstName}, ${input.lastName}, ${input.email || null}, ${phone})
            RETURNING id`,
      );
      const userId = user!.id;
      await tx.execute(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${session.clubId}, ${userId}, 'desk')`);
      await replaceGrants(tx, session.clubId, userId, grants);
      await recordHistory(tx, {
        clubId: session.clubId,
        entity: 'staff',
        entityId: userId,
        action: 'create',
        actor: actorOf(session),
        after: {
          username: input.username,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'desk',
          permissions: grantsForHistory(grants),
        },
      });
    });
  } catch (err) {
    if (pgCode(err) === '23505') return { ok: false, message: M.usernameTaken };
    throw err;
  }
  return { ok: true, message: M.userCreated };
}

interface Member {
  userId: number;
  username: string;
  role: string;
}

export async function memberOfClub(db: Db, clubId: number, userId: number): Promise<Member | undefined> {
  return firstRow<Member>(
    db,
    sql`SELECT u.id AS "userId", u.username, cu.role FROM club_users cu JOIN users u ON u.id = cu.user_id
         WHERE cu.club_id = ${clubId} AND cu.user_id = ${userId}`,
  );
}

/**
 * Admin only (spec 3 §5). Replaces a desk person's permission set: entries without a feature id
 * are dropped; a level the feature does not offer is refused with the spec's warning.
 */
export async function updatePermissions(
  db: Db,
  session: SessionInfo,
  userId: number,
  features: { featureId?: number | null; isReadOnly: boolean }[],
): Promise<Outcome> {
  if (session.role !== 'admin') return { ok: false, message: M.noPermission };
  const target = await memberOfClub(db, session.clubId, userId);
  if (!target) return { ok: false, message: M.userNotFound };
  if (target.role === 'admin') return { ok: false, message: M.adminNotEditable };
  const byFeature = new Map<number, Grant>();
  for (const entry of features) {
    if (entry.featureId === undefined || entry.featureId === null) continue;
    if (!entry.isReadOnly && READ_ONLY_FEATURES.has(entry.featureId)) return { ok: false, message: M.writeUnavailable };
    byFeature.set(entry.featureId, { featureId: entry.featureId, write: !entry.isReadOnly });
  }
  const grants = [...byFeature.values()].sort((a, b) => a.featureId - b.featureId);
  await db.transaction(async (tx) => {
    const before = await grantsOf(tx, session.clubId, userId);
    await replaceGrants(tx, session.clubId, userId, grants);
    await recordHistory(tx, {
      clubId: session.clubId,
      entity: 'staff',
      entityId: userId,
      action: 'permissions',
      actor: actorOf(session),
      before: { username: target.username, permissions: grantsForHistory(before) },
      after: { username: target.username, permissions: grantsForHistory(grants) },
    });
  });
  return { ok: true, message: M.permissionsUpdated };
}

/** Admin only. Takes the person out of this club and ends their sessions in it at once. */
export async function removeUser(db: Db, session: SessionInfo, userId: number): Promise<Outcome> {
  if (session.role !== 'admin') return { ok: false, message: M.noPermission };
  if (userId === session.userId) return { ok: false, message: M.cannotRemoveSelf };
  const target = await memberOfClub(db, session.clubId, userId);
  if (!target) return { ok: false, message: M.userNotFound };
  if (target.role === 'admin') return { ok: false, message: M.adminNotRemovable };
  await db.transaction(async (tx) => {
    const before = await grantsOf(tx, session.clubId, userId);
    // user_permissions go with the membership (ON DELETE CASCADE).
    await tx.execute(sql`DELETE FROM club_users WHERE club_id = ${session.clubId} AND user_id = ${userId}`);
    await tx.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND club_id = ${session.clubId} AND revoked_at IS NULL`,
    );
    await recordHistory(tx, {
      clubId: session.clubId,
      entity: 'staff',
      entityId: userId,
      action: 'remove',
      actor: actorOf(session),
      before: { username: target.username, role: target.role, permissions: grantsForHistory(before) },
    });
  });
  return { ok: true, message: M.userRemoved };
}

/** Anyone, for themselves. Every other session of theirs ends; this one stays signed in. */
export async function changePassword(db: Db, session: SessionInfo, oldPassword: string, newPassword: string): Promise<Outcome> {
  const user = await firstRow<{ passwordHash: string }>(
    db,
    sql`SELECT password_hash AS "passwordHash" FROM users WHERE id = ${session.userId}`,
  );
  if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) return { ok: false, message: M.oldMismatch };
  const problem = passwordProblem(newPassword, session.username) ?? (oldPassword === newPassword ? M.passwordSameAsOld : null);
  if (problem) return { ok: false, message: problem };
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE users SET password_hash = ${hash}, password_changed_at = now() WHERE id = ${session.userId}`);
    await revokeUserSessions(tx, session.userId, session.sessionId);
    // The change is the person's, not one club's: every club they work at sees it in its log.
    const memberships = await rows<{ clubId: number }>(
      tx,
      sql`SELECT club_id AS "clubId" FROM club_users WHERE user_id = ${session.userId}`,
    );
    await recordHistory(
      tx,
      memberships.map(({ clubId }) => ({
        clubId,
        entity: 'staff',
        entityId: session.userId,
        action: 'password',
        actor: actorOf(session),
        after: { username: session.username },
      })),
    );
  });
  return { ok: true, message: M.passwordUpdated };
}
