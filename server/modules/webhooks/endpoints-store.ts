import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { BusinessError } from '../../core/business-error';
import { recordHistory, type Actor } from '../../ledger/history';
import { WebhookMessages as M, type WebhookView } from '../../../contract/webhooks';
import { judgeUrl } from './address-guard';
import { newSecret } from './signature';

const iso = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
const columns = sql`id AS "webhookId", url, events, enabled, ${iso('created_at')} AS "createdAt"`;

/** Refuses a URL the server must not call, with the message that says why. */
export async function checkUrl(url: string): Promise<void> {
  const verdict = await judgeUrl(url);
  if (verdict === 'invalid') throw new BusinessError(M.urlInvalid);
  if (verdict === 'credentials') throw new BusinessError(M.urlCredentials);
  if (verdict === 'private') throw new BusinessError(M.urlPrivate);
  if (verdict === 'unresolved') throw new BusinessError(M.urlUnresolved);
}

export function listWebhooks(q: Queryable, clubId: number): Promise<WebhookView[]> {
  return rows<WebhookView>(q, sql`SELECT ${columns} FROM webhook_endpoints WHERE club_id = ${clubId} AND deleted_at IS NULL ORDER BY id`);
}

export async function createWebhook(
  tx: Tx,
  clubId: number,
  input: { url: string; events: string[] },
  actor: Actor,
): Promise<{ webhook: WebhookView; secret: string }> {
  const secret = newSecret();
  const events = [...new Set(input.events)];
  const webhook = (await firstRow<WebhookView>(
    tx,
    sql`INSERT INTO webhook_endpoints (club_id, url, events, secret, created_by)
        VALUES (${clubId}, ${input.url}, ${`{${events.join(',')}}`}::text[], ${secret}, ${actor.userId}) RETURNING ${columns}`,
  ))!;
  await recordHistory(tx, {
    clubId,
    entity: 'webhook',
    entityId: webhook.webhookId,
    action: 'create',
    actor,
    after: { url: webhook.url, events },
  });
  return { webhook, secret };
}

export async function updateWebhook(
  tx: Tx,
  clubId: number,
  input: { webhookId: number; url?: string; events?: string[]; enabled?: boolean },
  actor: Actor,
): Promise<void> {
  const before = await firstRow<WebhookView>(
    tx,
    sql`SELECT ${columns} FROM webhook_endpoints WHERE club_id = ${clubId} AND id = ${input.webhookId} AND deleted_at IS NULL FOR UPDATE`,
  );
  if (!before) throw new BusinessError(M.notFound);
  const after = {
    url: input.url ?? before.url,
    events: input.events ? [...new Set(input.events)] : before.events,
    enabled: input.enabled ?? before.enabled,
  };
  await tx.execute(
    sql`UPDATE webhook_endpoints SET url = ${after.url}, events = ${`{${after.events.join(',')}}`}::text[], enabled = ${after.enabled}
        WHERE id = ${input.webhookId}`,
  );
  await recordHistory(tx, {
    clubId,
    entity: 'webhook',
    entityId: input.webhookId,
    action: 'update',
    actor,
    before: { url: before.url, events: before.events, enabled: before.enabled },
    after,
  });
}

/** Deletes an endpoint: nothing more is sent to it; its log stays, its pending deliveries fail. */
export async function deleteWebhook(tx: Tx, clubId: number, webhookId: number, actor: Actor): Promise<void> {
  const done = await rows(
    tx,
    sql`UPDATE webhook_endpoints SET deleted_at = now(), enabled = false
        WHERE club_id = ${clubId} AND id = ${webhookId} AND deleted_at IS NULL RETURNING id`,
  );
  if (done.length === 0) throw new BusinessError(M.notFound);
  await tx.execute(
    sql`UPDATE webhook_deliveries SET status = 'failed', last_error = 'Webhook deleted'
        WHERE club_id = ${clubId} AND endpoint_id = ${webhookId} AND status = 'pending'`,
  );
  await recordHistory(tx, { clubId, entity: 'webhook', entityId: webhookId, action: 'delete', actor });
}
