import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AvailabilityMessages } from '../../../contract/availability';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { failure } from '../../core/business-error';
import { findActivity } from '../../core/club-context';
import { toMajor } from '../../core/money';

/** Active add-ons: the club-wide ones (activityId null) or those of one activity. */
async function listExtras(q: Queryable, clubId: number, activityId: number | null) {
  const list = await rows<{
    extraId: number;
    name: string;
    priceMinor: number;
    isRent: boolean;
    quantity: number;
    activityId: number | null;
  }>(
    q,
    sql`SELECT id AS "extraId", name, price_minor AS "priceMinor", is_rent AS "isRent", quantity, activity_id AS "activityId"
        FROM club_extras
        WHERE club_id = ${clubId} AND is_active AND ${activityId === null ? sql`activity_id IS NULL` : sql`activity_id = ${activityId}`}
        ORDER BY name, id`,
  );
  return list.map(({ priceMinor, ...e }) => ({ ...e, price: toMajor(priceMinor) }));
}

export async function extrasRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.extras;
  const tags = ['cart'];

  route(app, e.forSlot, { tags }, async (request) => {
    const { clubId } = request.session;
    if (!(await findActivity(db, clubId, request.query.activityId))) return failure(AvailabilityMessages.activityNotFound);
    return { requestStatus: 1 as const, extras: await listExtras(db, clubId, request.query.activityId) };
  });

  route(app, e.club, { tags }, async (request) => ({
    requestStatus: 1 as const,
    extras: await listExtras(db, request.session.clubId, null),
  }));
}
