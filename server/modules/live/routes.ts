import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Feature } from '../../../contract/features';
import { endpoints } from '../../../contract/endpoint-table';
import { LIVE_EVENT_NAME } from '../../../contract/booking';
import { NO_PERMISSION_MESSAGE } from '../../../contract/envelope';
import { findSession, hasAccess, SESSION_EXPIRED_MESSAGE } from '../../plugins/auth';
import { route } from '../../plugins/route';
import { openEventStream } from '../../plugins/event-stream';
import { sendEnvelope } from '../../plugins/errors';
import { streamToken } from '../../core/stream-token';
import { liveHubOf } from './hub';

const HEARTBEAT_MS = 15_000;

/**
 * GET /api/live — server-sent events of calendar changes ({activityId, date, kind}) for the
 * session's club. EventSource cannot send headers: the session comes in the console's authToken
 * cookie (or `?token=`, streamToken) and is checked exactly like the Authorization header.
 */
export async function liveRoutes(app: FastifyInstance) {
  const hub = liveHubOf(app);
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
    await hub.close();
  });

  route(app, endpoints.live.calendarStream, { tags: ['booking'] }, async (request, reply) => {
    const token = streamToken(request, request.query);
    const asBearer = { headers: { authorization: `Bearer ${token ?? ''}` } } as FastifyRequest;
    const session = token ? await findSession(app.db, asBearer, Feature.bookingCalendar) : null;
    if (!session) return sendEnvelope(reply, 401, { requestStatus: 0, message: SESSION_EXPIRED_MESSAGE });
    if (!hasAccess(session, Feature.bookingCalendar, 'read')) {
      return sendEnvelope(reply, 200, { requestStatus: -1, message: NO_PERMISSION_MESSAGE });
    }
    await hub.prime();
    const res = openEventStream(reply);
    const unsubscribe = hub.subscribe(session.clubId, (event) => {
      res.write(`event: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    // Each heartbeat re-checks the token: a signed-out or revoked session loses its stream.
    const heartbeat = setInterval(() => {
      findSession(app.db, asBearer)
        .then((still) => (still ? res.write(': heartbeat\n\n') : end()))
        .catch(() => res.write(': heartbeat\n\n'));
    }, HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(end);
      if (!res.writableEnded) res.end();
    };
    streams.add(end);
    request.raw.on('close', end);
  });
}
