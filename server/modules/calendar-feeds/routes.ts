import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CalendarFeedMessages as M } from '../../../contract/calendar-feeds';
import { endpoints } from '../../../contract/endpoint-table';
import { ICAL_PREFIX } from '../../../contract/endpoints/prefixes';
import { route, writeScope } from '../../plugins/route';
import { runWrite } from '../../core/run-write';
import { createFeed, listFeeds, revokeFeed } from './feeds';

/** The feed's address as the admin's browser reached this server (behind a proxy: TRUST_PROXY). */
function feedUrl(request: FastifyRequest, token: string): string {
  return `${request.protocol}://${request.host}${ICAL_PREFIX}/${token}.ics`;
}

/** /api/calendar-feeds: Club Settings (feature 19) makes (URL shown once), lists and revokes feeds. */
export async function calendarFeedRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.calendarFeeds;
  const tags = ['calendar-feeds'];

  route(app, e.list, { tags }, async (request) => ({
    requestStatus: 1 as const,
    feeds: await listFeeds(db, request.session.clubId),
  }));

  route(app, e.create, { tags }, async (request) => {
    const { clubId, userId, username } = request.session;
    return runWrite(db, clubId, writeScope(e.create), null, async (tx) => {
      const { token, feed } = await createFeed(tx, clubId, request.body, { userId, name: username });
      return { requestStatus: 1 as const, message: M.created, url: feedUrl(request, token), feed };
    });
  });

  route(app, e.revoke, { tags }, async (request) => {
    const { clubId, userId, username } = request.session;
    return runWrite(db, clubId, writeScope(e.revoke), null, async (tx) => {
      await revokeFeed(tx, clubId, request.body.feedId, { userId, name: username });
      return { requestStatus: 1 as const, message: M.revoked };
    });
  });
}
