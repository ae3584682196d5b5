import { sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { BusinessError } from '../../core/business-error';
import { WEBHOOK_TEST_EVENT, WebhookMessages as M, type DeliveryView } from '../../../contract/webhooks';
import { post, settle } from './sender';

const iso = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
const columns = sql`d.id::float8 AS "deliveryId", d.event_id AS "eventId", d.event_type AS "eventType", d.status, d.attempts,
  d.response_code AS "responseCode", d.last_error AS "lastError", ${iso('d.created_at')} AS "createdAt",
  ${iso('d.last_attempt_at')} AS "lastAttemptAt", CASE WHEN d.status = 'pending' THEN ${iso('d.next_attempt_at')} END AS "nextAttemptAt",
  d.resend_of::float8 AS "resendOf"`;

/** The newest deliveries of one endpoint of the club (the delivery log), or "not found". */
export async function listDeliveries(q: Queryable, clubId: number, webhookId: number): Promise<DeliveryView[]> {
  if (!(await firstRow(q, sql`SELECT 1 FROM webhook_endpoints WHERE club_id = ${clubId} AND id = ${webhookId} AND deleted_at IS NULL`))) {
    throw new BusinessError(M.notFound);
  }
  return rows<DeliveryView>(
    q,
    sql`SELECT ${columns} FROM webhook_deliveries d WHERE d.club_id = ${clubId} AND d.endpoint_id = ${webhookId} ORDER BY d.id DESC LIMIT 200`,
  );
}

/** Resend: a new pending delivery of the same event (same id and body), sent by the next pump turn. */
export async function resend(tx: Tx, clubId: number, deliveryId: number): Promise<number> {
  const made = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO webhook_deliveries (club_id, endpoint_id, event_key, event_id, event_type, order_key, payload, resend_of)
        SELECT d.club_id, d.endpoint_id, d.event_key, d.event_id, d.event_type, d.order_key, d.payload, d.id
        FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.deleted_at IS NULL
        WHERE d.club_id = ${clubId} AND d.id = ${deliveryId}
        RETURNING id::float8 AS id`,
  );
  if (!made) throw new BusinessError(M.deliveryNotFound);
  return made.id;
}

/**
 * The test event: one delivery written to the log and sent at once (the admin waits for the
 * answer; the request has a timeout). A failed test is retried like any delivery.
 */
export async function sendTest(db: Db, clubId: number, webhookId: number, timeoutMs = 10_000): Promise<DeliveryView> {
  const ep = await firstRow<{ url: string; secret: string }>(
    db,
    sql`SELECT url, secret FROM webhook_endpoints WHERE club_id = ${clubId} AND id = ${webhookId} AND deleted_at IS NULL`,
  );
  if (!ep) throw new BusinessError(M.notFound);
  const made = (await firstRow<{ id: number; body: string }>(
    db,
    sql`WITH k AS (SELECT 'webhook.test:' || gen_random_uuid()::text AS key)
        INSERT INTO webhook_deliveries (club_id, endpoint_id, event_key, event_id, event_type, payload, attempts, first_attempt_at,
                                        last_attempt_at, leased_until)
        SELECT ${clubId}, ${webhookId}, k.key, 'evt_' || substr(md5(${clubId} || ':' || k.key), 1, 24), ${WEBHOOK_TEST_EVENT},
               jsonb_build_object('id', 'evt_' || substr(md5(${clubId} || ':' || k.key), 1, 24), 'type', ${WEBHOOK_TEST_EVENT}::text,
                 'createdAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'clubId', ${clubId}::int,
                 'data', jsonb_build_object('message', 'Test event from Courtdesk')),
               1, now(), now(), now() + interval '60 seconds'
        FROM k RETURNING id::float8 AS id, payload::text AS body`,
  ))!;
  const attempt = await post(ep.url, ep.secret, made.body, timeoutMs);
  await settle(db, made.id, attempt, false, 1, 30);
  return (await firstRow<DeliveryView>(db, sql`SELECT ${columns} FROM webhook_deliveries d WHERE d.id = ${made.id}`))!;
}
