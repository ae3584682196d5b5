import { Feature } from '../features';
import { baseReply } from '../envelope';
import {
  memberBookingsReply,
  memberDeleteRequest,
  memberDetailsQuery,
  memberDetailsReply,
  memberIdQuery,
  memberMirrorQuery,
  memberMirrorReply,
  memberRegistrationReply,
  memberRegistrationRequest,
  memberSearchQuery,
  memberSearchReply,
  memberSubscriptionsReply,
  memberSubscriptionsRequest,
  memberTransactionsReply,
  memberUpdateRequest,
  pinCreateRequest,
  pinUpdateRequest,
  rechargeRequest,
  validityRequest,
} from '../members';
import { endpoint } from './endpoint';

/** The routes of server/modules/members/routes.ts. */
export const membersEndpoints = {
  search: endpoint({ method: 'GET', path: '/api/member/search', feature: Feature.members, access: 'read', request: memberSearchQuery, reply: memberSearchReply }),
  details: endpoint({ method: 'GET', path: '/api/member/details', feature: Feature.members, access: 'read', request: memberDetailsQuery, reply: memberDetailsReply }),
  registration: endpoint({ method: 'POST', path: '/api/member/registration', feature: Feature.members, access: 'write', request: memberRegistrationRequest, reply: memberRegistrationReply }),
  detailsUpdate: endpoint({ method: 'POST', path: '/api/member/details/update', feature: Feature.members, access: 'write', request: memberUpdateRequest, reply: baseReply }),
  delete: endpoint({ method: 'POST', path: '/api/member/delete', feature: Feature.members, access: 'write', request: memberDeleteRequest, reply: baseReply }),
  pinCreate: endpoint({ method: 'POST', path: '/api/member/pin/create', feature: Feature.memberCredits, access: 'write', request: pinCreateRequest, reply: baseReply }),
  pinUpdate: endpoint({ method: 'POST', path: '/api/member/pin/update', feature: Feature.memberCredits, access: 'write', request: pinUpdateRequest, reply: baseReply }),
  creditsRecharge: endpoint({ method: 'POST', path: '/api/member/credits/recharge', feature: Feature.memberCredits, access: 'write', request: rechargeRequest, reply: baseReply }),
  creditsValidityUpdate: endpoint({ method: 'POST', path: '/api/member/credits/validity/update', feature: Feature.memberCredits, access: 'write', request: validityRequest, reply: baseReply }),
  searchSubscriptions: endpoint({
    method: 'POST',
    path: '/api/member/search/subscriptions',
    feature: Feature.members,
    access: 'read',
    request: memberSubscriptionsRequest,
    reply: memberSubscriptionsReply,
  }),
  transactions: endpoint({ method: 'GET', path: '/api/member/transactions', feature: Feature.members, access: 'read', request: memberIdQuery, reply: memberTransactionsReply }),
  bookings: endpoint({ method: 'GET', path: '/api/member/bookings', feature: Feature.members, access: 'read', request: memberIdQuery, reply: memberBookingsReply }),
  mirror: endpoint({ method: 'GET', path: '/api/member/mirror', feature: Feature.members, access: 'read', request: memberMirrorQuery, reply: memberMirrorReply }),
};
