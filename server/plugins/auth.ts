import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sendEnvelope } from './errors';
import type { Access, FeatureId } from '../../contract/features';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';
import { hashToken } from '../lib/tokens';
import type { Db } from '../db/client';
import { firstRow } from '../db/rows';
import { SessionCache } from './session-cache';
import type { Role, SessionInfo } from '../core/session-info';
import { API_PREFIX, DOCS_PREFIX, PUBLIC_PREFIX, isUnder } from '../../contract/endpoints/prefixes';

// The session's shape and the role are the kernel's (server/core); routes keep importing them from here too.
export type { Role, SessionInfo };

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

/** A live session plus the user's permission row for one feature (absent = none). */
export interface SessionWithAccess extends SessionInfo {
  canRead: boolean | null;
  canWrite: boolean | null;
}

/**
 * Resolves the bearer token of a request to a live session, or null. The permission row of
 * `feature` comes back in the same query: every request costs one round trip, not two.
 */
export async function findSession(db: Db, request: FastifyRequest, feature: FeatureId | null = null): Promise<SessionWithAccess | null> {
  const token = bearerToken(request);
  if (!token || token.length > 200) return null;
  const key = `${feature ?? '-'}:${hashToken(token)}`;
  const cached = resolvedSessions.get(key);
  if (cached) return cached;
  const found = await lookUpSession(db, token, feature);
  if (found) resolvedSessions.set(key, found);
  return found;
}

/** Live sessions resolved in the last second; see session-cache.ts for when it is cleared. */
export const resolvedSessions = new SessionCache<SessionWithAccess>();

async function lookUpSession(db: Db, token: string, feature: FeatureId | null): Promise<SessionWithAccess | null> {
  // No feature asked: the permission row is not needed, so the join matches nothing.
  const permission = feature === null ? sql`false` : sql`p.feature_id = ${feature}`;
  const row = await firstRow<SessionWithAccess>(
    db,
    sql`SELECT s.id AS "sessionId", s.user_id AS "userId", s.club_id AS "clubId", u.username, cu.role,
               c.time_zone AS "timeZone", c.calling_code AS "callingCode",
               p.can_read AS "canRead", p.can_write AS "canWrite"
          FROM sessions s
          JOIN users u ON u.id = s.user_id
          JOIN club_users cu ON cu.user_id = s.user_id AND cu.club_id = s.club_id
          JOIN clubs c ON c.id = s.club_id
          LEFT JOIN user_permissions p ON p.club_id = s.club_id AND p.user_id = s.user_id AND ${permission}
         WHERE s.token_hash = ${hashToken(token)} AND s.revoked_at IS NULL AND s.expires_at > ${new Date()}
         LIMIT 1`,
  );
  return row ?? null;
}

/** Admins pass; others need the feature's permission row (write access satisfies read). */
export function hasAccess(session: SessionWithAccess, feature: FeatureId | null, access: Access): boolean {
  if (feature === null || session.role === 'admin') return true;
  return access === 'write' ? Boolean(session.canWrite) : Boolean(session.canRead || session.canWrite);
}

/** The session as routes see it, without the permission columns. */
export function sessionInfo({ canRead: _read, canWrite: _write, ...session }: SessionWithAccess): SessionInfo {
  return session;
}

function needsDeclaration(url: string): boolean {
  return isUnder(url, API_PREFIX) && url !== API_PREFIX && !isUnder(url, PUBLIC_PREFIX) && !isUnder(url, DOCS_PREFIX);
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
    const session = await findSession(app.db, request, feature ?? null);
    if (!session) return sendEnvelope(reply, 401, { requestStatus: 0, message: SESSION_EXPIRED_MESSAGE });
    if (!hasAccess(session, feature ?? null, access)) {
      return sendEnvelope(reply, 200, { requestStatus: -1, message: NO_PERMISSION_MESSAGE });
    }
    request.session = sessionInfo(session);
  });
});
