import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import type { OutboxChannel, OutboxMessage } from './transports';

const inList = (channels: readonly OutboxChannel[]): SQL =>
  sql.join(
    channels.map((c) => sql`${c}`),
    sql`, `,
  );

/**
 * Claims up to `limit` due rows of the given channels: each gets a lease (locked_until) and one
 * more attempt. SKIP LOCKED lets several API processes claim side by side without taking the
 * same row; the lease means a process that dies mid-send releases its rows by itself.
 */
export async function claimDue(db: Db, channels: readonly OutboxChannel[], limit: number, leaseSeconds: number): Promise<OutboxMessage[]> {
  if (channels.length === 0) return [];
  return rows<OutboxMessage>(
    db,
    sql`UPDATE notification_outbox o
          SET attempts = o.attempts + 1, locked_until = now() + ${leaseSeconds}::double precision * interval '1 second'
        FROM (SELECT id FROM notification_outbox
              WHERE status = 'pending' AND next_attempt_at <= now()
                AND (locked_until IS NULL OR locked_until < now())
                AND channel IN (${inList(channels)})
              ORDER BY next_attempt_at, id
              LIMIT ${limit}
              FOR UPDATE SKIP LOCKED) due
        WHERE o.id = due.id
        RETURNING o.id, o.club_id AS "clubId", o.channel, o.recipient, o.subject, o.body,
                  o.booking_id AS "bookingId", o.attempts, o.checkin_code AS "checkinCode"`,
  );
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.execute(sql`UPDATE notification_outbox
    SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${id}`);
}

/**
 * Records a failed try: the row waits `retryInSeconds` for its next one, or becomes 'failed'
 * when that was the last allowed attempt. Returns the row's status afterwards.
 */
export async function markAttemptFailed(db: Db, id: number, error: string, retryInSeconds: number | null): Promise<'pending' | 'failed'> {
  const [row] = await rows<{ status: 'pending' | 'failed' }>(
    db,
    sql`UPDATE notification_outbox
        SET status = ${retryInSeconds === null ? 'failed' : 'pending'}, last_error = ${error}, locked_until = NULL,
            next_attempt_at = now() + ${retryInSeconds ?? 0}::double precision * interval '1 second'
        WHERE id = ${id}
        RETURNING status`,
  );
  return row?.status ?? 'failed';
}

/**
 * Pending rows of channels that have no transport and were never reported: marks and returns
 * them, so each is logged exactly once whichever process sees it first.
 */
export async function takeUnreported(
  db: Db,
  withoutTransport: readonly OutboxChannel[],
  limit: number,
): Promise<{ id: number; channel: OutboxChannel }[]> {
  if (withoutTransport.length === 0) return [];
  return rows(
    db,
    sql`UPDATE notification_outbox o SET unsent_logged_at = now()
        FROM (SELECT id FROM notification_outbox
              WHERE status = 'pending' AND unsent_logged_at IS NULL AND channel IN (${inList(withoutTransport)})
              ORDER BY id LIMIT ${limit}
              FOR UPDATE SKIP LOCKED) todo
        WHERE o.id = todo.id
        RETURNING o.id, o.channel`,
  );
}
