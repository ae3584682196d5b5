import type { FastifyInstance } from 'fastify';
import { CartMessages } from '../../../contract/cart';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { loadClub } from '../../core/club-context';
import { idempotencyKey, runWrite } from '../../core/run-write';
import { cartOwnerOf } from '../../core/hold-owner';
import { cartChangeBetween } from '../../../contract/cart-change';
import { renewHolds, renewMessage } from './renew-holds';
import { addExtra, addSlot, clearCart, readCart, removeExtra, removeSlot } from './service';
import { priceCartForCustomer } from './customer-price';

/**
 * /api/carting/*: the terminal's cart. A slot add answers with what changed (the cart is up to
 * cartMaxSlots lines); the other writes answer with the cart as it now stands.
 */
export async function cartRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.cart;
  const tags = ['cart'];

  route(app, e.details, { tags }, async (request) => ({
    requestStatus: 1 as const,
    cart: await readCart(db, request.session.clubId, cartOwnerOf(request.session)),
  }));

  route(app, e.slotAdd, { tags }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, writeScope(e.slotAdd), idempotencyKey(request), async (tx) => {
      const { addedId, before } = await addSlot(tx, clubId, owner, request.body);
      return {
        requestStatus: 1 as const,
        message: CartMessages.slotAdded,
        change: cartChangeBetween(before, await readCart(tx, clubId, owner), addedId),
      };
    });
  });

  route(app, e.slotRemove, { tags }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, writeScope(e.slotRemove), null, async (tx) => {
      await removeSlot(tx, clubId, owner, request.query.cartedSlotId);
      return { requestStatus: 1 as const, message: CartMessages.slotRemoved, cart: await readCart(tx, clubId, owner) };
    });
  });

  // The desk named the customer: member prices where they are a member at the slot's date (ADR 0075).
  route(app, e.customer, { tags }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, writeScope(e.customer), null, async (tx) => {
      const message = await priceCartForCustomer(tx, await loadClub(tx, clubId), owner, request.body);
      return { requestStatus: 1 as const, message, cart: await readCart(tx, clubId, owner) };
    });
  });

  route(app, e.clear, { tags }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, writeScope(e.clear), null, async (tx) => {
      await clearCart(tx, clubId, owner);
      return { requestStatus: 1 as const, message: CartMessages.cartCleared, cart: await readCart(tx, clubId, owner) };
    });
  });

  // "Hold again": expired holds re-taken where still free, the others dropped (see renewHolds).
  route(app, e.holdsRenew, { tags }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, writeScope(e.holdsRenew), null, async (tx) => {
      const outcome = await renewHolds(tx, await loadClub(tx, clubId), owner);
      return { requestStatus: 1 as const, message: renewMessage(outcome), cart: await readCart(tx, clubId, owner) };
    });
  });

  route(app, e.extraAdd, { tags }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, writeScope(e.extraAdd), idempotencyKey(request), async (tx) => {
      await addExtra(tx, clubId, owner, request.body);
      return { requestStatus: 1 as const, message: CartMessages.extraAdded, cart: await readCart(tx, clubId, owner) };
    });
  });

  route(app, e.extraRemove, { tags }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, writeScope(e.extraRemove), null, async (tx) => {
      await removeExtra(tx, clubId, owner, request.query.cartedExtraId);
      return { requestStatus: 1 as const, message: CartMessages.extraRemoved, cart: await readCart(tx, clubId, owner) };
    });
  });
}
