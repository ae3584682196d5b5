import type { FastifyInstance } from 'fastify';
import { WaitlistMessages as M } from '../../../contract/waitlist';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { idempotencyKey, runWrite } from '../../core/run-write';
import { cartOwnerOf } from '../../core/hold-owner';
import { failure } from '../../core/business-error';
import { addEntry, listEntries, removeEntry } from './entries';
import { convertOffer } from './convert';

/** /api/waitlist: the desk's waitlist of taken slots (Booking Calendar, feature 3; ADR 0080). */
export async function waitlistRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.waitlist;
  const tags = ['waitlist'];
  const actorOf = (s: { userId: number; username: string }) => ({ userId: s.userId, name: s.username });

  route(app, e.list, { tags }, async (request) => {
    const entries = await listEntries(db, request.session.clubId, request.query.activityId, request.query.date);
    return entries ? { requestStatus: 1 as const, entries } : failure(M.activityNotFound);
  });

  route(app, e.add, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.add), idempotencyKey(request), async (tx) => ({
      requestStatus: 1 as const,
      message: M.added,
      entryId: await addEntry(tx, clubId, actorOf(request.session), 'desk', request.body),
    }));
  });

  route(app, e.remove, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.remove), null, async (tx) => {
      await removeEntry(tx, clubId, actorOf(request.session), request.body.entryId);
      return { requestStatus: 1 as const, message: M.removed };
    });
  });

  // One step from offer to checkout: the slot moves into this desk's cart, the customer comes back for the form.
  route(app, e.convert, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.convert), null, async (tx) => ({
      requestStatus: 1 as const,
      message: M.converted,
      customerDetails: await convertOffer(tx, clubId, cartOwnerOf(request.session), actorOf(request.session), request.body.entryId),
    }));
  });
}
