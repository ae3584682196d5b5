import { Feature } from '../features';
import {
  availabilityReply,
  availabilityRequest,
  slotBookingDetailsReply,
  slotBookingDetailsRequest,
  slotLockedStatusQuery,
  slotLockedStatusReply,
} from '../availability';
import { endpoint } from './endpoint';

/** The routes of server/modules/availability/routes.ts. */
export const availabilityEndpoints = {
  availability: endpoint({
    method: 'POST',
    path: '/api/availability',
    feature: Feature.bookingCalendar,
    access: 'read',
    request: availabilityRequest,
    reply: availabilityReply,
  }),
  slotLockedStatus: endpoint({
    method: 'GET',
    path: '/api/slot/locked/status',
    feature: Feature.bookingCalendar,
    access: 'read',
    request: slotLockedStatusQuery,
    reply: slotLockedStatusReply,
  }),
  slotBookingDetails: endpoint({
    method: 'POST',
    path: '/api/slot/booking/details',
    feature: Feature.bookingCalendar,
    access: 'read',
    request: slotBookingDetailsRequest,
    reply: slotBookingDetailsReply,
  }),
};
