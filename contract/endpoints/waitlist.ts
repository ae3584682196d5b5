import { Feature } from '../features';
import { baseReply } from '../envelope';
import {
  waitlistAddReply,
  waitlistAddRequest,
  waitlistConvertReply,
  waitlistEntryRequest,
  waitlistQuery,
  waitlistReply,
} from '../waitlist';
import { endpoint } from './endpoint';

const calendar = Feature.bookingCalendar;

/**
 * The routes of server/modules/waitlist/routes.ts (ADR 0080): the desk's waitlist is part of the
 * Booking Calendar (feature 3). The marketplace's own add is in marketplaceEndpoints.
 */
export const waitlistEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/waitlist', feature: calendar, access: 'read', request: waitlistQuery, reply: waitlistReply }),
  add: endpoint({
    method: 'POST',
    path: '/api/waitlist',
    feature: calendar,
    access: 'write',
    request: waitlistAddRequest,
    reply: waitlistAddReply,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/waitlist/remove',
    feature: calendar,
    access: 'write',
    request: waitlistEntryRequest,
    reply: baseReply,
  }),
  convert: endpoint({
    method: 'POST',
    path: '/api/waitlist/convert',
    feature: calendar,
    access: 'write',
    request: waitlistEntryRequest,
    reply: waitlistConvertReply,
  }),
};
