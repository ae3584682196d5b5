import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import {
  CashCloseMessages,
  closeListQuery,
  closeListReply,
  closeShiftBody,
  closeShiftReply,
  currentShiftReply,
} from '../../../contract/cash-close';
import { toMinorUnits } from '../../../contract/money-round';
import { requires } from '../../plugins/auth';
import { InputError } from '../../core/input-error';
import { checkRange } from '../utilisation/range';
import { listCloses } from './list';
import { closeShift, currentShift, lastClose } from './service';

/**
 * /api/cash-close (ADR 0035): a person's own shift needs the Booking Calendar (feature 3, where
 * desk money is taken) — read to see it, write to close it; every close of the club needs Reports.
 */
export async function cashCloseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;

  app.get(
    '/cash-close/current',
    { ...requires(Feature.bookingCalendar, 'read'), schema: { tags: ['cash-close'], response: { 200: currentShiftReply } } },
    async (request) => {
      const { clubId, userId, username } = request.session;
      const closer = { clubId, userId, username };
      const [shift, last] = await Promise.all([currentShift(db, closer), lastClose(db, closer)]);
      return { requestStatus: 1 as const, shift, lastClose: last };
    },
  );

  app.post(
    '/cash-close',
    {
      ...requires(Feature.bookingCalendar, 'write'),
      schema: { tags: ['cash-close'], body: closeShiftBody, response: { 200: closeShiftReply } },
    },
    async (request) => {
      const { clubId, userId, username } = request.session;
      const { countedCash, remarks } = request.body;
      const close = await db.transaction((tx) => closeShift(tx, { clubId, userId, username }, toMinorUnits(countedCash), remarks || null));
      return { requestStatus: 1 as const, message: CashCloseMessages.closed, close };
    },
  );

  app.get(
    '/cash-close/list',
    {
      ...requires(Feature.reports, 'read'),
      schema: { tags: ['cash-close'], querystring: closeListQuery, response: { 200: closeListReply } },
    },
    async (request) => {
      const { clubId, timeZone } = request.session;
      const q = request.query;
      if (q.toDate < q.fromDate) throw new InputError('toDate', 'must not be before fromDate');
      checkRange(q.fromDate, q.toDate, 'toDate');
      return { requestStatus: 1 as const, ...(await listCloses(db, clubId, timeZone, q)) };
    },
  );
}
