import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLUB_NOT_FOUND_MESSAGE,
  featuresQuery,
  featuresReply,
  switchAccountBody,
  switchAccountReply,
  userClubsBody,
  userClubsReply,
} from '../../../contract/session';
import { requires, SESSION_EXPIRED_MESSAGE, resolvedSessions } from '../../plugins/auth';
import { sendEnvelope } from '../../plugins/errors';
import { buildUserAuth, clubsOfUser, createSession, featureAccessFor, retireSession } from './service';
import { forgetOnWrite } from '../../plugins/session-cache';

/** /api: the signed-in user's clubs, club switching and feature access. */
export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, settings } = fastify;
  // Switch Club retires the old session: it must stop working on the very next request.
  forgetOnWrite(fastify, resolvedSessions);

  app.post(
    '/get/user/clubs',
    { ...requires(null), schema: { tags: ['session'], body: userClubsBody, response: { 200: userClubsReply } } },
    async (request) => {
      // The spec's payload carries a username; the session decides whose clubs these are.
      const clubs = await clubsOfUser(db, request.session.userId);
      return { requestStatus: 1 as const, userClubs: clubs.map(({ clubId, clubName }) => ({ clubId, clubName })) };
    },
  );

  app.post(
    '/switch/account',
    { ...requires(null), schema: { tags: ['session'], body: switchAccountBody, response: { 200: switchAccountReply } } },
    async (request, reply) => {
      const { userId, sessionId } = request.session;
      const target = (await clubsOfUser(db, userId)).find((c) => c.clubId === request.body.clubId);
      if (!target) return { requestStatus: 0 as const, message: CLUB_NOT_FOUND_MESSAGE };
      // A session is bound to one club: switching replaces it rather than re-pointing it.
      const token = await db.transaction(async (tx) =>
        (await retireSession(tx, sessionId)) ? createSession(tx, userId, target.clubId, settings.sessionTtlDays) : null,
      );
      // Another switch with this token won the race: this token is no longer a session.
      if (!token) return sendEnvelope(reply, 401, { requestStatus: 0, message: SESSION_EXPIRED_MESSAGE });
      return {
        requestStatus: 1 as const,
        message: `Switched to ${target.clubName}`,
        userAuth: await buildUserAuth(db, token, userId, target.clubId),
      };
    },
  );

  app.get(
    '/features',
    { ...requires(null), schema: { tags: ['session'], querystring: featuresQuery, response: { 200: featuresReply } } },
    async (request) => ({ requestStatus: 1 as const, features: await featureAccessFor(db, request.session) }),
  );
}
