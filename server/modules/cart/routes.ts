import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import {
  CartMessages,
  cartExtraAddRequest,
  cartExtraRemoveQuery,
  cartAddReply,
  cartReply,
  cartSlotAddRequest,
  cartSlotRemoveQuery,
} from '../../../contract/cart';
import { requires } from '../../plugins/auth';
import { loadClub } from '../../core/club-context';
import { idempotencyKey, runWrite } from '../../core/run-write';
import { cartOwnerOf } from '../../core/hold-owner';
import { cartChangeBetween } from '../../../contract/cart-change';
import { renewHolds, renewMessage } from './renew-holds';
import { addExtra, addSlot, clearCart, readCart, removeExtra, removeSlot } from './service';

/**
 * /api/carting/*: the terminal's cart. A slot add answers with what changed (the cart is up to
 * cartMaxSlots lines); the other writes answer with the cart as it now stands.
 */
export async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const write = requires(Feature.bookingCalendar, 'write');
  const response = { 200: cartReply };

  app.get('/carting/details', { ...requires(Feature.bookingCalendar, 'read'), schema: { tags: ['cart'], response } }, async (request) => ({
    requestStatus: 1 as const,
    cart: await readCart(db, request.session.clubId, cartOwnerOf(request.session)),
  }));

  app.post(
    '/carting/slot/add',
    { ...write, schema: { tags: ['cart'], body: cartSlotAddRequest, response: { 200: cartAddReply } } },
    async (request) => {
      const { clubId } = request.session;
      const owner = cartOwnerOf(request.session);
      return runWrite(db, clubId, 'carting/slot/add', idempotencyKey(request), async (tx) => {
        const { addedId, before } = await addSlot(tx, clubId, owner, request.body);
        return {
          requestStatus: 1 as const,
          message: CartMessages.slotAdded,
          change: cartChangeBetween(before, await readCart(tx, clubId, owner), addedId),
        };
      });
    },
  );

  app.post(
    '/carting/slot/remove',
    { ...write, schema: { tags: ['cart'], querystring: cartSlotRemoveQuery, response } },
    async (request) => {
      const { clubId } = request.session;
      const owner = cartOwnerOf(request.session);
      return runWrite(db, clubId, 'carting/slot/remove', null, async (tx) => {
        await removeSlot(tx, clubId, owner, request.query.cartedSlotId);
        return { requestStatus: 1 as const, message: CartMessages.slotRemoved, cart: await readCart(tx, clubId, owner) };
      });
    },
  );

  app.post('/carting/clear', { ...write, schema: { tags: ['cart'], response } }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, 'carting/clear', null, async (tx) => {
      await clearCart(tx, clubId, owner);
      return { requestStatus: 1 as const, message: CartMessages.cartCleared, cart: await readCart(tx, clubId, owner) };
    });
  });

  // "Hold again": expired holds re-taken where still free, the others dropped (see renewHolds).
  app.post('/carting/holds/renew', { ...write, schema: { tags: ['cart'], response } }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, 'carting/holds/renew', null, async (tx) => {
      const outcome = await renewHolds(tx, await loadClub(tx, clubId), owner);
      return { requestStatus: 1 as const, message: renewMessage(outcome), cart: await readCart(tx, clubId, owner) };
    });
  });

  app.post('/carting/extra/add', { ...write, schema: { tags: ['cart'], body: cartExtraAddRequest, response } }, async (request) => {
    const { clubId } = request.session;
    const owner = cartOwnerOf(request.session);
    return runWrite(db, clubId, 'carting/extra/add', idempotencyKey(request), async (tx) => {
      await addExtra(tx, clubId, owner, request.body);
      return { requestStatus: 1 as const, message: CartMessages.extraAdded, cart: await readCart(tx, clubId, owner) };
    });
  });

  app.post(
    '/carting/extra/remove',
    { ...write, schema: { tags: ['cart'], querystring: cartExtraRemoveQuery, response } },
    async (request) => {
      const { clubId } = request.session;
      const owner = cartOwnerOf(request.session);
      return runWrite(db, clubId, 'carting/extra/remove', null, async (tx) => {
        await removeExtra(tx, clubId, owner, request.query.cartedExtraId);
        return { requestStatus: 1 as const, message: CartMessages.extraRemoved, cart: await readCart(tx, clubId, owner) };
      });
    },
  );
}
