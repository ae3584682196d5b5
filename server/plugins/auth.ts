import fp from 'fastify-plugin';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sendEnvelope } from './errors';
import type { Access, FeatureId } from '../../contract/features';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';
import { hashToken } from '../lib/tokens';
import { sessions } from '../db/schema/security';
import { clubUsers, users, type Role } from '../db/schema/users';
import { clubs } from '../db/schema/clubs';
import { userPermissions } from '../db/schema/permissions';
import type { Db } from '../db/client';

export interface SessionInfo {
  sessionId: number;
  userId: number;
  clubId: number;
  username: string;
  role: Role;
  timeZone: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Feature the route belongs to; null = any signed-in user. Set through requires(). */
    feature?: FeatureId | null;
    access?: Access;
    /** Opt out of bearer auth for a route under /api (it authenticates by other means). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** Set on every route declared with requires(); absent on public routes. */
    session: SessionInfo;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended, please sign in again';

/**
 * The one-line declaration every /api route carries:
 * `app.get('/x', { ...requires(Feature.members, 'write'), schema }, handler)`.
 */
export function requires(feature: FeatureId | null, access: Access = 'read') {
  return { config: { feature, access } };
}

/** For a route under /api that must not demand a bearer token (marketplace API keys, …). */
export function publicRoute() {
  return { config: { public: true } };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** Resolves the bearer token of a request to a live session, or null. */
export async function findSession(db: Db, request: FastifyRequest): Promise<SessionInfo | null> {
  const token = bearerToken(request);
  if (!token || token.length > 200) return null;
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      clubId: sessions.clubId,
      username: users.username,
      role: clubUsers.role,
      timeZone: clubs.timeZone,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(clubUsers, and(eq(clubUsers.userId, sessions.userId), eq(clubUsers.clubId, sessions.clubId)))
    .innerJoin(clubs, eq(clubs.id, sessions.clubId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

/** Admins pass; others need a permission row (write access satisfies read). */
export async function hasAccess(db: Db, session: SessionInfo, feature: FeatureId | null, access: Access): Promise<boolean> {
  if (feature === null || session.role === 'admin') return true;
  const [row] = await db
    .select({ canRead: userPermissions.canRead, canWrite: userPermissions.canWrite })
    .from(userPermissions)
    .where(
      and(
        eq(userPermissions.clubId, session.clubId),
        eq(userPermissions.userId, session.userId),
        eq(userPermissions.featureId, feature),
      ),
    );
  if (!row) return false;
  return access === 'write' ? row.canWrite : row.canRead || row.canWrite;
}

function needsDeclaration(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/public/') && !url.startsWith('/api/docs');
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('session', null as unknown as SessionInfo);

  // Every controller route must say which feature it belongs to: forgetting fails at start-up.
  app.addHook('onRoute', (route) => {
    const config = route.config as { access?: Access; public?: boolean } | undefined;
    if (needsDeclaration(route.url) && !config?.public && !config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no feature/access: use requires()`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const { access, feature, public: isPublic } = request.routeOptions.config;
    if (!access || isPublic) return;
    const session = await findSession(app.db, request);
    if (!session) return sendEnvelope(reply, 401, { requestStatus: 0, message: SESSION_EXPIRED_MESSAGE });
    if (!(await hasAccess(app.db, session, feature ?? null, access))) {
      return sendEnvelope(reply, 200, { requestStatus: -1, message: NO_PERMISSION_MESSAGE });
    }
    request.session = session;
  });
});
