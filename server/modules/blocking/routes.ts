import { cartViewerOf } from '../../core/hold-owner';
import type { FastifyInstance } from 'fastify';
import { BlockingMessages } from '../../../contract/blocking';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
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
export async function blockingRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.blocking;
  const tags = ['blocking'];

  // 'Check Slots to Block' and 'Check Slots to Unblock': the bulk check with block wording.
  for (const [entry, purpose] of [
    [e.verifyBlock, 'block'],
    [e.verifyUnblock, 'unblock'],
  ] as const) {
    route(app, entry, { tags }, async (request) => {
      const { clubId } = request.session;
      const checked = await checkRange(db, clubId, cartViewerOf(request.session), blockingForm(request.body), purpose);
      if (!checked.ok) return failure(checked.message);
      return { requestStatus: 1 as const, data: verifyData(checked.check) };
    });
  }

  route(app, e.block, { tags }, async (request) => {
    const { clubId, userId, username } = request.session;
    return runWrite(db, clubId, writeScope(e.block), null, async (tx) => ({
      requestStatus: 1 as const,
      message: BlockingMessages.blocked,
      ...(await createBlock(tx, clubId, { userId, username, sessionId: request.session.sessionId }, request.body)),
    }));
  });

  route(app, e.unblock, { tags }, async (request) => {
    const { clubId, userId, username } = request.session;
    const { blockingId, slots } = request.body;
    return runWrite(db, clubId, writeScope(e.unblock), null, async (tx) => {
      const n = await unblock(
        tx,
        clubId,
        { userId, username, sessionId: request.session.sessionId },
        { blockingId: typeof blockingId === 'number' ? blockingId : null, slots: slots ?? [] },
      );
      return { requestStatus: 1 as const, message: BlockingMessages.unblocked, unblockedSlots: n };
    });
  });

  route(app, e.search, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    const { activityId, page } = request.query;
    if (!(await findActivity(db, clubId, activityId))) return failure(BlockingMessages.blockNotFound);
    return { requestStatus: 1 as const, ...(await listBlocks(db, clubId, activityId, page, todayIn(timeZone))) };
  });
}
