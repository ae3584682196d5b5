import { Feature } from '../features';
import { transactionsReply } from '../booking-actions';
import { patternCheckoutReply, patternCheckoutRequest, patternForm, verifyReply } from '../bulk';
import { baseReply } from '../envelope';
import {
  patternCancelPreviewQuery,
  patternCancelPreviewReply,
  patternCancelReply,
  patternCancelRequest,
  patternDetailsQuery,
  patternDetailsReply,
  patternExtrasRequest,
  patternPaymentReply,
  patternPaymentRequest,
  patternRemarksRequest,
} from '../pattern';
import { endpoint } from './endpoint';

/** The routes of server/modules/bulk/routes.ts and server/modules/bulk/pattern-routes.ts. */
export const bulkEndpoints = {
  verify: endpoint({
    method: 'POST',
    path: '/api/slots/availability/verify',
    feature: Feature.bulkBooking,
    access: 'read',
    request: patternForm,
    reply: verifyReply,
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/api/booking/pattern',
    feature: Feature.bulkBooking,
    access: 'write',
    request: patternCheckoutRequest,
    reply: patternCheckoutReply,
  }),
  transactions: endpoint({
    method: 'GET',
    path: '/api/booking/pattern/transactions',
    feature: Feature.bookingPayments,
    access: 'read',
    request: patternDetailsQuery,
    reply: transactionsReply,
  }),
  statement: endpoint({
    method: 'GET',
    path: '/api/booking/pattern/statement',
    feature: Feature.bookingPayments,
    access: 'read',
    request: patternDetailsQuery,
  }),
  cancellationPreview: endpoint({
    method: 'GET',
    path: '/api/booking/pattern/cancellation/preview',
    feature: Feature.bookingPayments,
    access: 'read',
    request: patternCancelPreviewQuery,
    reply: patternCancelPreviewReply,
  }),
  updateRemarks: endpoint({
    method: 'POST',
    path: '/api/booking/pattern/remarks/update',
    feature: Feature.bookingPayments,
    access: 'write',
    request: patternRemarksRequest,
    reply: baseReply,
  }),
  updateExtras: endpoint({
    method: 'POST',
    path: '/api/booking/pattern/extra/update',
    feature: Feature.bookingPayments,
    access: 'write',
    request: patternExtrasRequest,
    reply: baseReply,
  }),
  details: endpoint({
    method: 'GET',
    path: '/api/booking/pattern/details',
    feature: Feature.bookingCalendar,
    access: 'read',
    request: patternDetailsQuery,
    reply: patternDetailsReply,
  }),
  payNow: endpoint({
    method: 'POST',
    path: '/api/booking/pattern/payment/update',
    feature: Feature.bookingPayments,
    access: 'write',
    request: patternPaymentRequest,
    reply: patternPaymentReply,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/booking/pattern/cancellation',
    feature: Feature.bookingPayments,
    access: 'write',
    request: patternCancelRequest,
    reply: patternCancelReply,
  }),
};
