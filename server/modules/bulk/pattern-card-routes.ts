import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { baseReply } from '../../../contract/envelope';
import { transactionsReply } from '../../../contract/booking-actions';
import {
  PatternMessages,
  patternCancelPreviewQuery,
  patternCancelPreviewReply,
  patternExtrasRequest,
  patternRemarksRequest,
  patternTransactionsQuery,
} from '../../../contract/pattern';
import { requires } from '../../plugins/auth';
import { BusinessError, failure } from '../../core/business-error';
import { idempotencyKey, runWrite } from '../../core/run-write';
import { renderPdf } from '../../lib/pdf';
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
export async function patternCardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const read = requires(Feature.bookingPayments, 'read');
  const write = requires(Feature.bookingPayments, 'write');
  const tags = ['bulk'];

  app.get(
    '/booking/pattern/transactions',
    { ...read, schema: { tags, querystring: patternTransactionsQuery, response: { 200: transactionsReply } } },
    async (request) => {
      const list = await patternTransactions(db, request.session.clubId, request.query.patternBookingId);
      if (!list) return failure(PatternMessages.notFound);
      return { requestStatus: 1 as const, transactionDetails: list };
    },
  );

  app.get(
    '/booking/pattern/statement',
    { ...read, schema: { tags, querystring: patternTransactionsQuery, produces: ['application/pdf'] } },
    async (request, reply) => {
      const id = request.query.patternBookingId;
      const doc = await patternStatementDocument(db, request.session.clubId, id);
      if (!doc) return failure(PatternMessages.notFound);
      const pdf = await renderPdf(doc);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="bulk-statement-${id}.pdf"`).send(pdf);
    },
  );

  app.get(
    '/booking/pattern/cancellation/preview',
    { ...read, schema: { tags, querystring: patternCancelPreviewQuery, response: { 200: patternCancelPreviewReply } } },
    async (request) => {
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
          },
        };
      } catch (err) {
        if (err instanceof BusinessError) return failure(err.message);
        throw err;
      }
    },
  );

  app.post(
    '/booking/pattern/remarks/update',
    { ...write, schema: { tags, body: patternRemarksRequest, response: { 200: baseReply } } },
    async (request) => {
      return runWrite(db, request.session.clubId, 'booking/pattern/remarks/update', null, async (tx) => {
        await updatePatternRemarks(tx, staffActor(request.session), request.body.patternBookingId, request.body.bookingRemarks);
        return { requestStatus: 1 as const, message: PatternMessages.remarksUpdated };
      });
    },
  );

  app.post(
    '/booking/pattern/extra/update',
    { ...write, schema: { tags, body: patternExtrasRequest, response: { 200: baseReply } } },
    async (request) => {
      return runWrite(db, request.session.clubId, 'booking/pattern/extra/update', idempotencyKey(request), async (tx) => {
        await addPatternExtras(tx, staffActor(request.session), request.body.patternBookingId, request.body.extras);
        return { requestStatus: 1 as const, message: PatternMessages.extrasAdded };
      });
    },
  );
}
