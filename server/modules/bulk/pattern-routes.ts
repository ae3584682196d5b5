import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import {
  PatternMessages,
  patternCancelReply,
  patternCancelRequest,
  patternDetailsQuery,
  patternDetailsReply,
  patternPaymentReply,
  patternPaymentRequest,
} from '../../../contract/pattern';
import { requires } from '../../plugins/auth';
import { failure } from '../../core/business-error';
import { toMajor } from '../../core/money';
import { runWrite } from '../../core/run-write';
import { patternDetails } from './pattern-details';
import { cancelPattern } from './cancel-pattern';
import { checkPatternAmount, payPattern } from './pay-pattern';
import { payPatternWithCredits } from './pattern-credits';
import type { RefundType } from '../../ledger/pattern-refund';
import { patternCardRoutes } from './pattern-card-routes';

/**
 * /api: the pattern booking card — details with occurrences (feature 3 read, like single booking
 * details), Bulk Pay Now and cancellation (feature 7). At merge, issue 8's /booking/payment/update
 * and /booking/cancellation with a patternBookingId hand over to these services.
 */
export async function patternRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const money = requires(Feature.bookingPayments, 'write');
  await patternCardRoutes(fastify);

  app.get(
    '/booking/pattern/details',
    {
      ...requires(Feature.bookingCalendar, 'read'),
      schema: { tags: ['bulk'], querystring: patternDetailsQuery, response: { 200: patternDetailsReply } },
    },
    async (request) => {
      const { clubId, timeZone } = request.session;
      const details = await patternDetails(db, clubId, request.query.patternBookingId, timeZone);
      if (!details) return failure(PatternMessages.notFound);
      return { requestStatus: 1 as const, patternBooking: details };
    },
  );

  app.post(
    '/booking/pattern/payment/update',
    { ...money, schema: { tags: ['bulk'], body: patternPaymentRequest, response: { 200: patternPaymentReply } } },
    async (request) => {
      const { clubId, userId, username, timeZone } = request.session;
      const staff = { userId, username, sessionId: request.session.sessionId };
      if (request.body.useCredits) {
        // Credits have no payment mode; the amount rule is Pay Now's own ('Amount is required').
        const amount = checkPatternAmount(request.body.amount, 1);
        if (!amount.ok) return failure(amount.message);
        const pay = { patternId: request.body.patternBookingId, minor: amount.minor, memberPin: request.body.memberPin };
        // No Idempotency-Key: a wrong PIN commits its count and a retry is a new attempt.
        return runWrite(db, clubId, 'booking/pattern/payment/update', null, async (tx) => {
          const done = await payPatternWithCredits(tx, { clubId, timeZone }, staff, pay, fastify.settings.memberPin);
          if ('refused' in done) return failure(done.refused);
          return { requestStatus: 1 as const, message: PatternMessages.paid, balance: toMajor(done.balance) };
        });
      }
      const checked = checkPatternAmount(request.body.amount, request.body.transactionData?.mode);
      if (!checked.ok) return failure(checked.message);
      return runWrite(db, clubId, 'booking/pattern/payment/update', null, async (tx) => {
        const balance = await payPattern(
          tx,
          clubId,
          { userId, username, sessionId: request.session.sessionId },
          request.body.patternBookingId,
          checked.minor,
          checked.mode,
        );
        return { requestStatus: 1 as const, message: PatternMessages.paid, balance: toMajor(balance) };
      });
    },
  );

  app.post(
    '/booking/pattern/cancellation',
    { ...money, schema: { tags: ['bulk'], body: patternCancelRequest, response: { 200: patternCancelReply } } },
    async (request) => {
      const { clubId, userId, username, timeZone } = request.session;
      const b = request.body;
      const remarks = b.cancelRemarks?.trim() || null;
      if (remarks && remarks.length > 100) return failure(PatternMessages.remarksTooLong);
      return runWrite(db, clubId, 'booking/pattern/cancellation', null, async (tx) => {
        const done = await cancelPattern(
          tx,
          clubId,
          timeZone,
          { userId, username, sessionId: request.session.sessionId },
          {
            patternId: b.patternBookingId,
            bookingId: b.bookingId ?? null,
            fromDate: b.fromDate ?? null,
            remarks,
            refundType: (b.refundType ?? 2) as RefundType,
            refundMode: b.refundMode ?? (b.transactionData?.mode || 1),
          },
        );
        return {
          requestStatus: 1 as const,
          message: PatternMessages.cancelled,
          cancelledBookings: done.cancelledBookings,
          refund: toMajor(done.refundMinor),
          creditsRefund: toMajor(done.creditsRefundMinor),
          cancelled: done.flag,
        };
      });
    },
  );
}
