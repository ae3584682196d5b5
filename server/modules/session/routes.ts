import type { FastifyInstance } from 'fastify';
import { CLUB_NOT_FOUND_MESSAGE } from '../../../contract/session';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { SESSION_EXPIRED_MESSAGE, resolvedSessions } from '../../plugins/auth';
import { sendEnvelope } from '../../plugins/errors';
import { buildUserAuth, clubsOfUser, createSession, featureAccessFor, retireSession, saveLanguage } from './service';
import { forgetOnWrite } from '../../plugins/session-cache';
import { issueDownloadTicket } from './download-tickets';

/** /api: the signed-in user's clubs, club switching, feature access and download tickets. */
export async function sessionRoutes(app: FastifyInstance) {
  const { db, settings } = app;
  const e = endpoints.session;
  const tags = ['session'];
  // Switch Club retires the old session: it must stop working on the very next request.
  forgetOnWrite(app, resolvedSessions);

  route(app, e.userClubs, { tags }, async (request) => {
    // The spec's payload carries a username; the session decides whose clubs these are.
    const clubs = await clubsOfUser(db, request.session.userId);
    return { requestStatus: 1 as const, userClubs: clubs.map(({ clubId, clubName }) => ({ clubId, clubName })) };
  });

  route(app, e.switchAccount, { tags }, async (request, reply) => {
    const { userId, sessionId } = request.session;
    const target = (await clubsOfUser(db, userId)).find((c) => c.clubId === request.body.clubId);
    if (!target) return { requestStatus: 0 as const, message: CLUB_NOT_FOUND_MESSAGE };
    // A session is bound to one club: switching replaces it rather than re-pointing it.
    const token = await db.transaction(async (tx) => {
      const retired = await retireSession(tx, sessionId);
      return retired ? createSession(tx, userId, target.clubId, settings.sessionTtlDays, retired.signedInAt) : null;
    });
    // Another switch with this token won the race: this token is no longer a session.
    if (!token) return sendEnvelope(reply, 401, { requestStatus: 0, message: SESSION_EXPIRED_MESSAGE });
    return {
      requestStatus: 1 as const,
      message: `Switched to ${target.clubName}`,
      userAuth: await buildUserAuth(db, token, userId, target.clubId),
    };
  });

  route(app, e.downloadTicket, { tags }, async (request) => ({
    requestStatus: 1 as const,
    ticket: await issueDownloadTicket(db, request.session.sessionId, request.body.path, request.body.query),
  }));

  route(app, e.setLanguage, { tags }, async (request) => {
    await saveLanguage(db, request.session.userId, request.body.language);
    return { requestStatus: 1 as const, language: request.body.language };
  });

  route(app, e.features, { tags }, async (request) => ({
    requestStatus: 1 as const,
    features: await featureAccessFor(db, request.session),
  }));
}
