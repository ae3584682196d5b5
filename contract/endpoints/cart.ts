import { Feature } from '../features';
import {
  cartAddReply,
  cartCustomerRequest,
  cartExtraAddRequest,
  cartExtraRemoveQuery,
  cartReply,
  cartSlotAddRequest,
  cartSlotRemoveQuery,
} from '../cart';
import { endpoint } from './endpoint';

/** The routes of server/modules/cart/routes.ts. */
export const cartEndpoints = {
  details: endpoint({ method: 'GET', path: '/api/carting/details', feature: Feature.bookingCalendar, access: 'read', reply: cartReply }),
  slotAdd: endpoint({
    method: 'POST',
    path: '/api/carting/slot/add',
    feature: Feature.bookingCalendar,
    access: 'write',
    request: cartSlotAddRequest,
    reply: cartAddReply,
  }),
  slotRemove: endpoint({
    method: 'POST',
    path: '/api/carting/slot/remove',
    feature: Feature.bookingCalendar,
    access: 'write',
    query: cartSlotRemoveQuery,
    reply: cartReply,
  }),
  customer: endpoint({
    method: 'POST',
    path: '/api/carting/customer',
    feature: Feature.bookingCalendar,
    access: 'write',
    request: cartCustomerRequest,
    reply: cartReply,
  }),
  clear: endpoint({ method: 'POST', path: '/api/carting/clear', feature: Feature.bookingCalendar, access: 'write', reply: cartReply }),
  holdsRenew: endpoint({
    method: 'POST',
    path: '/api/carting/holds/renew',
    feature: Feature.bookingCalendar,
    access: 'write',
    reply: cartReply,
  }),
  extraAdd: endpoint({
    method: 'POST',
    path: '/api/carting/extra/add',
    feature: Feature.bookingCalendar,
    access: 'write',
    request: cartExtraAddRequest,
    reply: cartReply,
  }),
  extraRemove: endpoint({
    method: 'POST',
    path: '/api/carting/extra/remove',
    feature: Feature.bookingCalendar,
    access: 'write',
    query: cartExtraRemoveQuery,
    reply: cartReply,
  }),
};
