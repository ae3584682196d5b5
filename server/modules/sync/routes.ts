import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { SyncMessages, sanityReply } from '../../../contract/sync';
import { requires } from '../../plugins/auth';
import { runWrite } from '../../core/run-write';
import { checkAndRepair, sanityMessage } from './sanity';

/** /api: Sync Availability — check the club's court time, repair it, make every desk refresh (feature 19). */
export async function syncRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;

  app.post(
    '/availability/sanity',
    { ...requires(Feature.clubSettings, 'write'), schema: { tags: ['sync'], response: { 200: sanityReply } } },
    async (request) => {
      const { clubId, timeZone } = request.session;
      return runWrite(db, clubId, 'availability/sanity', null, async (tx) => {
        const findings = await checkAndRepair(tx, clubId, timeZone);
        return { requestStatus: 1 as const, message: sanityMessage(findings, SyncMessages.clean, SyncMessages.found), findings };
      });
    },
  );
}
