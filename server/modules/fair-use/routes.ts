import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { FairUseMessages as M, NO_FAIR_USE_LIMITS, parseFairUseSave, type FairUseActivityLimits } from '../../../contract/fair-use';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { runWrite } from '../../core/run-write';
import { BusinessError } from '../../core/business-error';
import { findActivity } from '../../core/club-context';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { getClubSettings, updateFairUse } from '../club-settings/service';

/** Every activity of the club with its limits (blank = none), in the activities' order. */
async function listLimits(q: Queryable, clubId: number): Promise<FairUseActivityLimits[]> {
  const settings = await getClubSettings(q, clubId);
  const activities = await rows<{ id: number; name: string }>(
    q,
    sql`SELECT id, name FROM activities WHERE club_id = ${clubId} ORDER BY id`,
  );
  return activities.map((a) => ({ activityId: a.id, activityName: a.name, ...(settings.fairUse[String(a.id)] ?? NO_FAIR_USE_LIMITS) }));
}

/** /api/club/fair-use: each activity's fair-use limits, read and saved under Club Settings (feature 19). */
export async function fairUseRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.fairUse;
  const tags = ['settings'];

  route(app, e.list, { tags }, async (request) => ({ requestStatus: 1 as const, limits: await listLimits(db, request.session.clubId) }));

  route(app, e.save, { tags }, async (request, reply) => {
    const { clubId, userId, username } = request.session;
    // Every field as typed: the first bad one is refused by name, nothing is rounded or stored.
    const parsed = parseFairUseSave(request.body);
    if ('error' in parsed) {
      return reply.code(400).send({ requestStatus: 0, message: parsed.error, errors: [{ path: parsed.field, message: parsed.error }] });
    }
    return runWrite(db, clubId, writeScope(e.save), null, async (tx) => {
      // Another club's activity reads as not found (its id says nothing).
      if (!(await findActivity(tx, clubId, request.body.activityId))) throw new BusinessError(M.activityNotFound);
      const none = Object.values(parsed.limits).every((v) => v === null);
      await updateFairUse(tx, clubId, request.body.activityId, none ? null : parsed.limits, { userId, name: username });
      return { requestStatus: 1 as const, message: M.saved, limits: await listLimits(tx, clubId) };
    });
  });
}
