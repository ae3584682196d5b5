import { Feature } from '../features';
import { cartAdjustReply, checkoutReply, checkoutRequest, creditsRedeemRequest, discountApplyRequest } from '../checkout';
import { endpoint } from './endpoint';

/** The routes of server/modules/checkout/routes.ts. */
export const checkoutEndpoints = {
  discountApply: endpoint({
    method: 'POST',
    path: '/api/club/discount/apply',
    feature: Feature.bookingCalendar,
    access: 'write',
    request: discountApplyRequest,
    reply: cartAdjustReply,
  }),
  discountReset: endpoint({
    method: 'POST',
    path: '/api/club/discount/reset',
    feature: Feature.bookingCalendar,
    access: 'write',
    reply: cartAdjustReply,
  }),
  creditsRedeem: endpoint({
    method: 'POST',
    path: '/api/club/credits/redeem',
    feature: Feature.bookingCalendar,
    access: 'write',
    request: creditsRedeemRequest,
    reply: cartAdjustReply,
  }),
  creditsReset: endpoint({
    method: 'POST',
    path: '/api/club/credits/reset',
    feature: Feature.bookingCalendar,
    access: 'write',
    reply: cartAdjustReply,
  }),
  book: endpoint({
    method: 'POST',
    path: '/api/booking',
    feature: Feature.bookingCalendar,
    access: 'write',
    request: checkoutRequest,
    reply: checkoutReply,
  }),
};
