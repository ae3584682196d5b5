import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { recordHistory } from '../../ledger/history';

/**
 * Writes a sign-in, or a failed one, to the audit log (entity 'session'). A success belongs to
 * the club signed into; a failure for a known username to every club of that person, so each
 * club's admins see attempts on their staff. An unknown username belongs to no club: it stays
 * in login_attempts only (docs/adr/0022-audit-log.md).
 */
export async function recordSignIn(db: Db, e: { username: string; ip: string; clubId?: number; failure?: string }): Promise<void> {
  const people = await rows<{ userId: number; username: string; clubId: number }>(
    db,
    sql`SELECT u.id AS "userId", u.username, cu.club_id AS "clubId"
          FROM users u JOIN club_users cu ON cu.user_id = u.id
         WHERE lower(u.username) = lower(${e.username})`,
  );
  const clubs = e.failure ? people : people.filter((p) => p.clubId === e.clubId);
  await recordHistory(
    db,
    clubs.map((p) => ({
      clubId: p.clubId,
      entity: 'session',
      entityId: p.userId,
      action: e.failure ? 'login_failed' : 'login',
      actor: { userId: p.userId, name: p.username },
      after: e.failure ? { ip: e.ip, reason: e.failure } : { ip: e.ip },
    })),
  );
}
