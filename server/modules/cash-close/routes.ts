import type { FastifyInstance } from 'fastify';
import { CashCloseMessages } from '../../../contract/cash-close';
import { endpoints } from '../../../contract/endpoint-table';
import { toMinorUnits } from '../../../contract/money-round';
import { route } from '../../plugins/route';
import { InputError } from '../../core/input-error';
import { checkRange } from '../utilisation/range';
import { listCloses } from './list';
import { closeShift, currentShift, lastClose } from './service';

/**
 * /api/cash-close (ADR 0035): a person's own shift needs the Booking Calendar (feature 3, where
 * desk money is taken) — read to see it, write to close it; every close of the club needs Reports.
 */
export async function cashCloseRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.cashClose;
  const tags = ['cash-close'];

  route(app, e.current, { tags }, async (request) => {
    const { clubId, userId, username } = request.session;
    const closer = { clubId, userId, username };
    const [shift, last] = await Promise.all([currentShift(db, closer), lastClose(db, closer)]);
    return { requestStatus: 1 as const, shift, lastClose: last };
  });

  route(app, e.close, { tags }, async (request) => {
    const { clubId, userId, username } = request.session;
    const { countedCash, remarks } = request.body;
    const close = await db.transaction((tx) => closeShift(tx, { clubId, userId, username }, toMinorUnits(countedCash), remarks || null));
    return { requestStatus: 1 as const, message: CashCloseMessages.closed, close };
  });

  route(app, e.list, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    const q = request.query;
    if (q.toDate < q.fromDate) throw new InputError('toDate', 'must not be before fromDate');
    checkRange(q.fromDate, q.toDate, 'toDate');
    return { requestStatus: 1 as const, ...(await listCloses(db, clubId, timeZone, q)) };
  });
}
