import type { FastifyInstance } from 'fastify';
import { MarketplaceMessages as M } from '../../../contract/marketplace';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { runWrite } from '../../core/run-write';
import { createKey, listKeys, revokeKey, setKeyLimit } from './keys';

/** /api/club/marketplace/keys: an admin creates (shown once), lists, limits and revokes the club's keys (feature 19). */
export async function marketplaceKeyRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.marketplace;
  const tags = ['marketplace'];

  route(app, e.keys, { tags }, async (request) => ({
    requestStatus: 1 as const,
    keys: await listKeys(db, request.session.clubId),
  }));

  route(app, e.createKey, { tags }, async (request) => {
    const { clubId, userId, username } = request.session;
    return runWrite(db, clubId, writeScope(e.createKey), null, async (tx) => ({
      requestStatus: 1 as const,
      message: M.keyCreated,
      ...(await createKey(tx, clubId, request.body, { userId, name: username })),
    }));
  });

  route(app, e.revokeKey, { tags }, async (request) => {
    const { clubId, userId, username } = request.session;
    return runWrite(db, clubId, writeScope(e.revokeKey), null, async (tx) => {
      await revokeKey(tx, clubId, request.body.id, { userId, name: username });
      return { requestStatus: 1 as const, message: M.keyRevoked };
    });
  });

  route(app, e.keyLimit, { tags }, async (request) => {
    const { clubId, userId, username } = request.session;
    return runWrite(db, clubId, writeScope(e.keyLimit), null, async (tx) => {
      await setKeyLimit(tx, clubId, request.body.id, request.body.perMinute, { userId, name: username });
      return { requestStatus: 1 as const, message: M.limitSaved };
    });
  });
}
