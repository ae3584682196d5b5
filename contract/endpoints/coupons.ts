import { Feature } from '../features';
import {
  couponCheckReply,
  couponCheckRequest,
  couponCodesQuery,
  couponCodesReply,
  couponCodesUpdateRequest,
  couponDetailsQuery,
  couponDetailsReply,
  couponDetailsUpdateRequest,
  couponGenerateRequest,
} from '../coupons';
import { baseReply } from '../envelope';
import { endpoint } from './endpoint';

/** The routes of server/modules/coupons/routes.ts. */
export const couponsEndpoints = {
  generate: endpoint({
    method: 'POST',
    path: '/api/coupon/generate',
    feature: Feature.coupons,
    access: 'write',
    request: couponGenerateRequest,
    reply: baseReply,
  }),
  details: endpoint({
    method: 'GET',
    path: '/api/coupon/details',
    feature: Feature.coupons,
    access: 'read',
    request: couponDetailsQuery,
    reply: couponDetailsReply,
  }),
  codes: endpoint({
    method: 'GET',
    path: '/api/coupon/codes',
    feature: Feature.coupons,
    access: 'read',
    request: couponCodesQuery,
    reply: couponCodesReply,
  }),
  codesUpdate: endpoint({
    method: 'POST',
    path: '/api/coupon/codes/update',
    feature: Feature.coupons,
    access: 'write',
    request: couponCodesUpdateRequest,
    reply: baseReply,
  }),
  detailsUpdate: endpoint({
    method: 'POST',
    path: '/api/coupon/details/update',
    feature: Feature.coupons,
    access: 'write',
    request: couponDetailsUpdateRequest,
    reply: baseReply,
  }),
  check: endpoint({
    method: 'POST',
    path: '/api/coupon/check',
    feature: Feature.bookingCalendar,
    access: 'read',
    request: couponCheckRequest,
    reply: couponCheckReply,
  }),
};
