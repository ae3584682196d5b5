import { endpoints } from '../../../../contract/endpoint-table';
import type { WebhookEvent } from '../../../../contract/webhooks';
import { api } from '../../../lib/api/client';

const e = endpoints.webhooks;

export const fetchWebhooks = () => api.call(e.list);
/** Refusals (bad URL, private address, no events) are shown on the form's fields, not as a toast. */
export const createWebhook = (url: string, events: WebhookEvent[]) => api.call(e.create, { url, events }, { present: { failure: 'none' } });
export const setWebhookEnabled = (webhookId: number, enabled: boolean) =>
  api.call(e.update, { webhookId, enabled }, { present: { success: true } });
export const deleteWebhook = (webhookId: number) => api.call(e.remove, { webhookId }, { present: { success: true } });
/** The test's outcome (delivered or not) is written under the endpoint and in its log, not as a toast. */
export const testWebhook = (webhookId: number) => api.call(e.test, { webhookId });
export const fetchDeliveries = (webhookId: number) => api.call(e.deliveries, { webhookId });
export const resendDelivery = (deliveryId: number) => api.call(e.resend, { deliveryId }, { present: { success: true } });
