import type { FastifyInstance } from 'fastify';
import { SyncMessages } from '../../../contract/sync';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { runWrite } from '../../core/run-write';
import { checkAndRepair, sanityMessage } from './sanity';

/** /api: Sync Availability — check the club's court time, repair it, make every desk refresh (feature 19). */
export async function syncRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.sync.sanity;

  route(app, e, { tags: ['sync'] }, async (request) => {
    const { clubId, timeZone } = request.session;
    return runWrite(db, clubId, writeScope(e), null, async (tx) => {
      const findings = await checkAndRepair(tx, clubId, timeZone);
      return { requestStatus: 1 as const, message: sanityMessage(findings, SyncMessages.clean, SyncMessages.found), findings };
    });
  });
}
