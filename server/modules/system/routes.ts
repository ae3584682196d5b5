import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { failureReply } from '../../../contract/session';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { pendingMigrations } from '../../db/migrate';

export const DATABASE_UNAVAILABLE_MESSAGE = 'Database unavailable';
export const MIGRATIONS_PENDING_MESSAGE = 'Database migrations pending';

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

  // Readiness, apart from liveness: a process whose database is down or behind the code's
  // migrations stays alive (it recovers by itself) but should get no traffic from the proxy.
  route(app, endpoints.system.ready, { tags: ['system'], schema: { response: { 503: failureReply } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    let state: Awaited<ReturnType<typeof pendingMigrations>>;
    try {
      state = await pendingMigrations(app.db);
    } catch (err) {
      request.log.error({ err }, 'readiness check: database unavailable');
      return reply.code(503).send({ requestStatus: 0, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    if (state.pending.length > 0) {
      return reply.code(503).send({ requestStatus: 0, message: `${MIGRATIONS_PENDING_MESSAGE}: ${state.pending.join(', ')}` });
    }
    return { requestStatus: 1 as const, migrations: state.applied };
  });
}
