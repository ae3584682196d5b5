import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import { canonicalQuery, DOWNLOAD_TICKET_SECONDS } from '../../../contract/download-ticket';

/**
 * Issues a ticket for one file of one session (ADR 0069): the auth plugin takes it once, for
 * exactly this path and query, within DOWNLOAD_TICKET_SECONDS. Only its hash is stored, so the
 * table is as useless to a reader of the database as the sessions table is. Tickets used or run
 * out more than a day ago are cleared on the way; each costs one row and a row is tiny.
 */
export async function issueDownloadTicket(db: Queryable, sessionId: number, path: string, query: string): Promise<string> {
  const ticket = newToken();
  const now = Date.now();
  await db.execute(sql`DELETE FROM download_tickets WHERE expires_at < ${new Date(now - 86_400_000)}`);
  await db.execute(
    sql`INSERT INTO download_tickets (token_hash, session_id, path, query, expires_at)
        VALUES (${hashToken(ticket)}, ${sessionId}, ${path}, ${canonicalQuery(query)}, ${new Date(now + DOWNLOAD_TICKET_SECONDS * 1000)})`,
  );
  return ticket;
}
