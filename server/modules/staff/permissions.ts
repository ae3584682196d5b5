import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { READ_ONLY_FEATURES, type UserPermission } from '../../../contract/staff';

export interface Grant {
  featureId: number;
  write: boolean;
}

/** A user's permission rows in a club, as grants (no row = none). */
export async function grantsOf(q: Queryable, clubId: number, userId: number): Promise<Grant[]> {
  return rows<Grant>(
    q,
    sql`SELECT feature_id AS "featureId", can_write AS write FROM user_permissions
         WHERE club_id = ${clubId} AND user_id = ${userId} AND (can_read OR can_write) ORDER BY feature_id`,
  );
}

/** Every feature with what it offers and what the user has (Manage Permission table). */
export async function permissionTable(q: Queryable, clubId: number, userId: number, admin: boolean): Promise<UserPermission[]> {
  const list = await rows<{ featureId: number; featureName: string; read: boolean | null; write: boolean | null }>(
    q,
    sql`SELECT f.id AS "featureId", f.name AS "featureName", (p.can_read OR p.can_write) AS read, p.can_write AS write
          FROM features f
          LEFT JOIN user_permissions p ON p.feature_id = f.id AND p.club_id = ${clubId} AND p.user_id = ${userId}
         ORDER BY f.id`,
  );
  return list.map((r) => {
    const writeAccess = !READ_ONLY_FEATURES.has(r.featureId);
    return {
      featureId: r.featureId,
      featureName: r.featureName,
      readAccess: true,
      writeAccess,
      read: admin || Boolean(r.read),
      write: admin ? writeAccess : Boolean(r.write),
    };
  });
}

/** Replaces a user's permission rows with exactly `grants` (write implies read). */
export async function replaceGrants(q: Queryable, clubId: number, userId: number, grants: readonly Grant[]): Promise<void> {
  await q.execute(sql`DELETE FROM user_permissions WHERE club_id = ${clubId} AND user_id = ${userId}`);
  if (grants.length === 0) return;
  const values = grants.map((g) => sql`(${clubId}, ${userId}, ${g.featureId}, true, ${g.write})`);
  await q.execute(
    sql`INSERT INTO user_permissions (club_id, user_id, feature_id, can_read, can_write) VALUES ${sql.join(values, sql`, `)}`,
  );
}

/** Grants as history shows them: { "3": "write", "6": "read" }. */
export function grantsForHistory(grants: readonly Grant[]): Record<string, 'read' | 'write'> {
  return Object.fromEntries(grants.map((g) => [String(g.featureId), g.write ? 'write' : 'read']));
}
