import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { baseReply, reply } from '../../../contract/envelope';
import { BookingMessages } from '../../../contract/booking';
import { BookingActionMessages } from '../../../contract/booking-actions';
import {
  MARKETPLACE_KEY_HEADER,
  MarketplaceMessages as M,
  marketplaceBookingReply,
  marketplaceBookingRequest,
  marketplaceCancelRequest,
  marketplaceRescheduleRequest,
} from '../../../contract/marketplace';
import { z } from 'zod';
import { publicRoute } from '../../plugins/auth';
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
export async function marketplaceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
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
  marketplaceEventRoutes(fastify, actor);
  /** The provider's own booking, or "not found" (desk bookings and other clubs' included). */
  const own = async (tx: Tx, clubId: number, bookingId: number) => {
    const b = await loadBooking(tx, clubId, bookingId);
    if (!b.isMarketplace) throw new BusinessError(BookingMessages.notFound);
    return b;
  };

  app.post(
    '/bookings',
    { ...publicRoute(), schema: { tags, security, body: marketplaceBookingRequest, response: { 200: marketplaceBookingReply } } },
    async (request) => {
      const a = actor(request);
      return runWrite(db, a.clubId, 'marketplace/bookings', idempotencyKey(request), async (tx) => {
        const made = await createMarketplaceBooking(tx, a, request.body, a.timeZone);
        return { requestStatus: 1 as const, message: M.booked, ...made };
      });
    },
  );

  app.post(
    '/bookings/cancel',
    {
      ...publicRoute(),
      schema: { tags, security, body: marketplaceCancelRequest, response: { 200: reply({ refund: z.number().optional() }) } },
    },
    async (request) => {
      const a = actor(request);
      return runWrite(db, a.clubId, 'marketplace/bookings/cancel', idempotencyKey(request), async (tx) => {
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
    },
  );

  app.post(
    '/bookings/reschedule',
    { ...publicRoute(), schema: { tags, security, body: marketplaceRescheduleRequest, response: { 200: baseReply } } },
    async (request) => {
      const a = actor(request);
      return runWrite(db, a.clubId, 'marketplace/bookings/reschedule', null, async (tx) => {
        const b = await own(tx, a.clubId, request.body.bookingId);
        if (!b.rescheduleEnabled) throw new BusinessError(M.rescheduleNotEnabled);
        await reschedule(tx, a, request.body, a.timeZone, false);
        return { requestStatus: 1 as const, message: BookingActionMessages.rescheduled };
      });
    },
  );
}
