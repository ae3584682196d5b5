import { sql, type SQL } from 'drizzle-orm';

const iso = (col: string) => `to_char((${col}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The INSERT both readers (change_log, members clock) end in, over a CTE named `ev` of
 * (type, key, order_key, at, tie, data): one delivery per event and enabled endpoint of the club
 * that asked for the event and existed when it happened. The event key is unique per endpoint,
 * so reading the same rows again queues nothing twice; `id` comes from (club, key), so every
 * delivery and resend of one event carries the same id.
 */
export function insertDeliveries(clubId: number): SQL {
  return sql`INSERT INTO webhook_deliveries (club_id, endpoint_id, event_key, event_id, event_type, order_key, payload)
        SELECT e.club_id, e.id, ev.key, 'evt_' || substr(md5(e.club_id || ':' || ev.key), 1, 24), ev.type, ev.order_key,
               jsonb_build_object('id', 'evt_' || substr(md5(e.club_id || ':' || ev.key), 1, 24), 'type', ev.type,
                 'createdAt', ${sql.raw(iso('ev.at'))}, 'clubId', e.club_id, 'data', ev.data)
        FROM ev JOIN webhook_endpoints e ON e.club_id = ${clubId} AND e.enabled AND e.deleted_at IS NULL
          AND ev.type = ANY(e.events) AND ev.at >= e.created_at
        ORDER BY ev.at, ev.tie, ev.key, e.id
        ON CONFLICT (endpoint_id, event_key) WHERE resend_of IS NULL DO NOTHING
        RETURNING id`;
}
