import type { FastifyInstance } from 'fastify';
import { ACTIVITY_NOT_FOUND_MESSAGE } from '../../../contract/catalog';
import { PAYMENT_MODE_NAMES, TRANSACTION_TYPE_NAMES } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { findActivity, listActivities, listCourts } from './repository';

function codeList(names: Record<number, string>) {
  return Object.entries(names)
    .map(([code, name]) => ({ code: Number(code), name }))
    .sort((a, b) => a.code - b.code);
}

/** /api: activities, courts and the payment/transaction code tables the console mirrors. */
export async function catalogRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.catalog;
  const tags = ['catalog'];

  route(app, e.activities, { tags }, async (request) => ({
    requestStatus: 1 as const,
    activities: await listActivities(db, request.session.clubId),
  }));

  route(app, e.transactionCodes, { tags }, async () => ({
    requestStatus: 1 as const,
    modes: codeList(PAYMENT_MODE_NAMES),
    types: codeList(TRANSACTION_TYPE_NAMES),
  }));

  route(app, e.courtDetails, { tags }, async (request) => {
    const { clubId } = request.session;
    const { activityId } = request.query;
    // Another club's activity answers exactly like a missing one.
    if (!(await findActivity(db, clubId, activityId))) return { requestStatus: 0 as const, message: ACTIVITY_NOT_FOUND_MESSAGE };
    return { requestStatus: 1 as const, courtList: await listCourts(db, clubId, activityId) };
  });
}
