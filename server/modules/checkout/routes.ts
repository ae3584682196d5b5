import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import {
  CheckoutMessages,
  cartAdjustReply,
  checkoutReply,
  checkoutRequest,
  creditsRedeemRequest,
  discountApplyRequest,
} from '../../../contract/checkout';
import { requires } from '../../plugins/auth';
import { failure } from '../../core/business-error';
import { loadClub } from '../../core/club-context';
import { readCart } from '../cart/service';
import { cartOwnerOf } from '../../core/hold-owner';
import { applyDiscount, redeemCredits, resetCredits, resetDiscount } from './adjustments';
import { createBooking } from './booking-service';
import { idempotencyKey, runWrite } from '../../core/run-write';

/** /api: discount and credits on the cart and POST /booking (details: modules/bookings). */
export async function checkoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const write = requires(Feature.bookingCalendar, 'write');
  const response = { 200: cartAdjustReply };

  app.post('/club/discount/apply', { ...write, schema: { tags: ['checkout'], body: discountApplyRequest, response } }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, 'club/discount/apply', null, async (tx) => {
      await applyDiscount(tx, await loadClub(tx, clubId), owner, request.body.discountAmount);
      return { requestStatus: 1 as const, message: CheckoutMessages.discountApplied, cart: await readCart(tx, clubId, owner) };
    });
  });

  app.post('/club/discount/reset', { ...write, schema: { tags: ['checkout'], response } }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, 'club/discount/reset', null, async (tx) => {
      await resetDiscount(tx, clubId, owner);
      return { requestStatus: 1 as const, message: CheckoutMessages.discountReset, cart: await readCart(tx, clubId, owner) };
    });
  });

  app.post('/club/credits/redeem', { ...write, schema: { tags: ['checkout'], body: creditsRedeemRequest, response } }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, 'club/credits/redeem', null, async (tx) => {
      const refused = await redeemCredits(tx, await loadClub(tx, clubId), owner, { ...request.body }, fastify.settings.memberPin);
      if (refused) return failure(refused);
      return { requestStatus: 1 as const, message: CheckoutMessages.creditsRedeemed, cart: await readCart(tx, clubId, owner) };
    });
  });

  app.post('/club/credits/reset', { ...write, schema: { tags: ['checkout'], response } }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, 'club/credits/reset', null, async (tx) => {
      await resetCredits(tx, clubId, owner);
      return { requestStatus: 1 as const, message: CheckoutMessages.creditsReset, cart: await readCart(tx, clubId, owner) };
    });
  });

  app.post(
    '/booking',
    { ...write, schema: { tags: ['checkout'], body: checkoutRequest, response: { 200: checkoutReply } } },
    async (request) => {
      const { clubId, userId, username, sessionId } = request.session;
      // A refusal (the form's rules included, checked in the transaction) rolls everything back;
      // the booking's change_log rows commit with it (the day caches and live feed follow them).
      return runWrite(db, clubId, 'booking', idempotencyKey(request), async (tx) => {
        const bookingId = await createBooking(tx, clubId, { userId, username, sessionId }, request.body);
        return { requestStatus: 1 as const, message: CheckoutMessages.bookingCreated, bookingId };
      });
    },
  );
}
