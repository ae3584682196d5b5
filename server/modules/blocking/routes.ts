import { cartViewerOf } from '../../core/hold-owner';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { verifyReply } from '../../../contract/bulk';
import {
  BlockingMessages,
  blockingReply,
  blockingRequest,
  blockingSearchQuery,
  blockingSearchReply,
  unblockingReply,
  unblockingRequest,
} from '../../../contract/blocking';
import { requires } from '../../plugins/auth';
import { failure } from '../../core/business-error';
import { findActivity } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { runWrite } from '../../core/run-write';
import { checkRange, verifyData } from '../bulk/range-check';
import { blockingForm } from './block-form';
import { createBlock } from './block-service';
import { unblock } from './unblock-service';
import { listBlocks } from './block-list';

/** /api: Block Slots, Unblock Slots and the blocked list (feature 5). */
export async function blockingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const read = requires(Feature.blockSlots, 'read');
  const write = requires(Feature.blockSlots, 'write');

  // 'Check Slots to Block' and 'Check Slots to Unblock': the bulk check with block wording.
  for (const [path, purpose] of [
    ['/blocking/verify', 'block'],
    ['/unblocking/verify', 'unblock'],
  ] as const) {
    app.post(path, { ...read, schema: { tags: ['blocking'], body: blockingRequest, response: { 200: verifyReply } } }, async (request) => {
      const { clubId } = request.session;
      const checked = await checkRange(db, clubId, cartViewerOf(request.session), blockingForm(request.body), purpose);
      if (!checked.ok) return failure(checked.message);
      return { requestStatus: 1 as const, data: verifyData(checked.check) };
    });
  }

  app.post(
    '/blocking',
    { ...write, schema: { tags: ['blocking'], body: blockingRequest, response: { 200: blockingReply } } },
    async (request) => {
      const { clubId, userId, username } = request.session;
      return runWrite(db, clubId, 'blocking', null, async (tx) => ({
        requestStatus: 1 as const,
        message: BlockingMessages.blocked,
        ...(await createBlock(tx, clubId, { userId, username, sessionId: request.session.sessionId }, request.body)),
      }));
    },
  );

  app.post(
    '/unblocking',
    { ...write, schema: { tags: ['blocking'], body: unblockingRequest, response: { 200: unblockingReply } } },
    async (request) => {
      const { clubId, userId, username } = request.session;
      const { blockingId, slots } = request.body;
      return runWrite(db, clubId, 'unblocking', null, async (tx) => {
        const n = await unblock(
          tx,
          clubId,
          { userId, username, sessionId: request.session.sessionId },
          { blockingId: typeof blockingId === 'number' ? blockingId : null, slots: slots ?? [] },
        );
        return { requestStatus: 1 as const, message: BlockingMessages.unblocked, unblockedSlots: n };
      });
    },
  );

  app.get(
    '/blocking/search',
    { ...read, schema: { tags: ['blocking'], querystring: blockingSearchQuery, response: { 200: blockingSearchReply } } },
    async (request) => {
      const { clubId, timeZone } = request.session;
      const { activityId, page } = request.query;
      if (!(await findActivity(db, clubId, activityId))) return failure(BlockingMessages.blockNotFound);
      return { requestStatus: 1 as const, ...(await listBlocks(db, clubId, activityId, page, todayIn(timeZone))) };
    },
  );
}
