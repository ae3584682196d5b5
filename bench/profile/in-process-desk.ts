import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { createDb } from '../../server/db/client';
import { rows } from '../../server/db/rows';
import { createSession } from '../../server/modules/session/service';

/**
 * The API in this process on a bench dataset (a copy of a PGlite data dir, or postgres://…) and a
 * fresh session of the bench's first desk: for profiles that call routes with app.inject, so no
 * HTTP client competes for the CPU.
 */
export async function inProcessDesk(target: string) {
  const handle = await createDb(target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target });
  const app = await buildApp({ db: handle });
  await app.ready();
  const [desk] = await rows<{ userId: number; clubId: number }>(
    handle.db,
    sql`SELECT u.id AS "userId", cu.club_id AS "clubId" FROM users u JOIN club_users cu ON cu.user_id = u.id WHERE u.username = 'bench.grand.desk1'`,
  );
  const token = await createSession(handle.db, desk.userId, desk.clubId, 1);
  return { handle, app, desk, token };
}
