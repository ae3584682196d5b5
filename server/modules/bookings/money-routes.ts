import type { FastifyInstance } from 'fastify';
import { BookingMessages } from '../../../contract/booking';
import { BookingActionMessages as M } from '../../../contract/booking-actions';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { BusinessError, failure } from '../../core/business-error';
import { currencySymbol, loadClub } from '../../core/club-context';
import { idempotencyKey, runWrite } from '../../core/run-write';
import { toMajor } from '../../core/money';
import { staffActor } from '../../core/actor';
import { loadBooking } from '../../ledger/booking-row';
import { cancelBooking, cancellationPreview } from './cancel';
import { editAmount, payCourt, payExtras, sendPaymentLink } from './payments';
import { payFee } from './fees';
import { FeeMessages } from '../../../contract/cancel-fees';
import { addExtras, updateRemarks } from './remarks-extras';
import { bookingTransactions } from '../../ledger/transactions-list';

/** /api: money after the booking, remarks and cancellation (feature 7). */
export async function bookingMoneyRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.bookings;
  const tags = ['booking'];

  route(app, e.payNow, { tags }, async (request) => {
    const { bookingId, amount, discount, transactionData, utr } = request.body;
    return runWrite(db, request.session.clubId, writeScope(e.payNow), idempotencyKey(request), async (tx) => {
      const transactionId = await payCourt(tx, staffActor(request.session), {
        bookingId,
        amount,
        discount,
        mode: transactionData?.mode,
        utr,
      });
      return { requestStatus: 1 as const, message: M.paymentRecorded, transactionId };
    });
  });

  route(app, e.payFee, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    return runWrite(db, clubId, writeScope(e.payFee), idempotencyKey(request), async (tx) => {
      const transactionId = await payFee(tx, staffActor(request.session), request.body, timeZone);
      return { requestStatus: 1 as const, message: FeeMessages.paid, ...(transactionId !== null ? { transactionId } : {}) };
    });
  });

  route(app, e.payExtras, { tags }, async (request) => {
    const { bookingId, ebookingId, amount, discount, transactionData, utr } = request.body;
    return runWrite(db, request.session.clubId, writeScope(e.payExtras), idempotencyKey(request), async (tx) => {
      const transactionId = await payExtras(tx, staffActor(request.session), {
        bookingId,
        amount,
        discount,
        mode: transactionData?.mode,
        utr,
        extraLineId: ebookingId,
      });
      return { requestStatus: 1 as const, message: M.paymentRecorded, transactionId };
    });
  });

  route(app, e.updateExtras, { tags }, async (request) => {
    return runWrite(db, request.session.clubId, writeScope(e.updateExtras), idempotencyKey(request), async (tx) => {
      await addExtras(tx, staffActor(request.session), request.body.bookingId, request.body.extras);
      return { requestStatus: 1 as const, message: M.extrasAdded };
    });
  });

  route(app, e.updateAmount, { tags }, async (request) => {
    return runWrite(db, request.session.clubId, writeScope(e.updateAmount), idempotencyKey(request), async (tx) => {
      await editAmount(tx, staffActor(request.session), request.body.bookingId, request.body.amount);
      return { requestStatus: 1 as const, message: M.amountUpdated };
    });
  });

  route(app, e.updateRemarks, { tags }, async (request) => {
    return runWrite(db, request.session.clubId, writeScope(e.updateRemarks), null, async (tx) => {
      await updateRemarks(tx, staffActor(request.session), request.body.bookingId, request.body.bookingRemarks);
      return { requestStatus: 1 as const, message: M.remarksUpdated };
    });
  });

  route(app, e.paymentLink, { tags }, async (request) => {
    const club = await loadClub(db, request.session.clubId);
    return runWrite(db, club.clubId, writeScope(e.paymentLink), idempotencyKey(request), async (tx) => {
      await sendPaymentLink(tx, staffActor(request.session), request.body.bookingId, {
        name: club.name,
        symbol: currencySymbol(club.currency),
        upi: club.upi,
      });
      return { requestStatus: 1 as const, message: M.paymentLinkSent };
    });
  });

  route(app, e.transactions, { tags }, async (request) => {
    const { clubId } = request.session;
    try {
      await loadBooking(db, clubId, request.query.bookingId);
    } catch {
      return failure(BookingMessages.notFound);
    }
    return { requestStatus: 1 as const, transactionDetails: await bookingTransactions(db, clubId, request.query.bookingId) };
  });

  route(app, e.cancellationPreview, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    try {
      const b = await loadBooking(db, clubId, request.query.bookingId);
      const p = await cancellationPreview(db, b, clubId, timeZone);
      return {
        requestStatus: 1 as const,
        preview: {
          paid: toMajor(p.held),
          policyPercent: p.percent,
          hoursBefore: Math.round(p.hoursBefore * 100) / 100,
          refunds: { 0: toMajor(p.refunds[0]), 1: toMajor(p.refunds[1]), 2: toMajor(p.refunds[2]) },
          creditsRefunds: {
            0: toMajor(p.parts[0].creditsMinor),
            1: toMajor(p.parts[1].creditsMinor),
            2: toMajor(p.parts[2].creditsMinor),
          },
          lateCancelFees: { 0: toMajor(p.fee[0]), 1: toMajor(p.fee[1]), 2: toMajor(p.fee[2]) },
          feesOwed: { 0: toMajor(p.feeOwed[0]), 1: toMajor(p.feeOwed[1]), 2: toMajor(p.feeOwed[2]) },
        },
      };
    } catch (err) {
      if (err instanceof BusinessError) return failure(err.message);
      throw err;
    }
  });

  route(app, e.cancel, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    const body = request.body;
    return runWrite(db, clubId, writeScope(e.cancel), idempotencyKey(request), async (tx) => {
      const refund = await cancelBooking(
        tx,
        staffActor(request.session),
        {
          ...body,
          refundMode: body.refundMode ?? body.transactionData?.mode,
        },
        timeZone,
      );
      return { requestStatus: 1 as const, message: M.cancelDone, refund: toMajor(refund) };
    });
  });
}
