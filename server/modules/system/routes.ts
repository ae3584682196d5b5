import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthReply, failureReply } from '../../../contract/session';

export const DATABASE_UNAVAILABLE_MESSAGE = 'Database unavailable';

/** /api/public/health: the console's heartbeat; also proves the database answers. */
export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { schema: { tags: ['system'], response: { 200: healthReply, 503: failureReply } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await fastify.db.execute(sql`select 1`);
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      return reply.code(503).send({ requestStatus: 0, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    return { requestStatus: 1 as const, time: new Date().toISOString() };
  });
}
