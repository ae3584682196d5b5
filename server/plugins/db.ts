import fp from 'fastify-plugin';
import type { Db, DbHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle database (PGlite or PostgreSQL: same queries). */
    db: Db;
    /** The handle: raw query(), withConnection(), kind. */
    dbHandle: DbHandle;
  }
}

export const dbPlugin = fp<{ handle: DbHandle }>(async (app, { handle }) => {
  app.decorate('db', handle.db);
  app.decorate('dbHandle', handle);
});
