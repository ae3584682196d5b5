import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from '../../../contract/calendar-feeds';
import { addDays, todayIn } from '../../core/local-time';
import { findFeed, touchFeed } from './feeds';
import { feedBlocks, feedBookings } from './feed-events';
import { renderFeed } from './feed-calendar';

/** Whether an If-None-Match header names this ETag (or is "*"); weak and strong forms both count. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * GET /ical/<token>.ics (ADR 0073): no session; the token is the credential, so an unknown or
 * revoked one is a plain 404 that says nothing about why. The reply carries an ETag of its bytes
 * and a short private max-age, so a calendar app polling an unchanged feed gets a 304 with no body.
 */
export async function icalRoutes(app: FastifyInstance) {
  const { db } = app;
  // The feed is outside /api and so outside the endpoint table (whose paths are /api/…): it signs in by its token.
  // eslint-disable-next-line courtdesk/endpoint-paths
  app.get<{ Params: { file: string } }>(
    '/:file',
    {
      schema: {
        tags: ['calendar-feeds'],
        summary: 'A calendar feed (RFC 5545), by the secret token its URL carries',
        description:
          `No session: the token is the credential. Bookings, blocks and pattern occurrences from ${FEED_DAYS_BACK} days back to ` +
          `${FEED_DAYS_AHEAD} days ahead; customer names only. ETag / If-None-Match answer 304; 404 for an unknown or revoked token.`,
        security: [],
        params: z.object({ file: z.string().max(200).describe('<token>.ics') }),
      },
    },
    async (request, reply) => {
      const notFound = () => reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');
      const { file } = request.params;
      if (!file.endsWith('.ics')) return notFound();
      const target = await findFeed(db, file.slice(0, -'.ics'.length));
      if (!target) return notFound();
      const today = todayIn(target.timeZone);
      const from = addDays(today, -FEED_DAYS_BACK);
      const to = addDays(today, FEED_DAYS_AHEAD);
      const [bookings, blocks] = await Promise.all([feedBookings(db, target, from, to), feedBlocks(db, target, from, to)]);
      await touchFeed(db, target.feedId);
      const name = target.scope === 'club' ? target.clubName : `${target.clubName} · ${target.label}`;
      const body = renderFeed({ name, timeZone: target.timeZone, from, to, bookings, blocks });
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
      reply.header('etag', etag).header('cache-control', 'private, max-age=300');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="courtdesk.ics"').send(body);
    },
  );
}
