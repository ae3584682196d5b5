import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { baseReply } from '../../../contract/envelope';
import {
  MarketplaceMessages as M,
  createKeyReply,
  createKeyRequest,
  marketplaceKeysReply,
  revokeKeyRequest,
} from '../../../contract/marketplace';
import { requires } from '../../plugins/auth';
import { runWrite } from '../../core/run-write';
import { createKey, listKeys, revokeKey } from './keys';

/** /api/club/marketplace/keys: an admin creates (shown once), lists and revokes the club's keys (feature 19). */
export async function marketplaceKeyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const tags = ['marketplace'];
  const write = requires(Feature.clubSettings, 'write');

  app.get(
    '/club/marketplace/keys',
    { ...requires(Feature.clubSettings, 'read'), schema: { tags, response: { 200: marketplaceKeysReply } } },
    async (request) => ({
      requestStatus: 1 as const,
      keys: await listKeys(db, request.session.clubId),
    }),
  );

  app.post(
    '/club/marketplace/keys',
    { ...write, schema: { tags, body: createKeyRequest, response: { 200: createKeyReply } } },
    async (request) => {
      const { clubId, userId, username } = request.session;
      return runWrite(db, clubId, 'club/marketplace/keys', null, async (tx) => ({
        requestStatus: 1 as const,
        message: M.keyCreated,
        ...(await createKey(tx, clubId, request.body.name, { userId, name: username })),
      }));
    },
  );

  app.post(
    '/club/marketplace/keys/revoke',
    { ...write, schema: { tags, body: revokeKeyRequest, response: { 200: baseReply } } },
    async (request) => {
      const { clubId, userId, username } = request.session;
      return runWrite(db, clubId, 'club/marketplace/keys/revoke', null, async (tx) => {
        await revokeKey(tx, clubId, request.body.id, { userId, name: username });
        return { requestStatus: 1 as const, message: M.keyRevoked };
      });
    },
  );
}
