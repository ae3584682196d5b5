import type { FastifyInstance } from 'fastify';
import { PatternMessages } from '../../../contract/pattern';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { BusinessError, failure } from '../../core/business-error';
import { idempotencyKey, runWrite } from '../../core/run-write';
import { renderPdf } from '../../lib/pdf';
import { documentLanguage } from '../../lib/document-texts/document-language';
import { toMajor } from '../../core/money';
import { staffActor } from '../../core/actor';
import { planCancel } from './cancel-pattern';
import { addPatternExtras, patternTransactions, updatePatternRemarks } from './pattern-card';
import { patternStatementDocument } from './pattern-statement';

/**
 * /api: the rest of the pattern booking card (spec 1 §2) — Transaction, Statements, remarks,
 * Add Addons and the refund Cancel Booking will give — all feature 7, like the same actions
 * of a single booking. Registered by patternRoutes (no new entry in route-modules).
 */
export async function patternCardRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.bulk;
  const tags = ['bulk'];

  route(app, e.transactions, { tags }, async (request) => {
    const list = await patternTransactions(db, request.session.clubId, request.query.patternBookingId);
    if (!list) return failure(PatternMessages.notFound);
    return { requestStatus: 1 as const, transactionDetails: list };
  });

  route(app, e.statement, { tags, schema: { produces: ['application/pdf'] } }, async (request, reply) => {
    const id = request.query.patternBookingId;
    const doc = await patternStatementDocument(db, request.session.clubId, id, documentLanguage(request.session.language));
    if (!doc) return failure(PatternMessages.notFound);
    const pdf = await renderPdf(doc);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="bulk-statement-${id}.pdf"`).send(pdf);
  });

  route(app, e.cancellationPreview, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    const q = request.query;
    try {
      const plan = await planCancel(
        db,
        clubId,
        timeZone,
        { patternId: q.patternBookingId, bookingId: q.bookingId ?? null, fromDate: q.fromDate ?? null },
        false,
      );
      const [none, full, policy] = [plan.refundOf(0), plan.refundOf(1), plan.refundOf(2)];
      return {
        requestStatus: 1 as const,
        preview: {
          occurrences: plan.targets.length,
          cancelledGross: toMajor(full.cancelledGrossMinor),
          paid: toMajor(plan.p.paid),
          refunds: { 0: toMajor(none.refundMinor), 1: toMajor(full.refundMinor), 2: toMajor(policy.refundMinor) },
          creditsRefunds: { 0: toMajor(none.creditsMinor), 1: toMajor(full.creditsMinor), 2: toMajor(policy.creditsMinor) },
          lateCancelFees: { 0: toMajor(none.lateFeeMinor), 1: toMajor(full.lateFeeMinor), 2: toMajor(policy.lateFeeMinor) },
        },
      };
    } catch (err) {
      if (err instanceof BusinessError) return failure(err.message);
      throw err;
    }
  });

  route(app, e.updateRemarks, { tags }, async (request) => {
    return runWrite(db, request.session.clubId, writeScope(e.updateRemarks), null, async (tx) => {
      await updatePatternRemarks(tx, staffActor(request.session), request.body.patternBookingId, request.body.bookingRemarks);
      return { requestStatus: 1 as const, message: PatternMessages.remarksUpdated };
    });
  });

  route(app, e.updateExtras, { tags }, async (request) => {
    return runWrite(db, request.session.clubId, writeScope(e.updateExtras), idempotencyKey(request), async (tx) => {
      await addPatternExtras(tx, staffActor(request.session), request.body.patternBookingId, request.body.extras);
      return { requestStatus: 1 as const, message: PatternMessages.extrasAdded };
    });
  });
}
