import type { FastifyInstance } from 'fastify';
import {
  CAPTCHA_FAILED_MESSAGE,
  CAPTCHA_HARDER_MESSAGE,
  CAPTCHA_REQUIRED_MESSAGE,
  INVALID_PASSWORD_MESSAGE,
  INVALID_USERNAME_MESSAGE,
  LOGIN_SUCCESS_MESSAGE,
  LOGOUT_MESSAGE,
  NO_CLUB_MESSAGE,
  TOO_MANY_LOGINS_MESSAGE,
  failureReply,
} from '../../../contract/session';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { verifyPassword } from '../../lib/passwords';
import { findSession, SESSION_EXPIRED_MESSAGE, resolvedSessions } from '../../plugins/auth';
import { newChallenge, verifyCaptcha } from './captcha';
import { captchaCostForUser, loginSucceeded, openLoginAttempt } from './login-limit';
import { recordSignIn } from '../audit/sign-ins';
import { buildUserAuth, clubsOfUser, createSession, findUserByUsername, revokeSession, saveLanguage } from './service';
import { forgetOnWrite } from '../../plugins/session-cache';

/** /api/public: captcha, login, logout (no bearer needed to reach them). */
export async function sessionPublicRoutes(app: FastifyInstance) {
  // Sign-out retires the session: it must stop working on the very next request.
  forgetOnWrite(app, resolvedSessions);
  const { db, settings } = app;
  const e = endpoints.session;
  const tags = ['session'];

  route(app, e.captcha, { tags }, async (request, reply) => {
    const username = request.query.username?.toLowerCase();
    const cost = username ? await captchaCostForUser(db, settings.login, username, settings.captcha.cost) : settings.captcha.cost;
    const challenge = await newChallenge(db, settings.captcha, cost);
    reply.header('Cache-Control', 'no-store');
    return { requestStatus: 1 as const, parameters: { ...challenge.parameters }, signature: challenge.signature };
  });

  route(app, e.login, { tags, schema: { response: { 429: failureReply } } }, async (request, reply) => {
    const { password, captcha } = request.body;
    const username = request.body.username.toLowerCase();
    const ip = request.ip;
    const gate = await openLoginAttempt(db, settings.login, settings.captcha.cost, username, ip);
    if (gate.locked) return reply.code(429).send({ requestStatus: 0, message: TOO_MANY_LOGINS_MESSAGE });
    // The attempt is already recorded as a failure; only a full success turns it around.
    const fail = async (message: string) => {
      await recordSignIn(db, { username, ip, failure: message });
      return { requestStatus: 0 as const, message };
    };
    if (!captcha) return fail(CAPTCHA_REQUIRED_MESSAGE);
    const check = await verifyCaptcha(db, settings.captcha, captcha, gate.captchaCost);
    if (check === 'too-cheap') return fail(CAPTCHA_HARDER_MESSAGE);
    if (check !== 'verified') return fail(CAPTCHA_FAILED_MESSAGE);

    const user = await findUserByUsername(db, username);
    if (!user) return fail(INVALID_USERNAME_MESSAGE);
    if (!(await verifyPassword(password, user.passwordHash))) return fail(INVALID_PASSWORD_MESSAGE);
    const [club] = await clubsOfUser(db, user.id);
    if (!club) return fail(NO_CLUB_MESSAGE);

    await loginSucceeded(db, gate.attemptId);
    // A language picked on the login page becomes the person's language (ADR 0085).
    if (request.body.language) await saveLanguage(db, user.id, request.body.language);
    const token = await createSession(db, user.id, club.clubId, settings.sessionTtlDays);
    await recordSignIn(db, { username, ip, clubId: club.clubId });
    request.log.info({ userId: user.id, clubId: club.clubId }, 'signed in');
    return { requestStatus: 1 as const, message: LOGIN_SUCCESS_MESSAGE, userAuth: await buildUserAuth(db, token, user.id, club.clubId) };
  });

  route(app, e.logout, { tags, schema: { response: { 401: failureReply } } }, async (request, reply) => {
    const session = await findSession(db, request);
    if (!session) return reply.code(401).send({ requestStatus: 0, message: SESSION_EXPIRED_MESSAGE });
    await revokeSession(db, session.sessionId);
    return { requestStatus: 1 as const, message: LOGOUT_MESSAGE };
  });
}
