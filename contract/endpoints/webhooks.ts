import { Feature } from '../features';
import { baseReply } from '../envelope';
import {
  createWebhookReply,
  createWebhookRequest,
  deliveriesQuery,
  deliveriesReply,
  resendReply,
  resendRequest,
  testWebhookReply,
  updateWebhookRequest,
  webhookIdRequest,
  webhooksReply,
} from '../webhooks';
import { endpoint } from './endpoint';

const settings = Feature.clubSettings;

/** The routes of server/modules/webhooks/routes.ts: Club Settings (feature 19). */
export const webhooksEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/webhooks', feature: settings, access: 'read', reply: webhooksReply }),
  create: endpoint({
    method: 'POST',
    path: '/api/webhooks',
    feature: settings,
    access: 'write',
    request: createWebhookRequest,
    reply: createWebhookReply,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/webhooks/update',
    feature: settings,
    access: 'write',
    request: updateWebhookRequest,
    reply: baseReply,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/webhooks/delete',
    feature: settings,
    access: 'write',
    request: webhookIdRequest,
    reply: baseReply,
  }),
  test: endpoint({
    method: 'POST',
    path: '/api/webhooks/test',
    feature: settings,
    access: 'write',
    request: webhookIdRequest,
    reply: testWebhookReply,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/api/webhooks/deliveries',
    feature: settings,
    access: 'read',
    request: deliveriesQuery,
    reply: deliveriesReply,
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/webhooks/deliveries/resend',
    feature: settings,
    access: 'write',
    request: resendRequest,
    reply: resendReply,
  }),
};
