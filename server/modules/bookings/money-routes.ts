import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Feature } from '../../../contract/features';
import { baseReply, reply } from '../../../contract/envelope';
import { BookingMessages } from '../../../contract/booking';
import {
  BookingActionMessages as M,
  amountUpdateRequest,
  bookingExtrasRequest,
  bookingIdRequest,
  bookingQuery,
  cancellationPreviewReply,
  cancellationReply,
  cancellationRequest,
  extrasPaymentRequest,
  payNowRequest,
  remarksUpdateRequest,
  transactionsReply,
} from '../../../contract/booking-actions';
import { requires } from '../../plugins/auth';
import { BusinessError, failure } from '../../core/business-error';
import { currencySymbol, loadClub } from '../../core/club-context';
import { idempotencyKey, runWrite } from '../../core/run-write';
import { toMajor } from '../../core/money';
import { staffActor } from '../../core/actor';
import { loadBooking } from '../../ledger/booking-row';
import { cancelBooking, cancellationPreview } from './cancel';
import { editAmount, payCourt, payExtras, sendPaymentLink } from './payments';
import { addExtras, updateRemarks } from './remarks-extras';
import { bookingTransactions } from '../../ledger/transactions-list';

const paidReply = reply({ transactionId: z.number().int().optional() });

/** /api: money after the booking, remarks and cancellation (feature 7). */
export async function bookingMoneyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const write = requires(Feature.bookingPayments, 'write');
  const read = requires(Feature.bookingPayments, 'read');
  const tags = ['booking'];

  app.post(
    '/booking/payment/update',
    { ...write, schema: { tags, body: payNowRequest, response: { 200: paidReply } } },
    async (request) => {
      const { bookingId, amount, discount, transactionData } = request.body;
      return runWrite(db, request.session.clubId, 'booking/payment/update', idempotencyKey(request), async (tx) => {
        const transactionId = await payCourt(tx, staffActor(request.session), { bookingId, amount, discount, mode: transactionData?.mode });
        return { requestStatus: 1 as const, message: M.paymentRecorded, transactionId };
      });
    },
  );

  app.post(
    '/extras/payment/update',
    { ...write, schema: { tags, body: extrasPaymentRequest, response: { 200: paidReply } } },
    async (request) => {
      const { bookingId, ebookingId, amount, discount, transactionData } = request.body;
      return runWrite(db, request.session.clubId, 'extras/payment/update', idempotencyKey(request), async (tx) => {
        const transactionId = await payExtras(tx, staffActor(request.session), {
          bookingId,
          amount,
          discount,
          mode: transactionData?.mode,
          extraLineId: ebookingId,
        });
        return { requestStatus: 1 as const, message: M.paymentRecorded, transactionId };
      });
    },
  );

  app.post(
    '/booking/extra/update',
    { ...write, schema: { tags, body: bookingExtrasRequest, response: { 200: baseReply } } },
    async (request) => {
      return runWrite(db, request.session.clubId, 'booking/extra/update', idempotencyKey(request), async (tx) => {
        await addExtras(tx, staffActor(request.session), request.body.bookingId, request.body.extras);
        return { requestStatus: 1 as const, message: M.extrasAdded };
      });
    },
  );

  app.post(
    '/booking/amount/update',
    { ...write, schema: { tags, body: amountUpdateRequest, response: { 200: baseReply } } },
    async (request) => {
      return runWrite(db, request.session.clubId, 'booking/amount/update', idempotencyKey(request), async (tx) => {
        await editAmount(tx, staffActor(request.session), request.body.bookingId, request.body.amount);
        return { requestStatus: 1 as const, message: M.amountUpdated };
      });
    },
  );

  app.post(
    '/booking/remarks/update',
    { ...write, schema: { tags, body: remarksUpdateRequest, response: { 200: baseReply } } },
    async (request) => {
      return runWrite(db, request.session.clubId, 'booking/remarks/update', null, async (tx) => {
        await updateRemarks(tx, staffActor(request.session), request.body.bookingId, request.body.bookingRemarks);
        return { requestStatus: 1 as const, message: M.remarksUpdated };
      });
    },
  );

  app.post(
    '/booking/payment/link',
    { ...write, schema: { tags, body: bookingIdRequest, response: { 200: baseReply } } },
    async (request) => {
      const club = await loadClub(db, request.session.clubId);
      return runWrite(db, club.clubId, 'booking/payment/link', idempotencyKey(request), async (tx) => {
        await sendPaymentLink(tx, staffActor(request.session), request.body.bookingId, club.name, currencySymbol(club.currency));
        return { requestStatus: 1 as const, message: M.paymentLinkSent };
      });
    },
  );

  app.get(
    '/transactions/details',
    { ...read, schema: { tags, querystring: bookingQuery, response: { 200: transactionsReply } } },
    async (request) => {
      const { clubId } = request.session;
      try {
        await loadBooking(db, clubId, request.query.bookingId);
      } catch {
        return failure(BookingMessages.notFound);
      }
      return { requestStatus: 1 as const, transactionDetails: await bookingTransactions(db, clubId, request.query.bookingId) };
    },
  );

  app.get(
    '/booking/cancellation/preview',
    { ...read, schema: { tags, querystring: bookingQuery, response: { 200: cancellationPreviewReply } } },
    async (request) => {
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
          },
        };
      } catch (err) {
        if (err instanceof BusinessError) return failure(err.message);
        throw err;
      }
    },
  );

  app.post(
    '/booking/cancellation',
    { ...write, schema: { tags, body: cancellationRequest, response: { 200: cancellationReply } } },
    async (request) => {
      const { clubId, timeZone } = request.session;
      const body = request.body;
      return runWrite(db, clubId, 'booking/cancellation', idempotencyKey(request), async (tx) => {
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
    },
  );
}
