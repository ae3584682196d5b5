import type { FastifyInstance } from 'fastify';
import { PatternMessages } from '../../../contract/pattern';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
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
export async function patternRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.bulk;
  const tags = ['bulk'];
  await patternCardRoutes(app);

  route(app, e.details, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    const details = await patternDetails(db, clubId, request.query.patternBookingId, timeZone);
    if (!details) return failure(PatternMessages.notFound);
    return { requestStatus: 1 as const, patternBooking: details };
  });

  route(app, e.payNow, { tags }, async (request) => {
    const { clubId, userId, username, timeZone } = request.session;
    const staff = { userId, username, sessionId: request.session.sessionId };
    if (request.body.useCredits) {
      // Credits have no payment mode; the amount rule is Pay Now's own ('Amount is required').
      const amount = checkPatternAmount(request.body.amount, 1);
      if (!amount.ok) return failure(amount.message);
      const pay = { patternId: request.body.patternBookingId, minor: amount.minor, memberPin: request.body.memberPin };
      // No Idempotency-Key: a wrong PIN commits its count and a retry is a new attempt.
      return runWrite(db, clubId, writeScope(e.payNow), null, async (tx) => {
        const done = await payPatternWithCredits(tx, { clubId, timeZone }, staff, pay, app.settings.memberPin);
        if ('refused' in done) return failure(done.refused);
        return { requestStatus: 1 as const, message: PatternMessages.paid, balance: toMajor(done.balance) };
      });
    }
    const checked = checkPatternAmount(request.body.amount, request.body.transactionData?.mode);
    if (!checked.ok) return failure(checked.message);
    return runWrite(db, clubId, writeScope(e.payNow), null, async (tx) => {
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
  });

  route(app, e.cancel, { tags }, async (request) => {
    const { clubId, userId, username, timeZone } = request.session;
    const b = request.body;
    const remarks = b.cancelRemarks?.trim() || null;
    if (remarks && remarks.length > 100) return failure(PatternMessages.remarksTooLong);
    return runWrite(db, clubId, writeScope(e.cancel), null, async (tx) => {
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
  });
}
