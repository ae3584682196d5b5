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
import { useKey } from './keys';
import { createMarketplaceBooking, soldBy } from './book';
import { marketplaceEventRoutes } from './events';
import { addEntry } from '../waitlist/entries';
import { WaitlistMessages } from '../../../contract/waitlist';

const MARKETPLACE = 'marketplace';

function keyOf(request: FastifyRequest): string {
  const header = request.headers[MARKETPLACE_KEY_HEADER];
  if (typeof header === 'string') return header.trim();
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return bearer ? bearer[1] : '';
}

/** Who calls: the key's club and the key itself (its id scopes bookings and stored replies). */
export type KeyActor = BookingActor & { timeZone: string; keyId: number };

/**
 * /api/marketplace/*: the provider's API, authenticated by a per-club API key (header
 * X-Api-Key). A key acts only on the bookings it sold (ADR 0070); the club is the key's club;
 * each key is held to its requests per minute (429 with Retry-After beyond it).
 */
export async function marketplaceRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.marketplace;
  const security = [{ marketplaceKey: [] }];
  const tags = ['marketplace'];
  const actors = new WeakMap<FastifyRequest, KeyActor>();

  app.addHook('preHandler', async (request, replyTo) => {
    const use = await useKey(db, keyOf(request));
    if (use === null) return replyTo.code(401).send({ requestStatus: 0, message: M.invalidKey });
    if (use.hits > use.perMinute) {
      return replyTo.code(429).header('retry-after', String(use.retryAfter)).send({ requestStatus: 0, message: M.tooManyRequests });
    }
    const { clubId, keyId } = use;
    const club = await firstRow<{ timeZone: string }>(db, sql`SELECT time_zone AS "timeZone" FROM clubs WHERE id = ${clubId}`);
    actors.set(request, { clubId, keyId, userId: null, name: MARKETPLACE, place: MARKETPLACE, timeZone: club?.timeZone ?? 'Asia/Kolkata' });
  });
  const actor = (request: FastifyRequest) => actors.get(request)!;
  marketplaceEventRoutes(app, actor);
  /**
   * A booking this key sold, or "not found": desk bookings, another key's and other clubs' all
   * read the same, so a key cannot probe which booking ids exist (ADR 0070).
   */
  const own = async (tx: Tx, a: KeyActor, bookingId: number) => {
    if (!(await soldBy(tx, a.clubId, a.keyId, bookingId))) throw new BusinessError(BookingMessages.notFound);
    return loadBooking(tx, a.clubId, bookingId);
  };

  route(app, e.book, { tags, schema: { security } }, async (request) => {
    const a = actor(request);
    return runWrite(db, a.clubId, writeScope(e.book), idempotencyKey(request, a.keyId), async (tx) => {
      const made = await createMarketplaceBooking(tx, a, request.body, a.timeZone);
      return { requestStatus: 1 as const, message: M.booked, ...made };
    });
  });

  route(app, e.cancel, { tags, schema: { security, response: { 200: reply({ refund: z.number().optional() }) } } }, async (request) => {
    const a = actor(request);
    return runWrite(db, a.clubId, writeScope(e.cancel), idempotencyKey(request, a.keyId), async (tx) => {
      await own(tx, a, request.body.bookingId);
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
      const b = await own(tx, a, request.body.bookingId);
      if (!b.rescheduleEnabled) throw new BusinessError(M.rescheduleNotEnabled);
      await reschedule(tx, a, request.body, a.timeZone, false);
      return { requestStatus: 1 as const, message: BookingActionMessages.rescheduled };
    });
  });

  // The provider's customer joins the waitlist of a taken slot; an offer reaches them by SMS/e-mail (ADR 0080).
  route(app, e.waitlist, { tags, schema: { security } }, async (request) => {
    const a = actor(request);
    return runWrite(db, a.clubId, writeScope(e.waitlist), idempotencyKey(request, a.keyId), async (tx) => ({
      requestStatus: 1 as const,
      message: WaitlistMessages.added,
      entryId: await addEntry(tx, a.clubId, { userId: null, name: a.name }, 'marketplace', request.body),
    }));
  });
}
