import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { reply } from '../../../contract/envelope';
import { BookingMessages } from '../../../contract/booking';
import { BookingActionMessages } from '../../../contract/booking-actions';
import { MARKETPLACE_KEY_HEADER, MarketplaceMessages as M } from '../../../contract/marketplace';
import { endpoints } from '../../../contract/endpoint-table';
import { z } from 'zod';
import { route, writeScope } from '../../plugins/route';
import { firstRow } from '../../db/rows';
import type { Tx } from '../../db/client';
import { BusinessError } from '../../core/business-error';
import { idempotencyKey, runWrite } from '../../core/run-write';
import { cancelBooking } from '../bookings/cancel';
import { reschedule } from '../bookings/reschedule';
import { loadBooking } from '../../ledger/booking-row';
import type { BookingActor } from '../../core/actor';
import { toMajor } from '../../core/money';
import { clubOfKey } from './keys';
import { createMarketplaceBooking } from './book';
import { marketplaceEventRoutes } from './events';

const MARKETPLACE = 'marketplace';

function keyOf(request: FastifyRequest): string {
  const header = request.headers[MARKETPLACE_KEY_HEADER];
  if (typeof header === 'string') return header.trim();
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return bearer ? bearer[1] : '';
}

/**
 * /api/marketplace/*: the provider's API, authenticated by a per-club API key (header
 * X-Api-Key). It acts only on its own (marketplace) bookings; the club is the key's club.
 */
export async function marketplaceRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.marketplace;
  const security = [{ marketplaceKey: [] }];
  const tags = ['marketplace'];
  const actors = new WeakMap<FastifyRequest, BookingActor & { timeZone: string }>();

  app.addHook('preHandler', async (request, replyTo) => {
    const clubId = await clubOfKey(db, keyOf(request));
    if (clubId === null) return replyTo.code(401).send({ requestStatus: 0, message: M.invalidKey });
    const club = await firstRow<{ timeZone: string }>(db, sql`SELECT time_zone AS "timeZone" FROM clubs WHERE id = ${clubId}`);
    actors.set(request, { clubId, userId: null, name: MARKETPLACE, place: MARKETPLACE, timeZone: club?.timeZone ?? 'Asia/Kolkata' });
  });
  const actor = (request: FastifyRequest) => actors.get(request)!;
  marketplaceEventRoutes(app, actor);
  /** The provider's own booking, or "not found" (desk bookings and other clubs' included). */
  const own = async (tx: Tx, clubId: number, bookingId: number) => {
    const b = await loadBooking(tx, clubId, bookingId);
    if (!b.isMarketplace) throw new BusinessError(BookingMessages.notFound);
    return b;
  };

  route(app, e.book, { tags, schema: { security } }, async (request) => {
    const a = actor(request);
    return runWrite(db, a.clubId, writeScope(e.book), idempotencyKey(request), async (tx) => {
      const made = await createMarketplaceBooking(tx, a, request.body, a.timeZone);
      return { requestStatus: 1 as const, message: M.booked, ...made };
    });
  });

  route(app, e.cancel, { tags, schema: { security, response: { 200: reply({ refund: z.number().optional() }) } } }, async (request) => {
    const a = actor(request);
    return runWrite(db, a.clubId, writeScope(e.cancel), idempotencyKey(request), async (tx) => {
      await own(tx, a.clubId, request.body.bookingId);
      // The provider refunds its customer as per the club's policy; the row says 'Other'.
      const refund = await cancelBooking(
        tx,
        a,
        {
          bookingId: request.body.bookingId,
          refundType: 2,
          refundMode: 3,
          marketplaceCancelRemarks: request.body.remarks,
          sendSMS: false,
        },
        a.timeZone,
        true,
      );
      return { requestStatus: 1 as const, message: BookingActionMessages.cancelDone, refund: toMajor(refund) };
    });
  });

  route(app, e.reschedule, { tags, schema: { security } }, async (request) => {
    const a = actor(request);
    return runWrite(db, a.clubId, writeScope(e.reschedule), null, async (tx) => {
      const b = await own(tx, a.clubId, request.body.bookingId);
      if (!b.rescheduleEnabled) throw new BusinessError(M.rescheduleNotEnabled);
      await reschedule(tx, a, request.body, a.timeZone, false);
      return { requestStatus: 1 as const, message: BookingActionMessages.rescheduled };
    });
  });
}
