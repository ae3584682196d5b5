import { Feature } from '../features';
import { bookingDetailsQuery } from '../booking';
import {
  amountUpdateRequest,
  bookingExtrasRequest,
  bookingIdRequest,
  bookingQuery,
  cancellationPreviewReply,
  cancellationReply,
  cancellationRequest,
  checkinRequest,
  extrasPaymentRequest,
  getInTouchRequest,
  noShowRequest,
  payNowRequest,
  remarksUpdateRequest,
  reschedulePricingReply,
  rescheduleRequest,
  rescheduleVerifyReply,
  transactionsReply,
  viewMobileQuery,
  viewMobileReply,
} from '../booking-actions';
import { baseReply } from '../envelope';
import { endpoint } from './endpoint';

/** The routes of server/modules/bookings/money-routes.ts and server/modules/bookings/lifecycle-routes.ts. */
export const bookingsEndpoints = {
  payNow: endpoint({ method: 'POST', path: '/api/booking/payment/update', feature: Feature.bookingPayments, access: 'write', request: payNowRequest }),
  payExtras: endpoint({ method: 'POST', path: '/api/extras/payment/update', feature: Feature.bookingPayments, access: 'write', request: extrasPaymentRequest }),
  updateExtras: endpoint({ method: 'POST', path: '/api/booking/extra/update', feature: Feature.bookingPayments, access: 'write', request: bookingExtrasRequest, reply: baseReply }),
  updateAmount: endpoint({ method: 'POST', path: '/api/booking/amount/update', feature: Feature.bookingPayments, access: 'write', request: amountUpdateRequest, reply: baseReply }),
  updateRemarks: endpoint({ method: 'POST', path: '/api/booking/remarks/update', feature: Feature.bookingPayments, access: 'write', request: remarksUpdateRequest, reply: baseReply }),
  paymentLink: endpoint({ method: 'POST', path: '/api/booking/payment/link', feature: Feature.bookingPayments, access: 'write', request: bookingIdRequest, reply: baseReply }),
  transactions: endpoint({ method: 'GET', path: '/api/transactions/details', feature: Feature.bookingPayments, access: 'read', request: bookingQuery, reply: transactionsReply }),
  cancellationPreview: endpoint({ method: 'GET', path: '/api/booking/cancellation/preview', feature: Feature.bookingPayments, access: 'read', request: bookingQuery, reply: cancellationPreviewReply }),
  cancel: endpoint({ method: 'POST', path: '/api/booking/cancellation', feature: Feature.bookingPayments, access: 'write', request: cancellationRequest, reply: cancellationReply }),
  details: endpoint({ method: 'GET', path: '/api/booking/details', feature: Feature.bookingCalendar, access: 'read', request: bookingDetailsQuery }),
  rescheduleVerify: endpoint({ method: 'POST', path: '/api/booking/reschedule/verify', feature: Feature.rescheduleCheckin, access: 'write', request: rescheduleRequest, reply: rescheduleVerifyReply }),
  reschedulePricing: endpoint({
    method: 'POST',
    path: '/api/booking/reschedule/pricing',
    feature: Feature.rescheduleCheckin,
    access: 'write',
    request: rescheduleRequest,
    reply: reschedulePricingReply,
  }),
  reschedule: endpoint({ method: 'POST', path: '/api/booking/reschedule', feature: Feature.rescheduleCheckin, access: 'write', request: rescheduleRequest, reply: baseReply }),
  rescheduleEnable: endpoint({ method: 'POST', path: '/api/booking/reschedule/enable', feature: Feature.rescheduleCheckin, access: 'write', request: bookingIdRequest, reply: baseReply }),
  checkin: endpoint({ method: 'POST', path: '/api/booking/checkin', feature: Feature.rescheduleCheckin, access: 'write', request: checkinRequest }),
  noShow: endpoint({ method: 'POST', path: '/api/booking/noshow', feature: Feature.rescheduleCheckin, access: 'write', request: noShowRequest, reply: baseReply }),
  viewMobile: endpoint({ method: 'GET', path: '/api/view/mobile', feature: Feature.rescheduleCheckin, access: 'write', request: viewMobileQuery, reply: viewMobileReply }),
  getInTouch: endpoint({ method: 'POST', path: '/api/booking/get-in-touch', feature: Feature.rescheduleCheckin, access: 'write', request: getInTouchRequest, reply: baseReply }),
};
