import type { FastifyInstance } from 'fastify';
import { CheckoutMessages } from '../../../contract/checkout';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { loadClub } from '../../core/club-context';
import { readCart } from '../cart/service';
import { cartOwnerOf } from '../../core/hold-owner';
import { applyDiscount, redeemCredits, resetCredits, resetDiscount } from './adjustments';
import { createBooking } from './booking-service';
import { idempotencyKey, runWrite } from '../../core/run-write';

/** /api: discount and credits on the cart and POST /booking (details: modules/bookings). */
export async function checkoutRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.checkout;
  const tags = ['checkout'];

  route(app, e.discountApply, { tags }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, writeScope(e.discountApply), null, async (tx) => {
      await applyDiscount(tx, await loadClub(tx, clubId), owner, request.body.discountAmount);
      return { requestStatus: 1 as const, message: CheckoutMessages.discountApplied, cart: await readCart(tx, clubId, owner) };
    });
  });

  route(app, e.discountReset, { tags }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, writeScope(e.discountReset), null, async (tx) => {
      await resetDiscount(tx, clubId, owner);
      return { requestStatus: 1 as const, message: CheckoutMessages.discountReset, cart: await readCart(tx, clubId, owner) };
    });
  });

  route(app, e.creditsRedeem, { tags }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, writeScope(e.creditsRedeem), null, async (tx) => {
      const refused = await redeemCredits(tx, await loadClub(tx, clubId), owner, { ...request.body }, app.settings.memberPin);
      if (refused) return failure(refused);
      return { requestStatus: 1 as const, message: CheckoutMessages.creditsRedeemed, cart: await readCart(tx, clubId, owner) };
    });
  });

  route(app, e.creditsReset, { tags }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, writeScope(e.creditsReset), null, async (tx) => {
      await resetCredits(tx, clubId, owner);
      return { requestStatus: 1 as const, message: CheckoutMessages.creditsReset, cart: await readCart(tx, clubId, owner) };
    });
  });

  route(app, e.book, { tags }, async (request) => {
    const { clubId, userId, username, sessionId, role } = request.session;
    // A refusal (the form's rules included, checked in the transaction) rolls everything back;
    // the booking's change_log rows commit with it (the day caches and live feed follow them).
    return runWrite(db, clubId, writeScope(e.book), idempotencyKey(request), async (tx) => {
      const bookingId = await createBooking(tx, clubId, { userId, username, sessionId, isAdmin: role === 'admin' }, request.body);
      return { requestStatus: 1 as const, message: CheckoutMessages.bookingCreated, bookingId };
    });
  });
}
