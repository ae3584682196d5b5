import { Feature } from '../features';
import { baseReply } from '../envelope';
import {
  createKeyReply,
  createKeyRequest,
  keyLimitRequest,
  marketplaceBookingReply,
  marketplaceBookingRequest,
  marketplaceCancelRequest,
  marketplaceEventsReply,
  marketplaceKeysReply,
  marketplaceRegistrationReply,
  marketplaceRegistrationRequest,
  marketplaceRescheduleRequest,
  revokeKeyRequest,
} from '../marketplace';
import { waitlistAddReply, waitlistAddRequest } from '../waitlist';
import { endpoint } from './endpoint';

/** The routes of server/modules/marketplace/routes.ts, events.ts and key-routes.ts. */
export const marketplaceEndpoints = {
  keys: endpoint({
    method: 'GET',
    path: '/api/club/marketplace/keys',
    feature: Feature.clubSettings,
    access: 'read',
    reply: marketplaceKeysReply,
  }),
  createKey: endpoint({
    method: 'POST',
    path: '/api/club/marketplace/keys',
    feature: Feature.clubSettings,
    access: 'write',
    request: createKeyRequest,
    reply: createKeyReply,
  }),
  revokeKey: endpoint({
    method: 'POST',
    path: '/api/club/marketplace/keys/revoke',
    feature: Feature.clubSettings,
    access: 'write',
    request: revokeKeyRequest,
    reply: baseReply,
  }),
  keyLimit: endpoint({
    method: 'POST',
    path: '/api/club/marketplace/keys/limit',
    feature: Feature.clubSettings,
    access: 'write',
    request: keyLimitRequest,
    reply: baseReply,
  }),
  events: endpoint({ method: 'GET', path: '/api/marketplace/events', feature: null, access: null, reply: marketplaceEventsReply }),
  eventRegistration: endpoint({
    method: 'POST',
    path: '/api/marketplace/events/registration',
    feature: null,
    access: null,
    request: marketplaceRegistrationRequest,
    reply: marketplaceRegistrationReply,
  }),
  book: endpoint({
    method: 'POST',
    path: '/api/marketplace/bookings',
    feature: null,
    access: null,
    request: marketplaceBookingRequest,
    reply: marketplaceBookingReply,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/marketplace/bookings/cancel',
    feature: null,
    access: null,
    request: marketplaceCancelRequest,
  }),
  reschedule: endpoint({
    method: 'POST',
    path: '/api/marketplace/bookings/reschedule',
    feature: null,
    access: null,
    request: marketplaceRescheduleRequest,
    reply: baseReply,
  }),
  /** A marketplace customer joins the waitlist of a taken slot (ADR 0080). */
  waitlist: endpoint({
    method: 'POST',
    path: '/api/marketplace/waitlist',
    feature: null,
    access: null,
    request: waitlistAddRequest,
    reply: waitlistAddReply,
  }),
};
