import { Feature } from '../features';
import { baseReply } from '../envelope';
import {
  cancelRequest,
  graphReply,
  packageCreateRequest,
  packageIdQuery,
  packageListQuery,
  packageListReply,
  packageLookupReply,
  packageLookupRequest,
  packageReply,
  packageUpdateRequest,
  packageWriteReply,
  paymentUpdateRequest,
  quoteReply,
  quoteRequest,
  subscriptionListQuery,
  subscriptionListReply,
  subscriptionReply,
  subscriptionRequest,
  summaryReply,
} from '../packages';
import { endpoint } from './endpoint';

/** The routes of server/modules/packages/routes.ts. */
export const packagesEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/membership/package/details', feature: Feature.membershipPackages, access: 'read', request: packageListQuery, reply: packageListReply }),
  package: endpoint({ method: 'GET', path: '/api/membership/package', feature: Feature.membershipPackages, access: 'read', request: packageIdQuery, reply: packageReply }),
  create: endpoint({ method: 'POST', path: '/api/membership/package/create', feature: Feature.membershipPackages, access: 'write', request: packageCreateRequest, reply: packageWriteReply }),
  update: endpoint({ method: 'POST', path: '/api/membership/package/update', feature: Feature.membershipPackages, access: 'write', request: packageUpdateRequest, reply: packageWriteReply }),
  customerDetails: endpoint({
    method: 'POST',
    path: '/api/membership/customer/details',
    feature: Feature.membershipPackages,
    access: 'read',
    request: packageLookupRequest,
    reply: packageLookupReply,
  }),
  quote: endpoint({ method: 'POST', path: '/api/membership/subscription/quote', feature: Feature.membershipPackages, access: 'read', request: quoteRequest, reply: quoteReply }),
  subscribe: endpoint({ method: 'POST', path: '/api/membership/subscription', feature: Feature.membershipPackages, access: 'write', request: subscriptionRequest, reply: subscriptionReply }),
  subscriptions: endpoint({
    method: 'GET',
    path: '/api/membership/subscription/details',
    feature: Feature.membershipPackages,
    access: 'read',
    request: subscriptionListQuery,
    reply: subscriptionListReply,
  }),
  subscriptionPaymentUpdate: endpoint({
    method: 'POST',
    path: '/api/membership/subscription/payment/update',
    feature: Feature.membershipPackages,
    access: 'write',
    request: paymentUpdateRequest,
    reply: baseReply,
  }),
  subscriptionCancel: endpoint({ method: 'POST', path: '/api/membership/subscription/cancel', feature: Feature.membershipPackages, access: 'write', request: cancelRequest, reply: baseReply }),
  summary: endpoint({ method: 'GET', path: '/api/membership/package/summary', feature: Feature.membershipPackages, access: 'read', reply: summaryReply }),
  graph: endpoint({ method: 'GET', path: '/api/membership/graph/data', feature: Feature.membershipPackages, access: 'read', reply: graphReply }),
};
