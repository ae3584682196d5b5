import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import {
  ACTIVITY_NOT_FOUND_MESSAGE,
  activitiesReply,
  courtDetailsQuery,
  courtDetailsReply,
  transactionCodesReply,
} from '../../../contract/catalog';
import { PAYMENT_MODE_NAMES, TRANSACTION_TYPE_NAMES } from '../../../contract/codes';
import { requires } from '../../plugins/auth';
import { findActivity, listActivities, listCourts } from './repository';

function codeList(names: Record<number, string>) {
  return Object.entries(names)
    .map(([code, name]) => ({ code: Number(code), name }))
    .sort((a, b) => a.code - b.code);
}

/** /api: activities, courts and the payment/transaction code tables the console mirrors. */
export async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;

  app.get('/activities', { ...requires(null), schema: { tags: ['catalog'], response: { 200: activitiesReply } } }, async (request) => ({
    requestStatus: 1 as const,
    activities: await listActivities(db, request.session.clubId),
  }));

  app.get(
    '/transaction/codes',
    { ...requires(null), schema: { tags: ['catalog'], response: { 200: transactionCodesReply } } },
    async () => ({ requestStatus: 1 as const, modes: codeList(PAYMENT_MODE_NAMES), types: codeList(TRANSACTION_TYPE_NAMES) }),
  );

  app.get(
    '/court/details',
    {
      ...requires(Feature.bookingCalendar, 'read'),
      schema: { tags: ['catalog'], querystring: courtDetailsQuery, response: { 200: courtDetailsReply } },
    },
    async (request) => {
      const { clubId } = request.session;
      const { activityId } = request.query;
      // Another club's activity answers exactly like a missing one.
      if (!(await findActivity(db, clubId, activityId))) return { requestStatus: 0 as const, message: ACTIVITY_NOT_FOUND_MESSAGE };
      return { requestStatus: 1 as const, courtList: await listCourts(db, clubId, activityId) };
    },
  );
}
