import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sendEnvelope } from './errors';
import type { Access, FeatureId } from '../../contract/features';
import { NO_PERMISSION_MESSAGE } from '../../contract/envelope';
import { hashToken } from '../lib/tokens';
import type { Db } from '../db/client';
import { firstRow } from '../db/rows';
import { SessionCache } from './session-cache';
import { needsTouch, sessionEndAt, sessionEndMessage, TOUCH_EVERY_MS, type SessionEnd } from './session-lifetime';
import { canonicalQuery, DownloadTicketMessages } from '../../contract/download-ticket';
import { TICKET_SCHEME } from '../../contract/ticket-scheme';
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

type CredentialKind = 'bearer' | 'ticket';

/** The Authorization header's token and its scheme: a session's Bearer or a download Ticket. */
function credentialOf(request: FastifyRequest): { kind: CredentialKind; token: string } | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^(Bearer|Ticket)\s+(\S+)\s*$/i.exec(header);
  if (!match || match[2].length > 200) return null;
  return { kind: match[1].toLowerCase() === TICKET_SCHEME.toLowerCase() ? 'ticket' : 'bearer', token: match[2] };
}

/** A live session plus the user's permission row for one feature (absent = none). */
export interface SessionWithAccess extends SessionInfo {
  canRead: boolean | null;
  canWrite: boolean | null;
}

/** What a credential came to: a live session, or the 401 message saying why not. */
export type SessionLookup = { session: SessionWithAccess } | { refused: string };

/**
 * Resolves the bearer token of a request to a live session, or null. The permission row of
 * `feature` comes back in the same query: every request costs one round trip, not two.
 * A download ticket is not a bearer token: only the request hook reads tickets.
 */
export async function findSession(db: Db, request: FastifyRequest, feature: FeatureId | null = null): Promise<SessionWithAccess | null> {
  const credential = credentialOf(request);
  if (credential?.kind !== 'bearer') return null;
  const found = await bearerSession(db, credential.token, feature);
  return 'session' in found ? found.session : null;
}

/** Live sessions resolved in the last second; see session-cache.ts for when it is cleared. */
export const resolvedSessions = new SessionCache<SessionWithAccess>();

async function bearerSession(db: Db, token: string, feature: FeatureId | null): Promise<SessionLookup> {
  const key = `${feature ?? '-'}:${hashToken(token)}`;
  const cached = resolvedSessions.get(key);
  if (cached) return { session: cached };
  const found = await lookUpSession(db, sql`s.token_hash = ${hashToken(token)}`, feature);
  if ('session' in found) resolvedSessions.set(key, found.session);
  return found;
}

/**
 * A download ticket (ADR 0069) acts once as the session that asked for it, only on the one URL
 * it was made for and only within its minute: taking it and checking all that is one UPDATE, so
 * two requests racing with one ticket cannot both get the file.
 */
async function ticketSession(db: Db, request: FastifyRequest, ticket: string, feature: FeatureId | null): Promise<SessionLookup> {
  const [path, query = ''] = request.url.split(/\?(.*)/s, 2);
  const now = new Date();
  const taken = await firstRow<{ sessionId: number }>(
    db,
    sql`UPDATE download_tickets SET used_at = ${now}
         WHERE token_hash = ${hashToken(ticket)} AND used_at IS NULL AND expires_at > ${now}
           AND path = ${path} AND query = ${canonicalQuery(query)}
     RETURNING session_id AS "sessionId"`,
  );
  if (!taken) return { refused: DownloadTicketMessages.refused };
  return lookUpSession(db, sql`s.id = ${taken.sessionId}`, feature);
}

interface SessionRow extends SessionWithAccess {
  createdAt: Date;
  lastUsedAt: Date;
  revokedAt: Date | null;
  endedReason: SessionEnd | null;
  config: unknown;
}

async function lookUpSession(db: Db, which: SQL, feature: FeatureId | null): Promise<SessionLookup> {
  // No feature asked: the permission row is not needed, so the join matches nothing.
  const permission = feature === null ? sql`false` : sql`p.feature_id = ${feature}`;
  const now = new Date();
  const row = await firstRow<SessionRow>(
    db,
    sql`SELECT s.id AS "sessionId", s.user_id AS "userId", s.club_id AS "clubId", u.username, u.language, cu.role,
               c.time_zone AS "timeZone", c.calling_code AS "callingCode",
               p.can_read AS "canRead", p.can_write AS "canWrite",
               s.created_at AS "createdAt", s.last_used_at AS "lastUsedAt", s.revoked_at AS "revokedAt",
               s.ended_reason AS "endedReason", c.config
          FROM sessions s
          JOIN users u ON u.id = s.user_id
          JOIN club_users cu ON cu.user_id = s.user_id AND cu.club_id = s.club_id
          JOIN clubs c ON c.id = s.club_id
          LEFT JOIN user_permissions p ON p.club_id = s.club_id AND p.user_id = s.user_id AND ${permission}
         WHERE ${which} AND s.expires_at > ${now}
         LIMIT 1`,
  );
  if (!row) return { refused: SESSION_EXPIRED_MESSAGE };
  const { createdAt, lastUsedAt, revokedAt, endedReason, config, ...session } = row;
  if (revokedAt) return { refused: endedReason ? sessionEndMessage(endedReason, config) : SESSION_EXPIRED_MESSAGE };
  const times = { createdAt: new Date(createdAt), lastUsedAt: new Date(lastUsedAt), config };
  const ended = sessionEndAt(times, now.getTime());
  if (ended) {
    // Ended for good: raising the club's limit later does not bring it back.
    await db.execute(
      sql`UPDATE sessions SET revoked_at = ${now}, ended_reason = ${ended} WHERE id = ${session.sessionId} AND revoked_at IS NULL`,
    );
    return { refused: sessionEndMessage(ended, config) };
  }
  if (needsTouch(times.lastUsedAt, now.getTime())) {
    // The condition keeps several processes (or racing requests) from writing it more than once.
    await db.execute(
      sql`UPDATE sessions SET last_used_at = ${now}
           WHERE id = ${session.sessionId} AND last_used_at <= ${new Date(now.getTime() - TOUCH_EVERY_MS)}`,
    );
  }
  return { session };
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
    // Typed as JSON: the console and the /download page read the reason only from a JSON reply.
    const refuse = (message: string) => sendEnvelope(reply, 401, { requestStatus: 0, message });
    const credential = credentialOf(request);
    if (!credential) return refuse(SESSION_EXPIRED_MESSAGE);
    const found =
      credential.kind === 'ticket'
        ? await ticketSession(app.db, request, credential.token, feature ?? null)
        : await bearerSession(app.db, credential.token, feature ?? null);
    if ('refused' in found) return refuse(found.refused);
    const { session } = found;
    if (!hasAccess(session, feature ?? null, access)) {
      return sendEnvelope(reply, 200, { requestStatus: -1, message: NO_PERMISSION_MESSAGE });
    }
    request.session = sessionInfo(session);
  });
});
