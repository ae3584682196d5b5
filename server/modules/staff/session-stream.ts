import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SESSION_EVENT } from '../../../contract/staff';
import { endpoints } from '../../../contract/endpoint-table';
import { firstRow } from '../../db/rows';
import { hashToken } from '../../lib/tokens';
import { SESSION_EXPIRED_MESSAGE } from '../../plugins/auth';
import { route } from '../../plugins/route';
import { openEventStream } from '../../plugins/event-stream';
import { sendEnvelope } from '../../plugins/errors';
import { streamToken } from '../../core/stream-token';

/** Checked once a second: a permission change reaches an open console within 2 s. */
const CHECK_MS = 1_000;

/**
 * The session's role and permission set as one string; null when the session no longer counts
 * (signed out, password changed elsewhere, removed from the club, expired).
 */
async function accessFingerprint(fastify: FastifyInstance, tokenHash: string): Promise<string | null> {
  const row = await firstRow<{ fingerprint: string }>(
    fastify.db,
    sql`SELECT cu.role || '|' || COALESCE(
              (SELECT string_agg(p.feature_id || ':' || p.can_read || ':' || p.can_write, ',' ORDER BY p.feature_id)
                 FROM user_permissions p WHERE p.club_id = s.club_id AND p.user_id = s.user_id), '') AS fingerprint
          FROM sessions s JOIN club_users cu ON cu.club_id = s.club_id AND cu.user_id = s.user_id
         WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > now()`,
  );
  return row?.fingerprint ?? null;
}

/**
 * GET /api/live/session?token= — server-sent events about the session itself, for every signed-in
 * console whatever its features: 'access-changed' when an admin changes this person's permissions
 * (the console re-reads GET /features), 'session-ended' when the session stops counting (the
 * console signs out). The state lives in the database, so any API process can serve the stream.
 * EventSource cannot send headers: the session comes in the authToken cookie (or `?token=`), like
 * GET /api/live.
 */
export async function sessionStreamRoutes(app: FastifyInstance) {
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  route(app, endpoints.staff.sessionStream, { tags: ['session'] }, async (request, reply) => {
    const token = streamToken(request, request.query);
    const tokenHash = hashToken(token ?? '');
    let last = token ? await accessFingerprint(app, tokenHash) : null;
    if (last === null) return sendEnvelope(reply, 401, { requestStatus: 0, message: SESSION_EXPIRED_MESSAGE });
    const res = openEventStream(reply);
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      accessFingerprint(app, tokenHash)
        .then((now) => {
          if (now === null) {
            res.write(`event: ${SESSION_EVENT.ended}\ndata: {}\n\n`);
            return end();
          }
          if (now !== last) res.write(`event: ${SESSION_EVENT.accessChanged}\ndata: {}\n\n`);
          last = now;
        })
        .catch((err: unknown) => request.log.warn({ err }, 'session stream check failed'))
        .finally(() => {
          busy = false;
        });
    }, CHECK_MS);
    const end = () => {
      clearInterval(timer);
      streams.delete(end);
      if (!res.writableEnded) res.end();
    };
    streams.add(end);
    request.raw.on('close', end);
  });
}
