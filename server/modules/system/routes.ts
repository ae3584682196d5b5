import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { failureReply } from '../../../contract/session';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';

export const DATABASE_UNAVAILABLE_MESSAGE = 'Database unavailable';

/** /api/public/health: the console's heartbeat; also proves the database answers. */
export async function systemRoutes(app: FastifyInstance) {
  route(app, endpoints.system.health, { tags: ['system'], schema: { response: { 503: failureReply } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      return reply.code(503).send({ requestStatus: 0, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    return { requestStatus: 1 as const, time: new Date().toISOString() };
  });
}
